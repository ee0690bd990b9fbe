import { useQuery } from '@tanstack/react-query';
import type { SubscriptionsResponse } from '@vetor/domain/subscriptions/subscriptions.schemas';
import { api } from '../../../lib/api';

/** GET /purchases/subscriptions: the caller's subscriptions, for the management screen. */
export function useMySubscriptions() {
  return useQuery({
    queryKey: ['purchases', 'subscriptions'],
    queryFn: () => api.get<SubscriptionsResponse>('/purchases/subscriptions'),
    staleTime: 0,
  });
}
