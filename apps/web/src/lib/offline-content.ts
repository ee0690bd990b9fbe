import type { OfflineKeyResponse } from '@vetor/domain/preferences/preferences.schemas';
import { ApiError, api } from './api';
import { type ContentTable, createOfflineStore, openLocalDb } from './offline-store';
import { sessionStore } from './session';

// The app's offline store, wired to the API (the user's key secret) and the session (whose data it
// is). Content pages read through `withOfflineCopy`: the network first, the sealed copy when there
// is none.

export const offlineStore = createOfflineStore({
  open: openLocalDb,
  fetchSecret: async () => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return null;
    return api.get<OfflineKeyResponse>('/preferences/offline-key');
  },
});

const uid = () => sessionStore.get().user?.uid ?? null;

function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'OFFLINE' || error.code === 'ERROR_NETWORK');
}

/**
 * Loads a drug or product: from the API when it answers (then keeps a sealed copy for the bedside),
 * from the kept copy when the network does not. A 403 or 404 drops the copy: a lapsed PRO or a
 * withdrawn monograph is not served from the device either.
 */
export async function withOfflineCopy<T>(table: ContentTable, id: string, load: () => Promise<T>): Promise<T> {
  const owner = uid();
  try {
    const value = await load();
    if (owner) void offlineStore.keep(owner, table, id, value).catch((e: unknown) => console.warn(e));
    return value;
  } catch (error) {
    if (owner && isNetworkError(error)) {
      const kept = await offlineStore.read<T>(owner, table, id).catch(() => undefined);
      if (kept) return kept;
    } else if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
      void offlineStore.remove(table, id).catch(() => undefined);
    }
    throw error;
  }
}

/** At logout: nothing of the user stays on the device. */
export function eraseOfflineStore(): Promise<void> {
  return offlineStore.erase().catch((e: unknown) => console.warn(e));
}

/** At start: copies of anyone but the signed-in user go (a logout cut short by a page change). */
export function reconcileOfflineStore(): Promise<void> {
  return offlineStore.reconcile(uid()).catch((e: unknown) => console.warn(e));
}
