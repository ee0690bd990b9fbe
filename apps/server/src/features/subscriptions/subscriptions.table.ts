import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const at = () => timestamp({ withTimezone: true });

/**
 * One row per paid access we know of: a Stripe subscription, a one-time Pix payment (365 days) or a
 * store (App Store / Play) subscription reported by the subscription service. Written only by the
 * webhook handlers (and the seed's sandbox subscription for the demo account).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    /** Provider id: sub_… (Stripe), cs_… (Pix checkout), store:<original transaction> (mobile). */
    id: text().primaryKey(),
    uid: uuid().notNull(),
    provider: text().notNull(),
    /** website, ios or android: decides where "manage subscription" leads. */
    store: text().notNull(),
    /** What the purchase gives: va_pro or va_pro_duo. */
    entitlement: text().notNull(),
    productId: text(),
    customerId: text(),
    /** Provider status: active, trialing, past_due, canceled, unpaid, expired, paid (Pix)… */
    status: text().notNull(),
    currentPeriodEnd: at(),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    /** False for one-time payments (Pix yearly, non-renewing store purchases). */
    renews: boolean().notNull().default(true),
    /** How it is paid, as the subscription screen shows it: "Visa final 4242", "Pix"; null for stores. */
    paymentMethod: text(),
    /**
     * Time (ms) of the provider state this row holds: an event about an older state is ignored, so
     * webhooks delivered out of order never undo a newer one.
     */
    stateAt: bigint({ mode: 'number' }).notNull(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [index('subscriptions_uid_idx').on(t.uid), index('subscriptions_customer_idx').on(t.customerId)],
);

/**
 * The entitlements each account holds, derived from its subscriptions (and from a duo owner's for a
 * recipient) each time a webhook changes one. The account's token carries these names.
 */
export const entitlements = pgTable(
  'entitlements',
  {
    uid: uuid().notNull(),
    name: text().notNull(),
    /** The subscription that gives it (the owner's for va_pro_duo_shared). */
    subscriptionId: text().notNull(),
    expiresAt: at(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.uid, t.name, t.subscriptionId] }),
    index('entitlements_expires_idx').on(t.expiresAt),
  ],
);

/** Every webhook event applied, by its id: a replay or a retry is recognised and changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text().primaryKey(),
  provider: text().notNull(),
  type: text().notNull(),
  receivedAt: at().notNull().defaultNow(),
});

/** The Stripe customer of each account (created at its first checkout). */
export const paymentCustomers = pgTable('payment_customers', {
  uid: uuid().primaryKey(),
  customerId: text().notNull().unique(),
  createdAt: at().notNull().defaultNow(),
});

/** A duo owner's sharing: the invited e-mail, and the recipient once accepted. One per owner. */
export const duoShares = pgTable(
  'duo_shares',
  {
    ownerUid: uuid().primaryKey(),
    email: text().notNull(),
    recipientUid: uuid(),
    invitedAt: at().notNull().defaultNow(),
    acceptedAt: at(),
  },
  (t) => [index('duo_shares_recipient_idx').on(t.recipientUid)],
);

/** Receipts already e-mailed (one per invoice or Pix payment). */
export const paymentReceipts = pgTable('payment_receipts', {
  id: text().primaryKey(),
  uid: uuid().notNull(),
  data: jsonb().notNull().default(sql`'{}'::jsonb`),
  sentAt: at().notNull().defaultNow(),
});

/** Interest in features not built yet (POST /preferences/fake-doors): who clicked, and whether they confirmed. */
export const fakeDoorVotes = pgTable(
  'fake_door_votes',
  {
    uid: uuid().notNull(),
    resource: text().notNull(),
    confirm: boolean().notNull(),
    at: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.resource] })],
);
