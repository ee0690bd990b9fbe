import { uidSchema } from '@vetor/domain/accounts/accounts.schemas';
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountExclusions, emailCodes, loginThrottle, partnerOrganizations, users } from './accounts.table.js';

export type UserRow = typeof users.$inferSelect;
export type UserChanges = Partial<
  Pick<
    UserRow,
    | 'displayName'
    | 'displayNamePrefix'
    | 'birthday'
    | 'cpf'
    | 'nationality'
    | 'phone'
    | 'crmvNumber'
    | 'crmvState'
    | 'address'
    | 'questions'
  >
>;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserByUid(db: Db, uid: string): Promise<UserRow | undefined> {
  // Uids come from tokens we signed, but one that is no UUID must not reach a uuid column as a
  // query error.
  if (!uidSchema.safeParse(uid).success) return undefined;
  const [row] = await db.select().from(users).where(eq(users.uid, uid)).limit(1);
  return row;
}

/** Creates the account for an e-mail, or returns the existing one when a concurrent request won. */
export async function createUser(
  db: Db,
  values: { email: string; organizationId?: string | null },
): Promise<{ row: UserRow; created: boolean }> {
  const [row] = await db
    .insert(users)
    .values({ email: values.email, organizationId: values.organizationId ?? null })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (row) return { row, created: true };
  const existing = await findUserByEmail(db, values.email);
  if (!existing) throw new Error('user vanished between insert and select');
  return { row: existing, created: false };
}

/** Records a sign-in: provider used, providers known, optionally a new password hash. */
export async function recordSignIn(
  db: Db,
  uid: string,
  provider: string,
  extra: { passwordHash?: string; organizationId?: string } = {},
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      providerId: provider,
      providers: sql`(select array(select distinct unnest(${users.providers} || array[${provider}]::text[]) order by 1))`,
      lastSignInAt: new Date(),
      updatedAt: new Date(),
      ...(extra.passwordHash
        ? {
            passwordHash: extra.passwordHash,
            providers: sql`(select array(select distinct unnest(${users.providers} || array[${provider}, 'password']::text[]) order by 1))`,
          }
        : {}),
      ...(extra.organizationId ? { organizationId: extra.organizationId } : {}),
    })
    .where(eq(users.uid, uid))
    .returning();
  if (!row) throw new Error('user not found while recording the sign-in');
  return row;
}

export async function setPasswordHash(db: Db, uid: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.uid, uid));
}

export async function updateUser(db: Db, uid: string, changes: UserChanges): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.uid, uid))
    .returning();
  return row;
}

/** Whether another account (not anonymised: that empties its CPF) holds this CPF. */
export async function cpfHeldByAnother(db: Db, cpf: string, uid: string): Promise<boolean> {
  const [row] = await db
    .select({ uid: users.uid })
    .from(users)
    .where(and(eq(users.cpf, cpf), sql`${users.uid} <> ${uid}`))
    .limit(1);
  return row !== undefined;
}

/** Sets last activity unless it was recorded less than `intervalMs` ago; true when it was written. */
export async function touchActivity(db: Db, uid: string, now: Date, intervalMs: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ lastActivityAt: now })
    .where(
      and(
        eq(users.uid, uid),
        or(isNull(users.lastActivityAt), lt(users.lastActivityAt, new Date(now.getTime() - intervalMs))),
      ),
    )
    .returning({ uid: users.uid });
  return rows.length > 0;
}

// --- e-mail codes ------------------------------------------------------------------------------

export type EmailCodeRow = typeof emailCodes.$inferSelect;

/** The code slot of an address: a trusted device's id, or '' shared by every other client. */
const slot = (email: string, device: string) => and(eq(emailCodes.email, email), eq(emailCodes.device, device));

export async function findEmailCode(db: Db, email: string, device: string): Promise<EmailCodeRow | undefined> {
  const [row] = await db.select().from(emailCodes).where(slot(email, device)).limit(1);
  return row;
}

/** A sent code replaces any previous one of its slot, with its tries reset. */
export async function saveEmailCode(db: Db, row: EmailCodeRow): Promise<void> {
  await db
    .insert(emailCodes)
    .values(row)
    .onConflictDoUpdate({
      target: [emailCodes.email, emailCodes.device],
      set: {
        codeHash: row.codeHash,
        sentAt: row.sentAt,
        expiresAt: row.expiresAt,
        wrongTries: 0,
        pendingPasswordHash: row.pendingPasswordHash,
      },
    });
}

/** Takes the code if it matches, is alive and has tries left: single use even under concurrency. */
export async function consumeEmailCode(
  db: Db,
  email: string,
  device: string,
  codeHash: string,
  now: Date,
  maxWrongTries: number,
): Promise<EmailCodeRow | undefined> {
  const [row] = await db
    .delete(emailCodes)
    .where(
      and(
        slot(email, device),
        eq(emailCodes.codeHash, codeHash),
        gt(emailCodes.expiresAt, now),
        lt(emailCodes.wrongTries, maxWrongTries),
      ),
    )
    .returning();
  return row;
}

/** Counts a wrong try; returns the tries so far, or undefined when there was nothing to count. */
export async function countWrongTry(
  db: Db,
  email: string,
  device: string,
  maxWrongTries: number,
): Promise<number | undefined> {
  const [row] = await db
    .update(emailCodes)
    .set({ wrongTries: sql`${emailCodes.wrongTries} + 1` })
    .where(and(slot(email, device), lt(emailCodes.wrongTries, maxWrongTries)))
    .returning({ wrongTries: emailCodes.wrongTries });
  return row?.wrongTries;
}

