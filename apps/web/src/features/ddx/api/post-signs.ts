import { useMutation } from '@tanstack/react-query';
import type { DdxQuery, DdxResultResponse } from '@vetor/domain/ddx/ddx.schemas';
import { TIMEOUTS_MS } from '@vetor/domain/platform/constants';
import { api } from '../../../lib/api';

/** POST /topics/ddx/signs: the compatible conditions, ranked (timeout 10 s, docs/product/content-and-study.md §7). */
export const postSigns = (query: DdxQuery) =>
  api.post<DdxResultResponse>('/topics/ddx/signs', query, { timeoutMs: TIMEOUTS_MS.ddx });

export function usePostSigns() {
  return useMutation({ mutationFn: postSigns });
}
