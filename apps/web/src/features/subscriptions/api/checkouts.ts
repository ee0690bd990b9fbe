import type { CheckoutResponse, CheckoutStatus } from '@vetor/domain/subscriptions/subscriptions.schemas';
import { api } from '../../../lib/api';

/** POST /purchases/checkouts: a checkout session for a price, with where to come back. */
export function createCheckout(body: {
  price: string;
  cupom?: string | null;
  success_url: string;
  cancel_url: string;
}): Promise<CheckoutResponse> {
  return api.post<CheckoutResponse>('/purchases/checkouts', body);
}

/** GET /purchases/checkouts/{id}: the session's state after the return from the checkout page. */
export function getCheckout(id: string): Promise<CheckoutStatus> {
  return api.get<CheckoutStatus>(`/purchases/checkouts/${encodeURIComponent(id)}`);
}