// --- throttle ----------------------------------------------------------------------------------

/** Counts one attempt under each key in a fixed window; returns the counts after this attempt. */
export async function hitThrottle(db: Db, keys: string[], now: Date, windowMs: number): Promise<number[]> {
  const windowFloor = new Date(now.getTime() - windowMs);
  const counts: number[] = [];
  for (const key of keys) {
    const [row] = await db
      .insert(loginThrottle)
      .values({ key, windowStart: now, count: 1 })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          count: sql`case when ${loginThrottle.windowStart} < ${windowFloor} then 1 else ${loginThrottle.count} + 1 end`,
          windowStart: sql`case when ${loginThrottle.windowStart} < ${windowFloor} then ${now} else ${loginThrottle.windowStart} end`,
        },
      })
      .returning({ count: loginThrottle.count });
    counts.push(row?.count ?? 1);
  }
  return counts;
}

/** The counts under each key in the current window, without counting this call. */
export async function readThrottle(db: Db, keys: string[], now: Date, windowMs: number): Promise<number[]> {
  const windowFloor = new Date(now.getTime() - windowMs);
  const rows = await db.select().from(loginThrottle).where(inArray(loginThrottle.key, keys));
  const byKey = new Map(rows.map((r) => [r.key, r.windowStart >= windowFloor ? r.count : 0]));
  return keys.map((k) => byKey.get(k) ?? 0);
}

export async function pruneThrottle(db: Db, before: Date): Promise<void> {
  await db.delete(loginThrottle).where(lt(loginThrottle.windowStart, before));
}

// --- deletion ----------------------------------------------------------------------------------

export async function requestExclusion(
  db: Db,
  uid: string,
  now: Date,
  dueBy: string,
): Promise<{ requestedAt: Date; dueBy: string }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(accountExclusions)
      .where(and(eq(accountExclusions.uid, uid), isNull(accountExclusions.processedAt)))
      .limit(1);
    if (existing) return { requestedAt: existing.requestedAt, dueBy: existing.dueBy };
    await tx.update(users).set({ deletionRequestedAt: now, updatedAt: now }).where(eq(users.uid, uid));
    const [row] = await tx.insert(accountExclusions).values({ uid, requestedAt: now, dueBy }).returning();
    return { requestedAt: row!.requestedAt, dueBy: row!.dueBy };
  });
}

/** Accounts whose deletion was requested and not yet carried out. */
export async function pendingDeletions(db: Db): Promise<string[]> {
  const rows = await db
    .select({ uid: users.uid })
    .from(users)
    .where(and(sql`${users.deletionRequestedAt} is not null`, isNull(users.anonymisedAt)));
  return rows.map((r) => r.uid);
}

/**
 * Empties every personal field of accounts whose deletion was requested; returns the uids done.
 * `erasePersonalData` runs the clean-up registry (plugins/personal-data) in the same transaction.
 */
export async function anonymiseRequested(
  db: Db,
  now: Date,
  erasePersonalData: (tx: Db, uid: string) => Promise<void>,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const pending = await tx
      .select({ uid: users.uid, email: users.email })
      .from(users)
      .where(and(sql`${users.deletionRequestedAt} is not null`, isNull(users.anonymisedAt)));
    for (const { uid, email } of pending) {
      await erasePersonalData(tx, uid);
      await tx
        .update(users)
        .set({
          email: null,
          passwordHash: null,
          providers: sql`'{}'::text[]`,
          displayName: null,
          displayNamePrefix: null,
          birthday: null,
          cpf: null,
          nationality: null,
          phone: null,
          crmvNumber: null,
          crmvState: null,
          address: null,
          questions: null,
          organizationId: null,
          lastActivityAt: null,
          lastSignInAt: null,
          anonymisedAt: now,
          updatedAt: now,
        })
        .where(eq(users.uid, uid));
      if (email) {
        await tx.delete(emailCodes).where(eq(emailCodes.email, email));
        await tx
          .delete(loginThrottle)
          .where(or(sql`${loginThrottle.key} like ${`%:${email}`}`, sql`${loginThrottle.key} like ${`%:${email}:%`}`));
      }
      await tx
        .update(accountExclusions)
        .set({ processedAt: now })
        .where(and(eq(accountExclusions.uid, uid), isNull(accountExclusions.processedAt)));
    }
    return pending.map((p) => p.uid);
  });
}

// --- partners ----------------------------------------------------------------------------------

export type PartnerOrganizationRow = typeof partnerOrganizations.$inferSelect;

export async function findPartnerOrganization(db: Db, id: string): Promise<PartnerOrganizationRow | undefined> {
  const [row] = await db.select().from(partnerOrganizations).where(eq(partnerOrganizations.id, id)).limit(1);
  return row;
}

export async function savePartnerOrganization(
  db: Db,
  values: { id: string; name: string; secret: string; active?: boolean },
): Promise<void> {
  await db
    .insert(partnerOrganizations)
    .values(values)
    .onConflictDoUpdate({
      target: partnerOrganizations.id,
      set: { name: values.name, secret: values.secret, active: values.active ?? true },
    });
}

// --- administration (support, seed, tests) -----------------------------------------------------

export async function setEntitlements(db: Db, uid: string, entitlements: string[], store: string | null) {
  await db.update(users).set({ entitlements, store, updatedAt: new Date() }).where(eq(users.uid, uid));
}

export async function setBlocked(db: Db, uid: string, blocked: boolean) {
  await db
    .update(users)
    .set({ blockedAt: blocked ? new Date() : null, updatedAt: new Date() })
    .where(eq(users.uid, uid));
}
