import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchListResponse } from '@vetor/domain/content/content-api.schemas';
import { api } from '../../../lib/api';

/** GET /preferences/searches/20: the search list, whose `card` flag drives the flashcards button. */
export function getSearchList(): Promise<SearchListResponse> {
  return api.get<SearchListResponse>('/preferences/searches/20');
}

export const searchListQuery = () =>
  queryOptions({ queryKey: ['content', 'search-list'], queryFn: getSearchList, staleTime: 30 * 60_000 });

export function useSearchList() {
  return useQuery(searchListQuery());
}
