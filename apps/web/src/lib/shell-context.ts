import { createStore } from './store';

// What features tell the shell about their state: the bottom navigation hides while a search is
// typed on /items/searches and once the prescription has items (docs/product/platform-accounts-subscription.md §2).
export const shellContext = createStore<{ searchValue: string; prescriptionHasItems: boolean }>({
  searchValue: '',
  prescriptionHasItems: false,
});
