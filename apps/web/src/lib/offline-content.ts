import { DRUG_COLLECTIONS } from '@vetor/domain/content/content-collections';
import { FAVORITE_TYPE } from '@vetor/domain/favorites/favorite-type';
import type { Favorite } from '@vetor/domain/favorites/favorites.schemas';
import { categoryById } from '@vetor/domain/platform/categories';
import type { OfflineKeyResponse } from '@vetor/domain/preferences/preferences.schemas';
import { ApiError, api } from './api';
import { type ContentTable, createOfflineStore, openLocalDb } from './offline-store';
import { sessionStore } from './session';
import { whenIdle } from './when-idle';

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

/** The request never reached the server (no signal, airplane mode): the offline copies serve. */
export function isNetworkError(error: unknown): boolean {
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
    if (owner) whenIdle(() => void offlineStore.keep(owner, table, id, value).catch((e: unknown) => console.warn(e)));
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

/** True when a sealed copy of the item is on this device (false where the store is refused). */
export async function isKeptOffline(table: ContentTable, id: string): Promise<boolean> {
  return offlineStore.has(table, id).catch(() => false);
}

let keepingFavorites = false;

/**
 * Favorited drugs and products are kept for the bedside even if never opened on this device: the
 * missing ones are fetched one at a time (?offline=true: the same access check, not counted as a
 * view). Those the user may not read (a lapsed PRO) are skipped.
 */
export async function keepFavoritesOffline(favorites: readonly Favorite[]): Promise<void> {
  const owner = uid();
  if (!owner || keepingFavorites || (typeof navigator !== 'undefined' && navigator.onLine === false)) return;
  keepingFavorites = true;
  try {
    for (const f of favorites) {
      const category = f.category === undefined ? undefined : categoryById(f.category);
      if (!category) continue;
      const isDrug =
        f.type === FAVORITE_TYPE.CONTENT && (DRUG_COLLECTIONS as readonly string[]).includes(category.collection);
      if (!isDrug && f.type !== FAVORITE_TYPE.PRODUCT) continue;
      const [table, id, path] = isDrug
        ? (['drugs', `${category.id}/${f.id}`, `/entities/${category.collection}/${encodeURIComponent(f.id)}`] as const)
        : (['products', f.id, `/entities/products/${encodeURIComponent(f.id)}`] as const);
      if (await offlineStore.has(table, id)) continue;
      try {
        await offlineStore.keep(owner, table, id, await api.get<unknown>(path, { query: { offline: true } }));
      } catch (error) {
        if (isNetworkError(error)) return;
      }
    }
  } catch (error) {
    console.warn(error);
  } finally {
    keepingFavorites = false;
  }
}

/** At logout: nothing of the user stays on the device. */
export function eraseOfflineStore(): Promise<void> {
  return offlineStore.erase().catch((e: unknown) => console.warn(e));
}

/**
 * At start: copies of anyone but the signed-in user go (a logout cut short by a page change). The
 * user's favorites are kept when the favorites list loads (features/favorites/api/get-favorites.ts),
 * which the query layer makes sure happens on every signed-in start.
 */
export async function reconcileOfflineStore(): Promise<void> {
  await offlineStore.reconcile(uid()).catch((e: unknown) => console.warn(e));
}
