import { createStore } from '../../lib/store';

// UI state of the purchase flow: the registration dialog asked before a purchase, and the success
// dialog after the return from the checkout.
export interface PurchaseUi {
  registration: { resolve: (done: boolean) => void } | null;
  success: { phase: 'confirming' | 'done'; next: string | null } | null;
  busy: boolean;
}

export const purchaseUiStore = createStore<PurchaseUi>({ registration: null, success: null, busy: false });
