import { useQuery } from '@tanstack/react-query';
import type { ItemSearchResult } from '@vetor/domain/prescriptions/prescriptions.schemas';
import { api } from '../../../lib/api';

/** POST /patients/prescriptions/searches: items for the three tabs (0 compositions, 1 vet, 2 human). */
export const searchItems = (search: string, filter: 0 | 1 | 2) =>
  api.post<{ results: ItemSearchResult[] }>('/patients/prescriptions/searches', { search, filter });

export const useItemSearch = (search: string, filter: 0 | 1 | 2) =>
  useQuery({
    queryKey: ['prescriptions', 'items', filter, search],
    queryFn: () => searchItems(search, filter),
    enabled: search.trim().length > 0,
    staleTime: 5 * 60_000,
  });
