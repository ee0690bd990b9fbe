import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TIMEOUTS_MS } from '@vetor/domain/platform/constants';
import type { RecentSearch, RecentSearchesResponse } from '@vetor/domain/search/search.schemas';
import { api } from '../../../lib/api';
import { useSessionUser } from '../../../lib/session';

// The user's recent searches, kept on the server (6, newest first; docs/product/content-and-study.md §4 Recents).

const key = (uid: string | undefined) => ['preferences', 'recent-searches', uid ?? null];

export function useRecentSearches() {
  const user = useSessionUser();
  return useQuery({
    queryKey: key(user?.uid),
    queryFn: () => api.get<RecentSearchesResponse>('/preferences/recent-searches'),
    enabled: Boolean(user),
    staleTime: TIMEOUTS_MS.recentsCache,
  });
}

export function useAddRecentSearch() {
  const user = useSessionUser();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (hit: RecentSearch) => api.post<RecentSearchesResponse>('/preferences/recent-searches', hit),
    onSuccess: (data) => client.setQueryData(key(user?.uid), data),
    // A failure only loses a history entry; the user is already on the result.
  });
}
