import { createStore, useStore } from './store';

// Whether the browser says it is online, kept current from its online/offline events: screens that
// need the network show the spec's offline message instead of failing (docs/product/platform-accounts-subscription.md §8).

export const onlineStore = createStore(typeof navigator === 'undefined' ? true : navigator.onLine !== false);
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => onlineStore.set(true));
  window.addEventListener('offline', () => onlineStore.set(false));
}

export function useOnline(): boolean {
  return useStore(onlineStore);
}
