// The handouts library (GET /topics/handouts), shared by the handouts screens and the prescription
// share dialog (which lists every handout preselected); features may not import each other.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Handout } from '@vetor/domain/handouts/handouts.schemas';
import { api } from './api';

export const getHandouts = () => api.get<{ handouts: Handout[] }>('/topics/handouts');

export const handoutsQuery = queryOptions({
  queryKey: ['handouts', 'list'],
  queryFn: getHandouts,
  staleTime: 5 * 60_000,
  select: (d) => d.handouts,
});

export const useHandouts = () => useQuery(handoutsQuery);
