import { createStore } from './store';

// The purchase flow entry point (spec 1 §6): a 403 for premium content, a locked item or a PRO
// card opens the purchases dialog. `reason` is shown as the dialog's first line.
export const paywallStore = createStore<{ open: boolean; reason?: string }>({ open: false });

export function openPaywall(reason?: string): void {
  paywallStore.set(reason ? { open: true, reason } : { open: true });
}

export function closePaywall(): void {
  paywallStore.set({ open: false });
}
