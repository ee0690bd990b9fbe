import { useQuery } from '@tanstack/react-query';
import type { ItemOptions } from '@vetor/domain/prescriptions/prescriptions.schemas';
import { api } from '../../../lib/api';

/** Doses (of the patient's species first) and presentations of an item's principles. */
export const getItemOptions = (drugIds: string[], species?: number) =>
  api.get<ItemOptions>('/patients/prescriptions/options', { query: { drugIds: drugIds.join(','), species } });

export const useItemOptions = (drugIds: string[], species?: number) =>
  useQuery({
    queryKey: ['prescriptions', 'options', drugIds.join(','), species],
    queryFn: () => getItemOptions(drugIds, species),
    enabled: drugIds.length > 0,
    staleTime: 10 * 60_000,
  });
