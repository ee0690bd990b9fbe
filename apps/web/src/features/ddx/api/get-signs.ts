import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SignsResponse } from '@vetor/domain/ddx/ddx.schemas';
import { api } from '../../../lib/api';

/** GET /topics/ddx/signs: every sign with its group and sex flags. */
export const getSigns = () => api.get<SignsResponse>('/topics/ddx/signs');

export const signsQuery = () =>
  queryOptions({ queryKey: ['ddx', 'signs'], queryFn: getSigns, staleTime: 60 * 60_000, retry: false });

export function useSigns() {
  return useQuery(signsQuery());
}
