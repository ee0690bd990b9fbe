import { createStore } from './store';

// The purchase flow entry point (docs/product/platform-accounts-subscription.md §6): a 403 for premium content, a locked item, a PRO card,
// the menu or /checkouts opens the purchases dialog. `reason` is shown as the dialog's first line;
// `next` is the page that asked, where the user lands after a successful purchase.
export const paywallStore = createStore<{ open: boolean; reason?: string; next?: string }>({ open: false });

export function openPaywall(reason?: string): void {
  const next = typeof window === 'undefined' ? undefined : `${window.location.pathname}${window.location.search}`;
  paywallStore.set({ open: true, ...(reason ? { reason } : {}), ...(next ? { next } : {}) });
}

export function closePaywall(): void {
  paywallStore.set({ open: false });
}
