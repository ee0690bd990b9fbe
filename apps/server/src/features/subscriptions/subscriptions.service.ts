// Rules of docs/product/platform-accounts-subscription.md §4 Purchase, Subscription management and Duo plan. Entitlements change only here,
// when a verified webhook (Stripe or the store subscription service) reports a new state.
import { timingSafeEqual } from 'node:crypto';
import { AppError } from '@vetor/domain/errors';
import { ENTITLEMENTS, type Store } from '@vetor/domain/platform/enums';
import { hasPremiumAccess } from '@vetor/domain/subscriptions/entitlements';
import {
  type CheckoutStatus,
  DEFAULT_OFFERING,
  DUO_INVITATION_DAYS,
  type DuoResponse,
  formatBrl,
  type OfferingsResponse,
  PIX_ACCESS_DAYS,
  PLANS,
  planByLookupKey,
  type StoreWebhookBody,
  type SubscriptionsResponse,
} from '@vetor/domain/subscriptions/subscriptions.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Db } from '../../db/client.js';
import { duoInvitation, subscriptionReceipt } from '../../mail/templates/index.js';
import type { MailMessage } from '../../plugins/mail.js';
import * as repo from './subscriptions.repository.js';

/** What subscriptions needs from the account, wired by app.ts (features do not import each other). */
export interface AccountLink {
  /** Writes the account's entitlement names (carried by its next token) and its store. */
  setEntitlements(uid: string, names: string[], store: Store | null): Promise<void>;
  emailOf(uid: string): Promise<string | null>;
}

export interface SubscriptionsContext {
  db: Db;
  /**
   * The Stripe client, made on first use (the SDK is a few hundred modules that a start does not
   * need). Null in production without Stripe keys and without STRIPE_SANDBOX: purchases are off.
   */
  stripe: (() => Promise<Stripe>) | null;
  webhookSecret: string | null;
  /** The exact Authorization header the store subscription service sends; unset refuses every call. */
  storeWebhookAuth: string | undefined;
  /**
   * PUBLIC_URL: the web app's address for links in e-mails (duo invitation). Unset (a machine of
   * one's own), links use the address the user reached the app at.
   */
  publicUrl: string | undefined;
  /** PUBLIC_URL's origin when set: the only place a checkout may send the buyer back to. */
  appOrigin: string | null;
  account: AccountLink;
  sendMail(message: MailMessage): Promise<void>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Sandbox only: makes the account's stored customer and subscriptions known to the sandbox. */
  prepareCustomer?: ((uid: string) => Promise<void>) | undefined;
}

const DAY_MS = 86_400_000;

/**
 * Routes answer provider failures with our own codes (never a 500): an unreachable or failing
 * provider is ERROR_NETWORK (503, so Stripe retries a webhook later), anything else PURCHASE_ERROR.
 */
export async function viaProvider<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof AppError) throw err;
    // Stripe's documented way to tell its errors apart (their `type`), without loading the SDK.
    const type = (err as { type?: unknown } | null)?.type;
    if (type === 'StripeConnectionError' || type === 'StripeAPIError' || type === 'StripeRateLimitError') {
      throw new AppError('ERROR_NETWORK');
    }
    throw new AppError('PURCHASE_ERROR');
  }
}
/** Provider states that still give access while the paid period lasts. */
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due', 'paid', 'billing_issue']);

function isLive(row: Pick<repo.SubscriptionRow, 'status' | 'currentPeriodEnd'>, now: Date): boolean {
  return LIVE_STATUSES.has(row.status) && (row.currentPeriodEnd === null || row.currentPeriodEnd > now);
}

async function stripeOf(ctx: Pick<SubscriptionsContext, 'stripe'>): Promise<Stripe> {
  if (!ctx.stripe) throw new AppError('PURCHASES_DISABLED');
  return ctx.stripe();
}

// --- entitlements ------------------------------------------------------------------------------

/**
 * Recomputes an account's entitlements from its subscriptions (and, for a duo recipient, from the
 * owner's), stores them and writes them on the account. Also follows a duo owner's recipient.
 */
