// Requests and responses of the /purchases/* calls (docs/product/platform-accounts-subscription.md §7), the plans on sale (§1, §9) and the
// store subscription service's webhook body (RevenueCat-style events).
import { z } from 'zod';
import { emailSchema } from '../accounts/accounts.schemas.js';
import { ENTITLEMENTS, STORES } from '../platform/enums.js';

/** Each plan is a Stripe price found by its lookup key; the entitlement is what its purchase gives. */
export const PLANS = [
  {
    lookupKey: 'va_pro_monthly',
    entitlement: ENTITLEMENTS.PRO,
    title: 'Vetor PRO mensal',
    description: 'Acesso completo, renovado todo mês no cartão de crédito.',
    amountCents: 4990,
    interval: 'month',
    mode: 'subscription',
    paymentMethod: 'card',
  },
  {
    lookupKey: 'va_pro_duo_monthly',
    entitlement: ENTITLEMENTS.DUO_OWNER,
    title: 'Vetor PRO Duo mensal',
    description: 'Acesso completo para você e mais uma pessoa, renovado todo mês no cartão.',
    amountCents: 7990,
    interval: 'month',
    mode: 'subscription',
    paymentMethod: 'card',
  },
  {
    lookupKey: 'va_pro_yearly_pix',
    entitlement: ENTITLEMENTS.PRO,
    title: 'Vetor PRO anual no Pix',
    description: '365 dias de acesso completo, pagamento único no Pix, sem renovação automática.',
    amountCents: 47900,
    interval: 'year',
    mode: 'payment',
    paymentMethod: 'pix',
  },
] as const;
export type Plan = (typeof PLANS)[number];
export type PlanLookupKey = Plan['lookupKey'];
export const DEFAULT_OFFERING = 'va_pro_monthly';
/** Days of PRO a one-time Pix payment gives (no renewal). */
export const PIX_ACCESS_DAYS = 365;
/** A duo invitation link stays valid this long. */
export const DUO_INVITATION_DAYS = 7;

export function planByLookupKey(key: string | null | undefined): Plan | undefined {
  return PLANS.find((p) => p.lookupKey === key);
}

/** 4990 → 'R$ 49,90' (Brazilian real, comma decimals). */
export function formatBrl(cents: number): string {
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100).replace(/\s/g, ' ');
}

const localized = <T extends z.ZodType>(value: T) => z.record(z.string(), value);

export const offeringProduct = z.object({
  /** The price identifier sent back in POST /purchases/checkouts. */
  id: z.string(),
  lookupKey: z.string(),
  entitlement: z.string(),
  title: z.string(),
  description: z.string(),
  /** Display string, e.g. 'R$ 49,90'. */
  price: z.string(),
  amountCents: z.number().int(),
  interval: z.enum(['month', 'year']),
  mode: z.enum(['subscription', 'payment']),
  paymentMethod: z.enum(['card', 'pix']),
});
export type OfferingProduct = z.infer<typeof offeringProduct>;

export const offeringsResponse = z.object({
  card: z.object({
    identifier: z.string(),
    metadata: z.object({
      features: localized(z.array(z.string())),
      main_title: localized(z.string()),
      offers_descriptions: localized(z.array(z.string())),
      offers_periods: localized(z.array(z.string())),
      offers_titles: localized(z.array(z.string())),
    }),
    products: z.array(offeringProduct),
  }),
  /** The store subscription service's offering name (mobile). */
  store: z.object({ offering: z.string() }),
});
export type OfferingsResponse = z.infer<typeof offeringsResponse>;

/** An absolute http(s) address with a host (where the checkout and portal send the user back). */
const httpUrl = z
  .string()
  .max(2000)
  .regex(/^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i, 'INVALID_URL');

