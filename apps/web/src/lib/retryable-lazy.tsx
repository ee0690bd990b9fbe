import { type ComponentProps, type ComponentType, lazy } from 'react';

// `React.lazy` keeps a rejected import forever, so a piece whose chunk was still on its way when the
// network dropped would stay missing until a reload, even back online. A `retryableLazy` piece whose
// import failed is listed here; `retryFailedImports()` (the shell calls it when the browser is back
// online) gives each a fresh `lazy`, so its next render fetches the chunk again. Until then a failed
// piece stays failed: its error boundary shows nothing, and nothing is fetched in a loop while offline.

const failed = new Set<() => void>();

// biome-ignore lint/suspicious/noExplicitAny: the same bound as React.lazy's, so any component fits.
export function retryableLazy<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> {
  const attempt = () =>
    load().catch((error: unknown) => {
      failed.add(renew);
      throw error;
    });
  const renew = () => {
    Current = lazy(attempt);
  };
  let Current = lazy(attempt);
  return function Retryable(props: ComponentProps<T>) {
    return <Current {...props} />;
  };
}

/** Lets every piece whose import failed be fetched again on its next render. */
export function retryFailedImports(): void {
  for (const renew of failed) renew();
  failed.clear();
}