export async function syncEntitlements(
  ctx: Pick<SubscriptionsContext, 'db' | 'account'>,
  uid: string,
  now = new Date(),
): Promise<string[]> {
  const own = await repo.subscriptionsOf(ctx.db, uid);
  const grants: repo.EntitlementGrant[] = own
    .filter((s) => isLive(s, now))
    .map((s) => ({ name: s.entitlement, subscriptionId: s.id, expiresAt: s.currentPeriodEnd }));
  for (const share of await repo.duoSharesReceivedBy(ctx.db, uid)) {
    if (!share.acceptedAt) continue;
    const ownerDuo = (await repo.subscriptionsOf(ctx.db, share.ownerUid)).find(
      (s) => s.entitlement === ENTITLEMENTS.DUO_OWNER && isLive(s, now),
    );
    if (ownerDuo)
      grants.push({
        name: ENTITLEMENTS.DUO_SHARED,
        subscriptionId: ownerDuo.id,
        expiresAt: ownerDuo.currentPeriodEnd,
      });
  }
  await repo.replaceEntitlements(ctx.db, uid, grants);
  const names = [...new Set(grants.map((g) => g.name))].sort();
  const live = own.find((s) => isLive(s, now));
  const store = (live?.store ?? own[0]?.store ?? (grants.length ? 'website' : null)) as Store | null;
  await ctx.account.setEntitlements(uid, names, store);
  // The owner's change reaches the person they share with.
  if (own.some((s) => s.entitlement === ENTITLEMENTS.DUO_OWNER)) {
    const share = await repo.duoShareOf(ctx.db, uid);
    if (share?.recipientUid && share.recipientUid !== uid) await syncEntitlements(ctx, share.recipientUid, now);
  }
  return names;
}

/** The hourly sweep: paid periods that ended without an event (Pix year, missed webhooks). */
export async function expireEntitlements(ctx: SubscriptionsContext, now = new Date()): Promise<number> {
  const uids = await repo.uidsWithExpiredEntitlements(ctx.db, now);
  for (const uid of uids) await syncEntitlements(ctx, uid, now);
  return uids.length;
}

// --- offerings, checkout, portal ---------------------------------------------------------------

const OFFERING_METADATA: OfferingsResponse['card']['metadata'] = {
  features: {
    pt: [
      'Doenças, tratamentos e patologia clínica completos',
      'Algoritmos, diagnóstico diferencial e interações medicamentosas',
      'Todas as calculadoras clínicas e escores',
      'Flashcards sem limite diário',
    ],
  },
  main_title: { pt: 'Assine o Vetor PRO' },
  offers_titles: { pt: PLANS.map((p) => p.title) },
  offers_descriptions: { pt: PLANS.map((p) => p.description) },
  offers_periods: { pt: PLANS.map((p) => (p.interval === 'month' ? 'por mês' : 'por ano, pagamento único')) },
};

export async function offerings(ctx: SubscriptionsContext): Promise<OfferingsResponse> {
  const prices = await (await stripeOf(ctx)).prices.list({
    lookup_keys: PLANS.map((p) => p.lookupKey),
    active: true,
    expand: ['data.product'],
  });
  const products = PLANS.flatMap((plan) => {
    const price = prices.data.find((p) => p.lookup_key === plan.lookupKey);
    if (!price) return [];
    const amountCents = price.unit_amount ?? plan.amountCents;
    return [
      {
        id: price.id,
        lookupKey: plan.lookupKey,
        entitlement: plan.entitlement,
        title: plan.title,
        description: plan.description,
        price: formatBrl(amountCents),
        amountCents,
        interval: plan.interval,
        mode: plan.mode,
        paymentMethod: plan.paymentMethod,
      },
    ];
  });
  return {
    card: { identifier: DEFAULT_OFFERING, metadata: OFFERING_METADATA, products },
    store: { offering: 'va_pro' },
  };
}

