import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchResponse } from '@vetor/domain/search/search.schemas';
import { api } from '../../../lib/api';

/** GET /search?q=&category=: hits (one per item) and categoryName facets. */
export function getSearch(q: string, category?: string, signal?: AbortSignal): Promise<SearchResponse> {
  return api.get<SearchResponse>('/search', { query: { q, category }, ...(signal ? { signal } : {}) });
}

export const searchQueryOptions = (q: string, category?: string) =>
  queryOptions({
    queryKey: ['search', q, category ?? null],
    queryFn: ({ signal }) => getSearch(q, category, signal),
    // An empty search does nothing (spec 2 §5).
    enabled: q.trim().length > 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useSearch(q: string, category?: string) {
  return useQuery(searchQueryOptions(q, category));
}
