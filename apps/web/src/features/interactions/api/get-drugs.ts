import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InteractionDrugsResponse } from '@vetor/domain/interactions/interactions.schemas';
import { api } from '../../../lib/api';

/** GET /entities/drugs/interactions: the systemic drugs the checker accepts (id, name). */
export const getInteractionDrugs = () => api.get<InteractionDrugsResponse>('/entities/drugs/interactions');

export const interactionDrugsQuery = () =>
  queryOptions({
    queryKey: ['interactions', 'drugs'],
    queryFn: getInteractionDrugs,
    staleTime: 60 * 60_000,
    retry: false,
  });

export function useInteractionDrugs() {
  return useQuery(interactionDrugsQuery());
}
