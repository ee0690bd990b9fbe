import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DrugDetailResponse } from '@vetor/domain/content/content-api.schemas';
import { categoryById } from '@vetor/domain/platform/categories';
import { api } from '../../../lib/api';
import { withOfflineCopy } from '../../../lib/offline-content';

/**
 * GET /entities/{collection}/{id} for a drug of category 1, 2, 4 or 5; an opened drug is kept sealed
 * on the device and read from there with no network (the doses at the bedside).
 */
export function getDrug(category: number, id: string): Promise<DrugDetailResponse> {
  const collection = categoryById(category)?.collection ?? 'drugs';
  return withOfflineCopy('drugs', `${category}/${id}`, () =>
    api.get<DrugDetailResponse>(`/entities/${collection}/${encodeURIComponent(id)}`),
  );
}

export const drugQuery = (category: number, id: string) =>
  queryOptions({
    queryKey: ['content', 'drug', category, id],
    queryFn: () => getDrug(category, id),
    staleTime: 10 * 60_000,
  });

export function useDrug(category: number, id: string) {
  return useQuery(drugQuery(category, id));
}
