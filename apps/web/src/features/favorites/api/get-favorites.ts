import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavoritesResponse } from '@vetor/domain/favorites/favorites.schemas';
import { api } from '../../../lib/api';
import { useSessionUser } from '../../../lib/session';
import { whenIdle } from '../../../lib/when-idle';

/**
 * GET /preferences/favorites: newest first; favorited drugs and products are then kept for offline
 * use, once the browser is idle (checking the store is IndexedDB work the page's start need not wait for).
 */
export async function getFavorites(): Promise<FavoritesResponse> {
  const answer = await api.get<FavoritesResponse>('/preferences/favorites');
  whenIdle(() => void import('../../../lib/offline-content').then((m) => m.keepFavoritesOffline(answer.favorites)));
  return answer;
}

export const favoritesQuery = (uid: string | undefined) =>
  queryOptions({
    queryKey: ['preferences', 'favorites', uid ?? null],
    queryFn: getFavorites,
    enabled: Boolean(uid),
    staleTime: 5 * 60_000,
    // List loading waits for preferences: up to 3 retries, 2 s apart (docs/product/content-and-study.md §4).
    retry: 3,
    retryDelay: 2_000,
  });

export function useFavorites() {
  const user = useSessionUser();
  return useQuery(favoritesQuery(user?.uid));
}
