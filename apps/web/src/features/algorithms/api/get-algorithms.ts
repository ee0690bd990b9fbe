import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlgorithmResponse, AlgorithmSummary } from '@vetor/domain/algorithms/algorithms.schemas';
import { api } from '../../../lib/api';
import { useSessionUser } from '../../../lib/session';

/** GET /algorithms: the list (locked ones included; the lock is drawn from premium/freeTrial). */
export function useAlgorithms() {
  return useQuery({
    queryKey: ['algorithms'],
    queryFn: () => api.get<{ algorithms: AlgorithmSummary[] }>('/algorithms', { auth: false }),
    staleTime: 5 * 60_000,
  });
}

/** GET /algorithms/{id}: 403 for a premium algorithm without PRO. */
export const algorithmQuery = (id: string, uid: string | undefined) =>
  queryOptions({
    queryKey: ['algorithms', id, uid ?? null],
    queryFn: () => api.get<AlgorithmResponse>(`/algorithms/${encodeURIComponent(id)}`),
    retry: false,
    staleTime: 5 * 60_000,
  });

export function useAlgorithm(id: string) {
  const user = useSessionUser();
  return useQuery(algorithmQuery(id, user?.uid));
}
