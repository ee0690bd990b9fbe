import { createStore } from './store';

// The app-wide confirm dialog and loading overlay, callable from anywhere (docs/product/platform-accounts-subscription.md §2 App shell).

export interface ConfirmRequest {
  title?: string;
  message: string;
  confirmLabel?: string;
  /** null hides the cancel button. */
  cancelLabel?: string | null;
  /** A persistent dialog ignores outside clicks and Escape. */
  persistent?: boolean;
  resolve: (confirmed: boolean) => void;
}

export const confirmStore = createStore<ConfirmRequest | null>(null);

export function confirm(options: Omit<ConfirmRequest, 'resolve'>): Promise<boolean> {
  return new Promise((resolve) => {
    confirmStore.get()?.resolve(false);
    confirmStore.set({ ...options, resolve });
  });
}

export function settleConfirm(confirmed: boolean): void {
  const current = confirmStore.get();
  confirmStore.set(null);
  current?.resolve(confirmed);
}

export const loadingStore = createStore(0);
/** Shows the overlay while the promise runs; nested calls keep it until the last ends. */
export async function withLoading<T>(work: Promise<T>): Promise<T> {
  loadingStore.set((n) => n + 1);
  try {
    return await work;
  } finally {
    loadingStore.set((n) => Math.max(0, n - 1));
  }
}
