import { type ComponentType, Suspense } from 'react';
import { retryableLazy } from './retryable-lazy';
import { useOpenedOnce } from './use-opened-once';

/**
 * A dialog or drawer most visits never open, as a component whose module loads the first time it
 * opens (Mantine's Modal, its scroll lock, focus trap and ScrollArea with it) and then stays mounted,
 * so its closing animation plays. Imported statically by the shell and the drug screen, those modules
 * were ≈15 ms of evaluation on a mid phone before anything was tapped. The chunk is in the
 * service worker's precache: the first opening waits a few milliseconds, offline too.
 */
export function lazyDialog<P extends { opened: boolean }>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const Dialog = retryableLazy(load) as ComponentType<P>;
  return function LazyDialog(props: P) {
    return useOpenedOnce(props.opened) ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  };
}
