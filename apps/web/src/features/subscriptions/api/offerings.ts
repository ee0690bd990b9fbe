import { useQuery } from '@tanstack/react-query';
import { PRO_OFFER } from '@vetor/domain/platform/constants';
import {
  formatBrl,
  type OfferingProduct,
  type OfferingsResponse,
} from '@vetor/domain/subscriptions/subscriptions.schemas';
import { api } from '../../../lib/api';

/** The built-in monthly PRO offer used when the offerings cannot be read (docs/product/platform-accounts-subscription.md §7). */
export const FALLBACK_PRODUCT: OfferingProduct = {
  id: PRO_OFFER.offeringId,
  lookupKey: PRO_OFFER.offeringId,
  entitlement: 'va_pro',
  title: 'Vetor PRO mensal',
  description: 'Acesso completo, renovado todo mês no cartão de crédito.',
  price: formatBrl(PRO_OFFER.monthlyPriceCents),
  amountCents: PRO_OFFER.monthlyPriceCents,
  interval: 'month',
  mode: 'subscription',
  paymentMethod: 'card',
};

/** GET /purchases/offerings: the card offering and its products; the built-in offer on failure. */
export async function getOfferings(): Promise<OfferingProduct[]> {
  try {
    const offerings = await api.get<OfferingsResponse>('/purchases/offerings');
    return offerings.card.products.length ? offerings.card.products : [FALLBACK_PRODUCT];
  } catch {
    return [FALLBACK_PRODUCT];
  }
}

export function useOfferings() {
  return useQuery({ queryKey: ['purchases', 'offerings'], queryFn: getOfferings, staleTime: 10 * 60_000 });
}
