import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DiagnosisDetail } from '@vetor/domain/ddx/ddx.schemas';
import { TIMEOUTS_MS } from '@vetor/domain/platform/constants';
import { api } from '../../../lib/api';

/** GET /topics/ddx/diagnoses/{id} (timeout 10 s, docs/product/content-and-study.md §7). */
export const getDiagnosis = (id: string) =>
  api.get<DiagnosisDetail>(`/topics/ddx/diagnoses/${encodeURIComponent(id)}`, { timeoutMs: TIMEOUTS_MS.ddx });

export const diagnosisQuery = (id: string) =>
  queryOptions({ queryKey: ['ddx', 'diagnosis', id], queryFn: () => getDiagnosis(id), staleTime: 60 * 60_000 });

export function useDiagnosis(id: string | null) {
  return useQuery({ ...diagnosisQuery(id ?? ''), enabled: !!id });
}