async function ensureCustomer(ctx: SubscriptionsContext, uid: string, email: string): Promise<string> {
  const existing = await repo.customerOf(ctx.db, uid);
  if (existing) return existing;
  const customer = await (await stripeOf(ctx)).customers.create(
    { email, metadata: { uid }, preferred_locales: ['pt-BR'] },
    { idempotencyKey: `customer-${uid}` },
  );
  await repo.saveCustomer(ctx.db, uid, customer.id);
  return (await repo.customerOf(ctx.db, uid)) ?? customer.id;
}

/**
 * Stripe sends the buyer to these addresses after paying: only our own app may be one, or a link to
 * a real checkout would end on a look-alike page. Our origin is PUBLIC_URL's, or without it (local
 * runs) the origin the request came to.
 */
function refuseForeignReturn(
  body: { success_url: string; cancel_url: string },
  appOrigin: string | null,
  requestOrigin: string,
) {
  const own = appOrigin ?? requestOrigin;
  for (const field of ['success_url', 'cancel_url'] as const)
    if (new URL(body[field]).origin !== own) throw new AppError('INVALID_URL', { field });
}

export async function createCheckout(
  ctx: SubscriptionsContext,
  user: { uid: string; email: string; isPremium: boolean },
  body: { price: string; cupom?: string | null | undefined; success_url: string; cancel_url: string },
  requestOrigin: string,
) {
  if (user.isPremium) throw new AppError('SUBSCRIPTION_ALREADY_ACTIVE');
  await stripeOf(ctx);
  refuseForeignReturn(body, ctx.appOrigin, requestOrigin);
  let price: Stripe.Price | undefined;
  try {
    // The web's built-in offer (used when offerings fail to load) names the plan by its lookup key.
    price = planByLookupKey(body.price)
      ? (await (await stripeOf(ctx)).prices.list({ lookup_keys: [body.price], active: true, limit: 1 })).data[0]
      : await (await stripeOf(ctx)).prices.retrieve(body.price);
  } catch {
    throw new AppError('PRICE_NOT_FOUND');
  }
  if (!price) throw new AppError('PRICE_NOT_FOUND');
  const plan = planByLookupKey(price.lookup_key);
  if (!plan || !price.active) throw new AppError('PRICE_NOT_FOUND');
  let discounts: Stripe.Checkout.SessionCreateParams.Discount[] | undefined;
  if (body.cupom) {
    const codes = await (await stripeOf(ctx)).promotionCodes.list({ code: body.cupom, active: true, limit: 1 });
    const code = codes.data[0];
    if (!code) throw new AppError('INVALID_COUPON', { field: 'cupom' });
    discounts = [{ promotion_code: code.id }];
  }
  const customer = await ensureCustomer(ctx, user.uid, user.email);
  await ctx.prepareCustomer?.(user.uid);
  // Stripe replaces the placeholder with the session id, so the web can read the result on return.
  const successUrl = new URL(body.success_url);
  successUrl.searchParams.set('session_id', '{CHECKOUT_SESSION_ID}');
  const session = await (await stripeOf(ctx)).checkout.sessions.create({
    mode: plan.mode,
    customer,
    client_reference_id: user.uid,
    line_items: [{ price: price.id, quantity: 1 }],
    success_url: successUrl.toString().replace(encodeURIComponent('{CHECKOUT_SESSION_ID}'), '{CHECKOUT_SESSION_ID}'),
    cancel_url: body.cancel_url,
    locale: 'pt-BR',
    allowed_payment_method_types: [plan.paymentMethod],
    metadata: { uid: user.uid, lookup_key: plan.lookupKey },
    ...(plan.mode === 'subscription' ? { subscription_data: { metadata: { uid: user.uid } } } : {}),
    ...(discounts ? { discounts } : {}),
  });
  if (!session.url) throw new AppError('PURCHASE_ERROR');
  return { checkoutSessionId: session.id, url: session.url };
}

