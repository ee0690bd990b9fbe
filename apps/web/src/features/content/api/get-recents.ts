import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecentsResponse } from '@vetor/domain/content/content-api.schemas';
import { TIMEOUTS_MS } from '@vetor/domain/platform/constants';
import { api } from '../../../lib/api';
import { useSessionUser } from '../../../lib/session';

/** GET /preferences/recents: latest first. */
export function getRecents(): Promise<RecentsResponse> {
  return api.get<RecentsResponse>('/preferences/recents');
}

export const recentsQuery = (uid: string | undefined) =>
  queryOptions({
    queryKey: ['preferences', 'recents', uid ?? null],
    queryFn: getRecents,
    enabled: Boolean(uid),
    // The recent list is cached for 5 minutes (docs/product/content-and-study.md §4 Recents).
    staleTime: TIMEOUTS_MS.recentsCache,
    gcTime: TIMEOUTS_MS.recentsCache,
    retry: 3,
    retryDelay: 2_000,
  });

export function useRecents() {
  const user = useSessionUser();
  return useQuery(recentsQuery(user?.uid));
}
