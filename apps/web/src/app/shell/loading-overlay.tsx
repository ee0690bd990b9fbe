import { LoadingOverlay } from '@mantine/core';
import { loadingStore } from '../../lib/dialogs';
import { useStore } from '../../lib/store';
import { useOpenedOnce } from '../../lib/use-opened-once';

export function AppLoadingOverlay() {
  const count = useStore(loadingStore);
  if (!useOpenedOnce(count > 0)) return null;
  return (
    <LoadingOverlay
      visible={count > 0}
      pos="fixed"
      zIndex={2000}
      overlayProps={{ blur: 1 }}
      loaderProps={{ 'aria-label': 'Carregando' } as Record<string, string>}
    />
  );
}