export async function checkoutStatus(ctx: SubscriptionsContext, user: { uid: string }, id: string) {
  let session: Stripe.Checkout.Session;
  try {
    session = await (await stripeOf(ctx)).checkout.sessions.retrieve(id);
  } catch {
    throw new AppError('NOT_FOUND');
  }
  if (session.client_reference_id !== user.uid) throw new AppError('NOT_FOUND');
  const names = (await repo.entitlementsOf(ctx.db, user.uid)).map((e) => e.name);
  return {
    id: session.id,
    status: (session.status ?? 'open') as 'open' | 'complete' | 'expired',
    paymentStatus: session.payment_status as CheckoutStatus['paymentStatus'],
    premium: hasPremiumAccess(names),
  };
}

const STORE_NAMES: Record<string, string> = { ios: 'App Store', android: 'Google Play' };

export async function createPortal(ctx: SubscriptionsContext, user: { uid: string }, returnUrl: string) {
  const subs = await repo.subscriptionsOf(ctx.db, user.uid);
  const live = subs.find((s) => isLive(s, new Date()));
  if (live && live.provider === 'store') {
    throw new AppError('SUBSCRIPTION_MANAGED_EXTERNALLY', { params: { store: STORE_NAMES[live.store] ?? live.store } });
  }
  const customer = await repo.customerOf(ctx.db, user.uid);
  if (!customer) throw new AppError('SUBSCRIPTION_NOT_FOUND');
  await ctx.prepareCustomer?.(user.uid);
  const session = await (await stripeOf(ctx)).billingPortal.sessions.create({
    customer,
    return_url: returnUrl,
    locale: 'pt-BR',
  });
  return { session: { url: session.url } };
}

export async function subscriptionSummary(ctx: SubscriptionsContext, uid: string): Promise<SubscriptionsResponse> {
  const now = new Date();
  const subs = await repo.subscriptionsOf(ctx.db, uid);
  const names = (await repo.entitlementsOf(ctx.db, uid)).map((e) => e.name);
  const received = (await repo.duoSharesReceivedBy(ctx.db, uid)).find((s) => s.acceptedAt);
  return {
    premium: hasPremiumAccess(names),
    sharedBy: received ? { ownerUid: received.ownerUid, email: await ctx.account.emailOf(received.ownerUid) } : null,
    store: (subs.find((s) => isLive(s, now))?.store ?? subs[0]?.store ?? null) as Store | null,
    receipts: (await repo.receiptsOf(ctx.db, uid)).map((r) => ({
      paidAt: r.sentAt.toISOString(),
      amountCents: Number((r.data as { amountCents?: unknown }).amountCents ?? 0),
      title: String((r.data as { title?: unknown }).title ?? 'Vetor PRO'),
    })),
    subscriptions: subs.map((s) => ({
      title: planByLookupKey(s.productId)?.title ?? null,
      amountCents: planByLookupKey(s.productId)?.amountCents ?? null,
      interval: planByLookupKey(s.productId)?.interval ?? null,
      paymentMethod: s.paymentMethod,
      entitlement: s.entitlement,
      provider: s.provider as 'stripe' | 'store',
      store: s.store as Store,
      status: isLive(s, now) ? s.status : s.status === 'paid' ? 'expired' : s.status,
      currentPeriodEnd: s.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      renews: s.renews,
    })),
  };
}

/**
 * Whether the account may be charged again: a live subscription that renews. PRO with no live
 * subscription on record (granted by a store or an organisation we do not see) counts as yes.
 */
export async function willRenew(ctx: SubscriptionsContext, uid: string): Promise<boolean> {
  const now = new Date();
  const live = (await repo.subscriptionsOf(ctx.db, uid)).filter((s) => isLive(s, now));
  return live.length === 0 || live.some((s) => s.renews && !s.cancelAtPeriodEnd);
}

// --- Stripe webhooks ---------------------------------------------------------------------------

function subscriptionIdOfInvoice(invoice: Stripe.Invoice): string | undefined {
  const fromParent = invoice.parent?.subscription_details?.subscription;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  const value = fromParent ?? legacy;
  return typeof value === 'string' ? value : value?.id;
}

