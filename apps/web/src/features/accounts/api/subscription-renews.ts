import type { SubscriptionsResponse } from '@vetor/domain/subscriptions/subscriptions.schemas';
import { api } from '../../../lib/api';

/**
 * Whether the account has a subscription that will charge again, read from GET /purchases/subscriptions:
 * the deletion notice asks to cancel only such a one (one already cancelled keeps PRO until its end).
 * PRO with no live subscription on record (a store or an organisation) counts as yes, as the server does.
 */
export async function subscriptionRenews(): Promise<boolean> {
  const { subscriptions } = await api.get<SubscriptionsResponse>('/purchases/subscriptions');
  const live = subscriptions.filter((s) => !['canceled', 'expired', 'unpaid'].includes(s.status));
  return live.length === 0 || live.some((s) => s.renews && !s.cancelAtPeriodEnd);
}
