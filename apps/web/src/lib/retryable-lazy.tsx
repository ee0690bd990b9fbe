import { type ComponentProps, type ComponentType, lazy } from 'react';

/**
 * `React.lazy` whose failed import is tried again on the next render. `React.lazy` keeps a rejected
 * import forever, so a piece whose chunk was still on its way when the network dropped would stay
 * missing until a reload, even back online. Here a failure swaps in a fresh `lazy` before it is
 * thrown: the error boundary around the piece shows nothing meanwhile, and when it renders the piece
 * again (the shell's `Optional` does so when the browser is back online) the chunk is fetched anew.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same bound as React.lazy's, so any component fits.
export function retryableLazy<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> {
  const attempt = () =>
    load().catch((error: unknown) => {
      Current = lazy(attempt);
      throw error;
    });
  let Current = lazy(attempt);
  return function Retryable(props: ComponentProps<T>) {
    return <Current {...props} />;
  };
}