async function rowFromStripeSubscription(
  ctx: SubscriptionsContext,
  sub: Stripe.Subscription,
  stateAt: number,
): Promise<repo.NewSubscription | undefined> {
  const customer = typeof sub.customer === 'string' ? sub.customer : sub.customer.id;
  const uid = sub.metadata?.uid || (await repo.uidOfCustomer(ctx.db, customer));
  if (!uid) return undefined;
  const item = sub.items.data[0];
  const plan = planByLookupKey(item?.price.lookup_key);
  const periodEnd =
    item?.current_period_end ?? (sub as unknown as { current_period_end?: number }).current_period_end ?? null;
  return {
    id: sub.id,
    uid,
    provider: 'stripe',
    store: 'website',
    entitlement: plan?.entitlement ?? ENTITLEMENTS.PRO,
    productId: item?.price.lookup_key ?? item?.price.id ?? null,
    customerId: customer,
    status: sub.status,
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    renews: true,
    paymentMethod: paymentMethodOf(sub.default_payment_method),
    stateAt,
  };
}

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
};

/** "Visa final 4242": the card as the subscriber recognises it; nothing when Stripe sent only an id. */
function paymentMethodOf(method: string | Stripe.PaymentMethod | null): string | null {
  if (!method || typeof method === 'string' || !method.card) return null;
  const brand = CARD_BRANDS[method.card.brand] ?? 'Cartão';
  return `${brand} final ${method.card.last4}`;
}

interface Receipt {
  id: string;
  uid: string;
  amountCents: number;
  title: string;
  periodEnd: Date | null;
}

/**
 * Verifies and applies one Stripe webhook. The object is read again from Stripe, so the row always
 * holds the provider's current state; the event id is stored so a replay changes nothing.
 */
export async function handleStripeWebhook(
  ctx: SubscriptionsContext,
  rawBody: string,
  signature: string | undefined,
): Promise<{ received: true; duplicate: boolean }> {
  let event: Stripe.Event;
  try {
    if (!signature || !ctx.webhookSecret) throw new Error('missing signature');
    event = (await stripeOf(ctx)).webhooks.constructEvent(rawBody, signature, ctx.webhookSecret);
  } catch {
    throw new AppError('WEBHOOK_SIGNATURE_INVALID');
  }
  if (await repo.eventSeen(ctx.db, event.id)) return { received: true, duplicate: true };

  const stateAt = event.created * 1000;
  const rows: repo.NewSubscription[] = [];
  const onceRows: repo.NewSubscription[] = [];
  const customers: { uid: string; customerId: string }[] = [];
  const receipts: Receipt[] = [];

  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = await (await stripeOf(ctx)).checkout.sessions.retrieve(event.data.object.id);
      const uid = session.client_reference_id;
      const customerId = typeof session.customer === 'string' ? session.customer : session.customer?.id;
      if (uid && customerId) customers.push({ uid, customerId });
      if (session.mode === 'subscription' && session.subscription) {
        const subId = typeof session.subscription === 'string' ? session.subscription : session.subscription.id;
        const row = await rowFromStripeSubscription(
          ctx,
          await (await stripeOf(ctx)).subscriptions.retrieve(subId, { expand: ['default_payment_method'] }),
          stateAt,
        );
        if (row) rows.push(row);
      } else if (session.mode === 'payment' && session.payment_status === 'paid' && uid) {
        const plan = planByLookupKey(session.metadata?.lookup_key);
        const periodEnd = new Date(stateAt + PIX_ACCESS_DAYS * DAY_MS);
        onceRows.push({
          id: session.id,
          uid,
          provider: 'stripe',
          store: 'website',
          entitlement: plan?.entitlement ?? ENTITLEMENTS.PRO,
          productId: plan?.lookupKey ?? null,
          customerId: customerId ?? null,
          status: 'paid',
          currentPeriodEnd: periodEnd,
          cancelAtPeriodEnd: false,
          renews: false,
          paymentMethod: 'Pix',
          stateAt,
        });
        receipts.push({
          id: session.id,
          uid,
          amountCents: session.amount_total ?? plan?.amountCents ?? 0,
          title: plan?.title ?? 'Vetor PRO',
          periodEnd,
        });
      }
      break;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const row = await rowFromStripeSubscription(
        ctx,
        await (await stripeOf(ctx)).subscriptions.retrieve(event.data.object.id, {
          expand: ['default_payment_method'],
        }),
        stateAt,
      );
      if (row) rows.push(row);
      break;
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const subId = subscriptionIdOfInvoice(invoice);
      if (!subId) break;
      const row = await rowFromStripeSubscription(
        ctx,
        await (await stripeOf(ctx)).subscriptions.retrieve(subId, { expand: ['default_payment_method'] }),
        stateAt,
      );
      if (!row) break;
      rows.push(row);
      if (event.type === 'invoice.paid' && invoice.amount_paid > 0 && invoice.id) {
        receipts.push({
          id: invoice.id,
          uid: row.uid,
          amountCents: invoice.amount_paid,
          title: planByLookupKey(row.productId)?.title ?? 'Vetor PRO',
          periodEnd: row.currentPeriodEnd ?? null,
        });
      }
      break;
    }
    default:
      break;
  }

  const applied = await ctx.db.transaction(async (tx) => {
    if (!(await repo.recordEvent(tx, event.id, 'stripe', event.type))) return false;
    for (const c of customers) await repo.saveCustomer(tx, c.uid, c.customerId);
    for (const row of rows) await repo.upsertSubscription(tx, row);
    for (const row of onceRows) await repo.insertOnce(tx, row);
    return true;
  });
  if (!applied) return { received: true, duplicate: true };
  for (const uid of new Set([...rows, ...onceRows].map((r) => r.uid))) await syncEntitlements(ctx, uid);
  for (const receipt of receipts) await sendReceipt(ctx, receipt);
  ctx.log.info({ eventId: event.id, type: event.type }, 'stripe event applied');
  return { received: true, duplicate: false };
}

