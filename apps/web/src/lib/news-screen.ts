import { createStore } from './store';

// The news screen (docs/product/platform-accounts-subscription.md §2): not a route. The Notícias tab and the home card open it through this
// store; the shell mounts it on first need. The list query is in news-list.ts (kept out of the
// first load).

/** `from`: the item just left with "Voltar", whose row takes the focus back in the list. */
export const newsScreenStore = createStore<{ open: boolean; id?: string; from?: string }>({ open: false });

/** Opens the list, or one item when `id` is given. */
export function openNews(id?: string): void {
  newsScreenStore.set({ open: true, ...(id ? { id } : {}) });
}

export function closeNews(): void {
  newsScreenStore.set({ open: false });
}
