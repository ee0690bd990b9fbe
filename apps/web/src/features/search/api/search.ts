import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchResponse } from '@vetor/domain/search/search.schemas';
import { api } from '../../../lib/api';
import { isNetworkError } from '../../../lib/offline-content';
import { sessionStore } from '../../../lib/session';

/** A search's answer; `offlineOnly` when it came from what this device keeps offline. */
export type SearchResult = SearchResponse & { offlineOnly?: true };

/**
 * GET /search?q=&category=: hits (one per item) and categoryName facets. Without network, the
 * drugs and products kept offline on this device are searched instead (offline-search.ts).
 */
export async function getSearch(q: string, category?: string, signal?: AbortSignal): Promise<SearchResult> {
  try {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new OfflineNow();
    return await api.get<SearchResponse>('/search', { query: { q, category }, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (!(error instanceof OfflineNow) && !isNetworkError(error)) throw error;
    const { searchOffline } = await import('./offline-search');
    const result = await searchOffline(sessionStore.get().user?.uid ?? null, q);
    return category ? { ...result, hits: result.hits.filter((h) => h.categoryName === category) } : result;
  }
}

class OfflineNow extends Error {}
export const searchQueryOptions = (q: string, category?: string) =>
  queryOptions({
    queryKey: ['search', q, category ?? null],
    queryFn: ({ signal }) => getSearch(q, category, signal),
    // An empty search does nothing (docs/product/content-and-study.md §5).
    enabled: q.trim().length > 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    // Offline the query still runs: it searches what the device keeps (TanStack would pause it).
    networkMode: 'always',
  });

export function useSearch(q: string, category?: string) {
  return useQuery(searchQueryOptions(q, category));
}