async function sendReceipt(ctx: SubscriptionsContext, receipt: Receipt): Promise<void> {
  try {
    const data = { amountCents: receipt.amountCents, title: receipt.title };
    if (!(await repo.claimReceipt(ctx.db, receipt.id, receipt.uid, data))) return;
    const to = await ctx.account.emailOf(receipt.uid);
    if (!to) return;
    const content = subscriptionReceipt({
      title: receipt.title,
      amount: formatBrl(receipt.amountCents),
      paidUntil: receipt.periodEnd?.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' }),
      reference: receipt.id,
    });
    await ctx.sendMail({ to, ...content });
  } catch (err) {
    ctx.log.warn({ err, receipt: receipt.id }, 'receipt e-mail failed');
  }
}

// --- store (mobile) webhooks -------------------------------------------------------------------

function sameSecret(given: string | undefined, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const STORE_BY_NAME: Record<string, Store> = { APP_STORE: 'ios', MAC_APP_STORE: 'ios', PLAY_STORE: 'android' };

function entitlementOfStoreProduct(productId: string | null | undefined, ids: string[] | null | undefined): string {
  if (ids?.includes(ENTITLEMENTS.DUO_OWNER) || productId?.includes('duo')) return ENTITLEMENTS.DUO_OWNER;
  return ENTITLEMENTS.PRO;
}

/**
 * Applies one store subscription event (RevenueCat-style): the Authorization header must match the
 * dashboard's value; events are deduplicated by id and ordered by their own timestamp.
 */
export async function handleStoreWebhook(
  ctx: SubscriptionsContext,
  authorization: string | undefined,
  body: StoreWebhookBody,
): Promise<{ received: true; duplicate: boolean }> {
  if (!sameSecret(authorization, ctx.storeWebhookAuth)) throw new AppError('UNAUTHORIZED');
  const e = body.event;
  if (await repo.eventSeen(ctx.db, `store:${e.id}`)) return { received: true, duplicate: true };
  const store = STORE_BY_NAME[e.store ?? ''] ?? 'ios';
  const uid = e.app_user_id ?? e.original_app_user_id;
  const subId = `store:${e.original_transaction_id ?? e.transaction_id ?? `${uid}:${e.product_id}`}`;
  const existing = await repo.subscriptionById(ctx.db, subId);
  const base: repo.NewSubscription = {
    id: subId,
    uid: existing?.uid ?? uid ?? '',
    provider: 'store',
    store,
    entitlement: entitlementOfStoreProduct(e.new_product_id ?? e.product_id, e.entitlement_ids),
    productId: e.new_product_id ?? e.product_id ?? null,
    customerId: e.original_app_user_id ?? null,
    status: 'active',
    currentPeriodEnd: e.expiration_at_ms ? new Date(e.expiration_at_ms) : (existing?.currentPeriodEnd ?? null),
    cancelAtPeriodEnd: false,
    renews: true,
    stateAt: e.event_timestamp_ms,
  };
  const affected = new Set<string>();
  let row: repo.NewSubscription | undefined;
  switch (e.type) {
    case 'INITIAL_PURCHASE':
    case 'RENEWAL':
    case 'UNCANCELLATION':
    case 'PRODUCT_CHANGE':
      row = base;
      break;
    case 'NON_RENEWING_PURCHASE':
      row = { ...base, renews: false };
      break;
    case 'CANCELLATION':
      // Access continues until the paid period expires.
      row = { ...base, cancelAtPeriodEnd: true };
      break;
    case 'BILLING_ISSUE':
      row = { ...base, status: 'billing_issue' };
      break;
    case 'EXPIRATION':
      row = { ...base, status: 'expired', currentPeriodEnd: base.currentPeriodEnd ?? new Date(e.event_timestamp_ms) };
      break;
    case 'TRANSFER': {
      const from = e.transferred_from?.[0];
      const to = e.transferred_to?.[0];
      if (from && to && /^[0-9a-f-]{36}$/i.test(to)) {
        for (const s of await repo.subscriptionsOf(ctx.db, from)) {
          if (s.provider !== 'store') continue;
          await repo.upsertSubscription(ctx.db, { ...s, uid: to, stateAt: Math.max(s.stateAt, e.event_timestamp_ms) });
        }
        affected.add(from);
        affected.add(to);
      }
      break;
    }
    default:
      break;
  }
  const validUid = row && /^[0-9a-f-]{36}$/i.test(row.uid);
  const applied = await ctx.db.transaction(async (tx) => {
    if (!(await repo.recordEvent(tx, `store:${e.id}`, 'store', e.type))) return false;
    if (row && validUid) await repo.upsertSubscription(tx, row);
    return true;
  });
  if (!applied) return { received: true, duplicate: true };
  if (row && validUid) affected.add(row.uid);
  for (const u of affected) await syncEntitlements(ctx, u);
  return { received: true, duplicate: false };
}

// --- duo plan ----------------------------------------------------------------------------------

export async function duo(
  ctx: SubscriptionsContext,
  user: { uid: string; email: string; entitlements: readonly string[] },
  body: { va_pro_duo_owner?: string | null | undefined; action: 'read' | 'manage'; email?: string | null | undefined },
  now = new Date(),
  requestOrigin?: string,
): Promise<DuoResponse> {
  const ownerUid = body.va_pro_duo_owner;
  if (!ownerUid || ownerUid === user.uid) {
    // The caller is the owner.
    const names = (await repo.entitlementsOf(ctx.db, user.uid)).map((e) => e.name);
    if (!names.includes(ENTITLEMENTS.DUO_OWNER)) throw new AppError('DUO_NOT_OWNER');
    const share = await repo.duoShareOf(ctx.db, user.uid);
    // The owner sees whether the invited person has accepted (they then have PRO).
    if (body.action === 'read') return { email: share?.email ?? null, accepted: Boolean(share?.acceptedAt) };
    if (body.email) {
      if (body.email === user.email.toLowerCase()) throw new AppError('DUO_SHARE_SELF', { field: 'email' });
      const previousRecipient = await repo.inviteDuo(ctx.db, user.uid, body.email, now);
      if (previousRecipient) await syncEntitlements(ctx, previousRecipient, now);
      await sendDuoInvitation(ctx, user, body.email, ctx.publicUrl ?? requestOrigin);
      return { email: body.email, accepted: false };
    }
    await repo.deleteDuoShare(ctx.db, user.uid);
    if (share?.recipientUid) await syncEntitlements(ctx, share.recipientUid, now);
    return { email: null };
  }

  // The caller is the invited person.
  const share = await repo.duoShareOf(ctx.db, ownerUid);
  const forCaller = share && share.email === user.email.toLowerCase();
  const ownerNames = (await repo.entitlementsOf(ctx.db, ownerUid)).map((e) => e.name);
  const ownerActive = ownerNames.includes(ENTITLEMENTS.DUO_OWNER);
  const expired =
    share && !share.acceptedAt && share.invitedAt.getTime() + DUO_INVITATION_DAYS * DAY_MS < now.getTime();
  if (!share || !forCaller || expired || !ownerActive) throw new AppError('DUO_OWNER_LINK_NOT_FOUND');
  if (body.action === 'read') return { email: await ctx.account.emailOf(ownerUid) };
  if (body.email === null) {
    // Leaving the sharing frees the place; the owner may invite someone else.
    if (share.recipientUid === user.uid) {
      await repo.deleteDuoShare(ctx.db, ownerUid);
      await syncEntitlements(ctx, user.uid, now);
    }
    return { email: null };
  }
  if (share.recipientUid && share.recipientUid !== user.uid) throw new AppError('DUO_OWNER_LINK_NOT_FOUND');
  await repo.acceptDuo(ctx.db, ownerUid, user.uid, now);
  await syncEntitlements(ctx, user.uid, now);
  return { email: await ctx.account.emailOf(ownerUid) };
}

async function sendDuoInvitation(
  ctx: SubscriptionsContext,
  owner: { uid: string; email: string },
  to: string,
  base = 'http://localhost',
) {
  const link = new URL('/home', base);
  link.searchParams.set('va_pro_duo_owner', owner.uid);
  const content = duoInvitation({ ownerEmail: owner.email, link: link.toString(), days: DUO_INVITATION_DAYS });
  try {
    await ctx.sendMail({ to, ...content });
  } catch (err) {
    ctx.log.warn({ err }, 'duo invitation e-mail failed');
    throw new AppError('EMAIL_SEND_ERROR');
  }
}

// --- account deletion --------------------------------------------------------------------------

/**
 * Cancels every live subscription of an account at its provider (the deletion job calls this), so a
 * deleted account is never charged again; store subscriptions can only be cancelled by the user in
 * the store, which the deletion notice asks for. Duo sharing to or from the account ends.
 */
export async function cancelForDeletion(ctx: SubscriptionsContext, uid: string): Promise<void> {
  const customer = await repo.customerOf(ctx.db, uid);
  if (customer && ctx.stripe) {
    await ctx.prepareCustomer?.(uid);
    const list = await (await stripeOf(ctx)).subscriptions.list({ customer, status: 'all', limit: 100 });
    for (const sub of list.data) {
      if (['canceled', 'incomplete_expired'].includes(sub.status)) continue;
      await (await stripeOf(ctx)).subscriptions.cancel(sub.id, {}, { idempotencyKey: `deletion-${sub.id}` });
      ctx.log.info({ uid, subscription: sub.id }, 'subscription cancelled for account deletion');
    }
  }
  const shares = [await repo.duoShareOf(ctx.db, uid), ...(await repo.duoSharesReceivedBy(ctx.db, uid))].filter(
    (s): s is repo.DuoShareRow => Boolean(s),
  );
  await repo.deleteDuoSharesOf(ctx.db, [uid]);
  for (const s of shares) {
    for (const other of [s.ownerUid, s.recipientUid]) if (other && other !== uid) await syncEntitlements(ctx, other);
  }
}
