import { and, desc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  duoShares,
  entitlements,
  fakeDoorVotes,
  paymentCustomers,
  paymentEvents,
  paymentReceipts,
  subscriptions,
} from './subscriptions.table.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type DuoShareRow = typeof duoShares.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;

// --- webhook events ----------------------------------------------------------------------------

export async function eventSeen(db: Runner, id: string): Promise<boolean> {
  const [row] = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, id)).limit(1);
  return Boolean(row);
}

/** Records an event id; false when it was already there (a replay or a concurrent retry). */
export async function recordEvent(db: Runner, id: string, provider: string, type: string): Promise<boolean> {
  const inserted = await db
    .insert(paymentEvents)
    .values({ id, provider, type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

// --- subscriptions -----------------------------------------------------------------------------

/**
 * Inserts or updates a subscription unless the stored state is newer than this one; true when the
 * row changed. An older event delivered late therefore changes nothing.
 */
export async function upsertSubscription(db: Runner, row: NewSubscription): Promise<boolean> {
  const { id: _id, createdAt: _c, ...changes } = row;
  const result = await db
    .insert(subscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: subscriptions.id,
      set: { ...changes, updatedAt: new Date() },
      setWhere: lte(subscriptions.stateAt, row.stateAt),
    })
    .returning({ id: subscriptions.id });
  return result.length > 0;
}

/** Inserts a one-time purchase once; later events about it keep the first paid period. */
export async function insertOnce(db: Runner, row: NewSubscription): Promise<boolean> {
  const result = await db.insert(subscriptions).values(row).onConflictDoNothing().returning({ id: subscriptions.id });
  return result.length > 0;
}

export async function subscriptionById(db: Runner, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
  return row;
}

export async function subscriptionsOf(db: Runner, uid: string): Promise<SubscriptionRow[]> {
  return db.select().from(subscriptions).where(eq(subscriptions.uid, uid)).orderBy(desc(subscriptions.updatedAt));
}

// --- entitlements ------------------------------------------------------------------------------

export interface EntitlementGrant {
  name: string;
  subscriptionId: string;
  expiresAt: Date | null;
}

export async function replaceEntitlements(db: Db, uid: string, grants: EntitlementGrant[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(entitlements).where(eq(entitlements.uid, uid));
    if (grants.length) await tx.insert(entitlements).values(grants.map((g) => ({ uid, ...g })));
  });
}

export async function entitlementsOf(db: Db, uid: string) {
  return db.select().from(entitlements).where(eq(entitlements.uid, uid));
}

/** Accounts holding an entitlement whose paid period is over (the hourly sweep recomputes them). */
export async function uidsWithExpiredEntitlements(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ uid: entitlements.uid })
    .from(entitlements)
    .where(and(isNotNull(entitlements.expiresAt), lte(entitlements.expiresAt, now)));
  return rows.map((r) => r.uid);
}

// --- customers ---------------------------------------------------------------------------------

export async function customerOf(db: Db, uid: string): Promise<string | undefined> {
  const [row] = await db
    .select({ customerId: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(eq(paymentCustomers.uid, uid));
  return row?.customerId;
}

export async function uidOfCustomer(db: Runner, customerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ uid: paymentCustomers.uid })
    .from(paymentCustomers)
    .where(eq(paymentCustomers.customerId, customerId));
  return row?.uid;
}

export async function saveCustomer(db: Runner, uid: string, customerId: string): Promise<void> {
  await db.insert(paymentCustomers).values({ uid, customerId }).onConflictDoNothing();
}

// --- duo ---------------------------------------------------------------------------------------

export async function duoShareOf(db: Db, ownerUid: string): Promise<DuoShareRow | undefined> {
  const [row] = await db.select().from(duoShares).where(eq(duoShares.ownerUid, ownerUid));
  return row;
}

export async function duoSharesReceivedBy(db: Db, recipientUid: string): Promise<DuoShareRow[]> {
  return db.select().from(duoShares).where(eq(duoShares.recipientUid, recipientUid));
}

/** A new invitation replaces the previous sharing (the duo plan shares with one person). */
export async function inviteDuo(db: Db, ownerUid: string, email: string, now: Date): Promise<string | null> {
  const previous = await duoShareOf(db, ownerUid);
  await db
    .insert(duoShares)
    .values({ ownerUid, email, invitedAt: now, recipientUid: null, acceptedAt: null })
    .onConflictDoUpdate({
      target: duoShares.ownerUid,
      set: { email, invitedAt: now, recipientUid: null, acceptedAt: null },
    });
  return previous?.recipientUid ?? null;
}

export async function acceptDuo(db: Db, ownerUid: string, recipientUid: string, now: Date): Promise<void> {
  await db.update(duoShares).set({ recipientUid, acceptedAt: now }).where(eq(duoShares.ownerUid, ownerUid));
}

export async function deleteDuoShare(db: Db, ownerUid: string): Promise<void> {
  await db.delete(duoShares).where(eq(duoShares.ownerUid, ownerUid));
}

export async function deleteDuoSharesOf(db: Db, uids: string[]): Promise<void> {
  if (!uids.length) return;
  await db.delete(duoShares).where(inArray(duoShares.ownerUid, uids));
  await db.delete(duoShares).where(inArray(duoShares.recipientUid, uids));
}

// --- receipts ----------------------------------------------------------------------------------

/** True the first time a receipt id is seen (so each payment is e-mailed once). */
export async function claimReceipt(db: Db, id: string, uid: string, data: Record<string, unknown>): Promise<boolean> {
  const rows = await db
    .insert(paymentReceipts)
    .values({ id, uid, data })
    .onConflictDoNothing()
    .returning({ id: paymentReceipts.id });
  return rows.length > 0;
}

/** The receipts sent to an account, newest first (the subscription screen lists them). */
export async function receiptsOf(db: Db, uid: string, limit = 24) {
  return db
    .select()
    .from(paymentReceipts)
    .where(eq(paymentReceipts.uid, uid))
    .orderBy(desc(paymentReceipts.sentAt))
    .limit(limit);
}

// --- fake doors --------------------------------------------------------------------------------

export async function recordFakeDoor(db: Db, uid: string, resource: string, confirm: boolean): Promise<void> {
  await db
    .insert(fakeDoorVotes)
    .values({ uid, resource, confirm })
    .onConflictDoUpdate({ target: [fakeDoorVotes.uid, fakeDoorVotes.resource], set: { confirm, at: new Date() } });
}

// --- account deletion --------------------------------------------------------------------------

/**
 * The personal-data clean-up step (plugins/personal-data): duo sharing to or from the account (it
 * holds an e-mail), its fake-door answers and its derived entitlements. Subscriptions, customers and
 * receipts stay as the financial record of payments; they hold ids, not personal fields.
 */
export async function eraseSubscriptionDataOf(tx: Db, uid: string): Promise<void> {
  await tx.delete(duoShares).where(eq(duoShares.ownerUid, uid));
  await tx.delete(duoShares).where(eq(duoShares.recipientUid, uid));
  await tx.delete(fakeDoorVotes).where(eq(fakeDoorVotes.uid, uid));
  await tx.delete(entitlements).where(eq(entitlements.uid, uid));
}