export const checkoutBody = z.object({
  cupom: z.string().trim().max(40).nullish(),
  price: z.string().min(1).max(100),
  success_url: httpUrl,
  cancel_url: httpUrl,
});
export const checkoutResponse = z.object({ checkoutSessionId: z.string(), url: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

export const checkoutParams = z.object({ id: z.string().min(1).max(200) });
export const checkoutStatusResponse = z.object({
  id: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  paymentStatus: z.enum(['paid', 'unpaid', 'no_payment_required']),
  /** Whether the caller's account already carries PRO (the webhook may come a moment later). */
  premium: z.boolean(),
});
export type CheckoutStatus = z.infer<typeof checkoutStatusResponse>;

export const portalBody = z.object({ return_url: httpUrl });
export const portalResponse = z.object({ session: z.object({ url: z.string() }) });

/**
 * POST /purchases/duo. Without va_pro_duo_owner the caller is the owner: read returns the shared
 * e-mail, manage with an e-mail shares (invitation), manage with null stops. With va_pro_duo_owner
 * the caller is the invited person: read returns the owner's e-mail, manage accepts, and manage
 * with email null leaves.
 */
export const duoBody = z.object({
  va_pro_duo_owner: z.uuid().nullish(),
  action: z.enum(['read', 'manage']),
  email: emailSchema.nullish(),
});
/** `accepted`, for the owner: whether the invited person has taken the place. */
export const duoResponse = z.object({ email: z.string().nullable(), accepted: z.boolean().optional() });
export type DuoResponse = z.infer<typeof duoResponse>;

export const subscriptionSummary = z.object({
  /** The plan as sold (title, price in cents, billing interval); null for a store product we do not sell. */
  title: z.string().nullable(),
  amountCents: z.number().int().nullable(),
  interval: z.enum(['month', 'year']).nullable(),
  /** "Visa final 4242", "Pix"; null when paid in a store. */
  paymentMethod: z.string().nullable(),
  entitlement: z.string(),
  provider: z.enum(['stripe', 'store']),
  store: z.enum(STORES),
  status: z.string(),
  /** ISO date-time the paid period ends. */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  renews: z.boolean(),
});
export const subscriptionsResponse = z.object({
  premium: z.boolean(),
  store: z.enum(STORES).nullable(),
  subscriptions: z.array(subscriptionSummary),
  /** Receipts e-mailed for this account's payments, newest first. */
  receipts: z.array(z.object({ paidAt: z.string(), amountCents: z.number().int(), title: z.string() })),
  /** For a duo recipient: whose plan they share (to leave it). */
  sharedBy: z.object({ ownerUid: z.string(), email: z.string().nullable() }).nullable(),
});
export type SubscriptionsResponse = z.infer<typeof subscriptionsResponse>;

export const fakeDoorBody = z.object({ resource: z.string().trim().min(1).max(100), confirm: z.boolean() });
export const successResponse = z.object({ success: z.boolean() });

/** RevenueCat-style store event (only the fields we use; anything else is ignored). */
export const STORE_EVENT_TYPES = [
  'INITIAL_PURCHASE',
  'RENEWAL',
  'CANCELLATION',
  'UNCANCELLATION',
  'NON_RENEWING_PURCHASE',
  'EXPIRATION',
  'BILLING_ISSUE',
  'PRODUCT_CHANGE',
  'TRANSFER',
  'SUBSCRIPTION_PAUSED',
  'TEST',
] as const;
export const storeWebhookBody = z.object({
  api_version: z.string().optional(),
  event: z
    .object({
      id: z.string().min(1).max(200),
      type: z.string().max(60),
      app_user_id: z.string().max(200).optional(),
      original_app_user_id: z.string().max(200).optional(),
      product_id: z.string().max(200).optional(),
      new_product_id: z.string().max(200).nullish(),
      entitlement_ids: z.array(z.string()).nullish(),
      original_transaction_id: z.string().max(200).nullish(),
      transaction_id: z.string().max(200).nullish(),
      purchased_at_ms: z.number().nullish(),
      expiration_at_ms: z.number().nullish(),
      event_timestamp_ms: z.number(),
      store: z.string().max(40).optional(),
      transferred_from: z.array(z.string()).nullish(),
      transferred_to: z.array(z.string()).nullish(),
    })
    .loose(),
});
export type StoreWebhookBody = z.infer<typeof storeWebhookBody>;
