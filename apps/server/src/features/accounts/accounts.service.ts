// Rules of docs/product/platform-accounts-subscription.md §4 for accounts: sign-in by code or password, sessions, profile, activity,
// deletion and partner entry. Routes only translate HTTP; everything decided lives here.
import { createHmac, randomInt } from 'node:crypto';
import { addBusinessDays } from '@brazilian-utils/brazilian-utils';
import { missingProfessionalCrmv } from '@vetor/domain/accounts/accounts.rules';
import {
  emailSchema,
  type Provider,
  type SessionResponse,
  type TokenResponse,
  type User,
  type updateUserBody,
} from '@vetor/domain/accounts/accounts.schemas';
import { AppError } from '@vetor/domain/errors';
import { ACCOUNT_DELETION_BUSINESS_DAYS, EMAIL_CODE, LIMITS, TIMEOUTS_MS } from '@vetor/domain/platform/constants';
import { NATIONALITY_BRAZIL, type Store } from '@vetor/domain/platform/enums';
import { hasPremiumAccess } from '@vetor/domain/subscriptions/entitlements';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { signInCode } from '../../mail/templates/index.js';
import type { TokenClaims } from '../../plugins/auth.js';
import type { Mail } from '../../plugins/mail.js';
import type { PersonalData } from '../../plugins/personal-data.js';
import type { deviceTokens } from './accounts.devices.js';
import { hashPassword, needsRehash, verifyPassword } from './accounts.passwords.js';
import type { UserRow } from './accounts.repository.js';
import * as repo from './accounts.repository.js';

export interface AccountsContext {
  db: Db;
  config: Config;
  mailer: Mail;
  tokens: FastifyInstance['tokens'];
  /** Signs and checks the long-lived tokens of trusted devices. */
  devices: ReturnType<typeof deviceTokens>;
  /** Tells the auth plugin an account changed (its tokens, entitlements or profile). */
  forgetAccount(uid: string): void;
  /** The usable account through the auth plugin's 5 s memory (null: missing, blocked or deleted). */
  usableAccount(uid: string): Promise<UserRow | null>;
  log: FastifyBaseLogger;
  /** Runs when a deletion is requested and again before anonymising (subscriptions cancels at the provider). */
  onDeletion?: ((uid: string) => Promise<void>) | undefined;
  /** Whether the account has a subscription that will renew (subscriptions answers; unset: assume so). */
  subscriptionRenews?: ((uid: string) => Promise<boolean>) | undefined;
}

const THROTTLE_WINDOW_MS = 15 * 60_000;
/** An expired token may still be exchanged for a fresh one this long after it expired. */
export const RENEWAL_GRACE_SECONDS = 30 * 24 * 3600;
const PARTNER_TOKEN_MAX_AGE = '1h';

// --- presentation --------------------------------------------------------------------------------

export function toUser(row: UserRow, organizationName?: string): User {
  const premium = hasPremiumAccess(row.entitlements);
  return {
    uid: row.uid,
    email: row.email ?? '',
    displayName: row.displayName,
    displayNamePrefix: row.displayNamePrefix,
    birthday: row.birthday,
    cpf: row.cpf,
    nationality: row.nationality,
    phone: row.phone,
    crmvNumber: row.crmvNumber,
    crmvState: row.crmvState,
    address: row.address as User['address'],
    questions: row.questions as User['questions'],
    entitlements: row.entitlements,
    premiumStatus: premium,
    isPremium: premium,
    store: (row.store as Store | null) ?? null,
    providerId: (row.providerId as Provider | null) ?? null,
    providers: row.providers as Provider[],
    hasPassword: Boolean(row.passwordHash),
    organization: row.organizationId ? { id: row.organizationId, name: organizationName ?? row.organizationId } : null,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

type UsableState = Pick<UserRow, 'anonymisedAt' | 'deletionRequestedAt' | 'blockedAt'>;

/** Missing, blocked or deleted accounts may not sign in nor renew a token. */
function assertUsable<T extends UsableState>(row: T | undefined, missing: () => AppError): asserts row is T {
  if (!row || row.anonymisedAt) throw missing();
  if (row.deletionRequestedAt) throw new AppError('ACCOUNT_DELETION_PENDING');
  if (row.blockedAt) throw new AppError('USER_BLOCKED');
}

async function openSession(
  ctx: AccountsContext,
  row: UserRow,
  provider: Provider,
  isNewUser: boolean,
  options: { organization?: { id: string; name: string }; device?: string } = {},
): Promise<SessionResponse> {
  const { organization } = options;
  // The sign-in just wrote the row (last sign-in, providers, organisation): the next renewal reads it.
  ctx.forgetAccount(row.uid);
  const claims: TokenClaims = {
    uid: row.uid,
    email: row.email ?? '',
    entitlements: row.entitlements,
    provider,
    ...(organization ? { organization } : {}),
  };
  const { token, tokenExpire } = await ctx.tokens.sign(claims);
  // A code or password sign-in makes this device trusted (keeping its id when it already was).
  const deviceToken =
    options.device === undefined ? undefined : await ctx.devices.sign(row.uid, options.device || undefined);
  return {
    token,
    tokenExpire,
    user: toUser(row, organization?.name),
    isNewUser,
    ...(deviceToken ? { deviceToken } : {}),
  };
}

// --- throttling ----------------------------------------------------------------------------------
// Counts live in the login_throttle table, shared by every instance and kept across restarts: a
// ceiling that a restart or a second instance reset would not bound anything over 30 days.
// The arithmetic is in docs/decisions/accounts-sign-in-abuse.md.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A fixed-window count of failures and the count at which the next attempt is refused. */
interface Ceiling {
  kind: string;
  limit: number;
  windowMs: number;
}
/** Wrong codes: these bound the odds of guessing a code (< 1% in 30 days). */
export const WRONG_CODE_CEILINGS: readonly Ceiling[] = [
  { kind: 'wrong-day', limit: 10, windowMs: DAY },
  { kind: 'wrong-30d', limit: 40, windowMs: 30 * DAY },
];
/** Wrong passwords: NIST SP 800-63B's "at most 100 consecutive failures", and a daily share of it. */
export const WRONG_PASSWORD_CEILINGS: readonly Ceiling[] = [
  { kind: 'password-day', limit: 20, windowMs: DAY },
  { kind: 'password-30d', limit: 100, windowMs: 30 * DAY },
];
/** Code sends in a day. */
export const SENDS_PER_DAY = 20;

/**
 * The device slot of a sign-in: the device id when the caller's device token names this address's
 * account, otherwise '' — the slot every stranger's client shares. Each slot has its own code and
 * its own ceilings, so strangers filling theirs never reach the owner's trusted device.
 */
export async function deviceSlot(ctx: AccountsContext, email: string, deviceToken: string | undefined) {
  const claims = await ctx.devices.verify(deviceToken);
  if (!claims) return '';
  const row = await repo.findUserByEmail(ctx.db, email);
  return row?.uid === claims.uid ? claims.deviceId : '';
}

/** The throttle key of a per-slot count (the '%:email:%' shape the deletion clean-up finds). */
function slotKey(kind: string, email: string, device: string): string {
  return device ? `${kind}:${email}:device:${device}` : `${kind}:${email}`;
}

async function overCeiling(
  ctx: AccountsContext,
  ceilings: readonly Ceiling[],
  email: string,
  device: string,
  now: Date,
) {
  for (const { kind, limit, windowMs } of ceilings) {
    const [count = 0] = await repo.readThrottle(ctx.db, [slotKey(kind, email, device)], now, windowMs);
    if (count >= limit) return true;
  }
  return false;
}

async function countFailure(
  ctx: AccountsContext,
  ceilings: readonly Ceiling[],
  email: string,
  device: string,
  now: Date,
) {
  for (const { kind, windowMs } of ceilings) {
    await repo.hitThrottle(ctx.db, [slotKey(kind, email, device)], now, windowMs);
  }
}
/** The wait before another send grows with the sends of the day: 20 s for the first 3, then doubles. */
export function resendWaitMs(sendsToday: number): number {
  return EMAIL_CODE.resendWaitSeconds * 1000 * 2 ** Math.max(0, sendsToday - 3);
}

/**
 * Counts an attempt per IP and, when an e-mail is given, per (e-mail, IP): someone else's tries
 * against an address do not lock its owner's own device. Refuses beyond the configured limits.
 */
export async function throttle(ctx: AccountsContext, kind: string, ip: string, email?: string): Promise<void> {
  const keys = [`ip:${ip}`, ...(email ? [`${kind}:${email}:${ip}`] : [])];
  const [perIp = 0, perClient = 0] = await repo.hitThrottle(ctx.db, keys, new Date(), THROTTLE_WINDOW_MS);
  if (perIp > ctx.config.loginRateLimit.perIp || perClient > ctx.config.loginRateLimit.perEmail) {
    throw new AppError('RATE_LIMITED');
  }
}

// --- sign-in -------------------------------------------------------------------------------------

export async function providersOf(ctx: AccountsContext, email: string) {
  const row = await repo.findUserByEmail(ctx.db, email);
  if (!row) return { providers: [], hasPassword: false };
  return { providers: row.providers as Provider[], hasPassword: Boolean(row.passwordHash) };
}

function codeHash(ctx: AccountsContext, email: string, code: string): string {
  return createHmac('sha256', ctx.config.jwtSecret).update(`${email}:${code}`).digest('hex');
}

/**
 * Sends a fresh 4-digit code. A resend needs more than 20 s since the last one; the code only
 * counts as sent (and replaces the previous) once the mail server accepted the message.
 * A resend ("Reenviar código", `retry`) carries no password: it keeps the password the user created
 * with the first code, which would otherwise be lost and leave the account without one.
 */
export async function sendCode(
  ctx: AccountsContext,
  email: string,
  password: string | undefined,
  options: { retry?: boolean; now?: Date; device?: string } = {},
): Promise<{ resent: boolean }> {
  const now = options.now ?? new Date();
  const device = options.device ?? '';
  // An account being deleted (or blocked) could not use the code: say so now and send nothing.
  const holder = await repo.findUserByEmail(ctx.db, email);
  if (holder) assertUsable(holder, () => new AppError('INVALID_EMAIL_CODE'));
  const sendKey = slotKey('send-day', email, device);
  const previous = await repo.findEmailCode(ctx.db, email, device);
  const [sendsToday = 0] = await repo.readThrottle(ctx.db, [sendKey], now, DAY);
  if (sendsToday >= SENDS_PER_DAY) throw new AppError('RATE_LIMITED');
  if (previous && now.getTime() - previous.sentAt.getTime() <= resendWaitMs(sendsToday)) {
    throw new AppError('EMAIL_WAIT_RESEND');
  }
  const code = String(randomInt(LIMITS.emailCodeMin, LIMITS.emailCodeMax + 1));
  const pendingPasswordHash = password
    ? await hashPassword(password)
    : options.retry
      ? (previous?.pendingPasswordHash ?? null)
      : null;
  try {
    await ctx.mailer.send({ to: email, ...signInCode({ code, minutes: EMAIL_CODE.lifetimeSeconds / 60 }) });
  } catch (error) {
    ctx.log.warn({ err: error }, 'e-mail code could not be sent');
    throw new AppError('EMAIL_SEND_ERROR');
  }
  await repo.saveEmailCode(ctx.db, {
    email,
    device,
    codeHash: codeHash(ctx, email, code),
    sentAt: now,
    expiresAt: new Date(now.getTime() + EMAIL_CODE.lifetimeSeconds * 1000),
    wrongTries: 0,
    pendingPasswordHash,
  });
  await repo.hitThrottle(ctx.db, [sendKey], now, DAY);
  return { resent: Boolean(previous) };
}

/**
 * Confirms a code of the caller's slot (`device`, see deviceSlot): signs the user in, creating the
 * account on first use.
 */
export async function confirmCode(
  ctx: AccountsContext,
  email: string,
  code: string,
  options: { now?: Date; device?: string } = {},
): Promise<SessionResponse> {
  const now = options.now ?? new Date();
  const device = options.device ?? '';
  // Past the slot's ceiling of wrong codes a guess is not even compared.
  if (await overCeiling(ctx, WRONG_CODE_CEILINGS, email, device, now)) throw new AppError('EMAIL_CODE_TRIES_EXCEEDED');
  const hash = codeHash(ctx, email, code);
  const taken = await repo.consumeEmailCode(ctx.db, email, device, hash, now, EMAIL_CODE.maxWrongTries);
  if (!taken) {
    const current = await repo.findEmailCode(ctx.db, email, device);
    if (!current) throw new AppError('INVALID_EMAIL_CODE');
    if (current.wrongTries >= EMAIL_CODE.maxWrongTries) throw new AppError('EMAIL_CODE_TRIES_EXCEEDED');
    if (current.expiresAt.getTime() <= now.getTime()) throw new AppError('EMAIL_CODE_EXPIRED');
    await countFailure(ctx, WRONG_CODE_CEILINGS, email, device, now);
    const tries = await repo.countWrongTry(ctx.db, email, device, EMAIL_CODE.maxWrongTries);
    if (tries === undefined) throw new AppError('EMAIL_CODE_TRIES_EXCEEDED');
    throw new AppError('INVALID_EMAIL_CODE');
  }
  const existing = await repo.findUserByEmail(ctx.db, email);
  if (existing) assertUsable(existing, () => new AppError('INVALID_EMAIL_CODE'));
  const { row, created } = existing ? { row: existing, created: false } : await repo.createUser(ctx.db, { email });
  const signedIn = await repo.recordSignIn(ctx.db, row.uid, 'email', {
    ...(taken.pendingPasswordHash ? { passwordHash: taken.pendingPasswordHash } : {}),
  });
  return openSession(ctx, signedIn, 'email', created, { device });
}

/**
 * Password sign-in; an unknown e-mail and a wrong password get the same answer. Wrong passwords
 * count per slot (`device`, see deviceSlot): past the ceiling even the right one is refused unchecked.
 */
export async function signInWithPassword(
  ctx: AccountsContext,
  email: string,
  password: string,
  options: { now?: Date; device?: string } = {},
) {
  const now = options.now ?? new Date();
  const device = options.device ?? '';
  if (await overCeiling(ctx, WRONG_PASSWORD_CEILINGS, email, device, now))
    throw new AppError('PASSWORD_TRIES_EXCEEDED');
  const row = await repo.findUserByEmail(ctx.db, email);
  const ok = await verifyPassword(row?.passwordHash, password);
  if (!ok || !row) {
    await countFailure(ctx, WRONG_PASSWORD_CEILINGS, email, device, now);
    throw new AppError('INVALID_EMAIL_PASSWORD');
  }
  assertUsable(row, () => new AppError('INVALID_EMAIL_PASSWORD'));
  if (row.passwordHash && needsRehash(row.passwordHash)) {
    await repo.setPasswordHash(ctx.db, row.uid, await hashPassword(password));
  }
  const signedIn = await repo.recordSignIn(ctx.db, row.uid, 'password');
  return openSession(ctx, signedIn, 'password', false, { device });
}

// --- tokens --------------------------------------------------------------------------------------

/**
 * Checks a bearer token for renewal: the signature must be ours, and it may have expired up to the
 * grace period ago (the client renews when its token is absent or expired, docs/product/platform-accounts-subscription.md §4).
 */
export async function renewableClaims(ctx: AccountsContext, token: string | undefined): Promise<TokenClaims> {
  if (!token) throw new AppError('UNAUTHORIZED');
  return ctx.tokens.verify(token, { graceSeconds: RENEWAL_GRACE_SECONDS });
}

const RENEWAL_PROVIDERS = new Set(['email', 'password', 'partners']);

/**
 * A fresh token from the current user record: the entitlements come from the account, never from
 * the old token, and a blocked or deleted account gets none.
 */
export async function renewToken(ctx: AccountsContext, claims: TokenClaims): Promise<TokenResponse> {
  // The auth plugin read this account for this very request (or within 5 s): no second read. A
  // refused account is read again only to say why (blocked, deleted or missing).
  const row = (await ctx.usableAccount(claims.uid)) ?? (await repo.findUserByUid(ctx.db, claims.uid));
  assertUsable(row, () => new AppError('USER_NOT_FOUND', { status: 403 }));
  const provider = RENEWAL_PROVIDERS.has(claims.provider) ? claims.provider : 'email';
  const { token, tokenExpire } = await ctx.tokens.sign({
    uid: row.uid,
    email: row.email ?? '',
    entitlements: row.entitlements,
    provider,
    ...(claims.organization ? { organization: claims.organization } : {}),
  });
  return { token, tokenExpire, user: toUser(row, claims.organization?.name) };
}

/**
 * What the auth plugin remembers of an account for 5 s: the whole row (the renewal answers with it),
 * or undefined when it may not sign in. One primary-key read; its entitlements decide premium.
 */
export async function loadUsableAccount(ctx: AccountsContext, uid: string): Promise<UserRow | undefined> {
  const row = await repo.findUserByUid(ctx.db, uid);
  if (!row || row.anonymisedAt || row.deletionRequestedAt || row.blockedAt) return undefined;
  return row;
}

// --- profile -------------------------------------------------------------------------------------

export async function currentUser(ctx: AccountsContext, uid: string): Promise<UserRow> {
  const row = await repo.findUserByUid(ctx.db, uid);
  assertUsable(row, () => new AppError('USER_NOT_FOUND', { status: 403 }));
  return row;
}

export async function updateProfile(
  ctx: AccountsContext,
  caller: { uid: string },
  body: z.output<typeof updateUserBody>,
): Promise<User> {
  const row = await currentUser(ctx, caller.uid);
  if (body.uid !== undefined && body.uid !== row.uid) throw new AppError('FORBIDDEN');
  if (body.email !== undefined && body.email !== row.email) throw new AppError('FORBIDDEN_EMAIL_UPDATE');
  const { uid: _uid, email: _email, ...fields } = body;
  const changes: repo.UserChanges = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) (changes as Record<string, unknown>)[key] = value;
  }
  // CPF belongs to Brazilians only (docs/product/platform-accounts-subscription.md §5): choosing another nationality drops it.
  const nationality = changes.nationality ?? row.nationality;
  if (nationality !== null && nationality !== NATIONALITY_BRAZIL) changes.cpf = null;
  // A professional needs a CRMV and its UF, checked on the record as it will be saved, whenever a
  // save touches the status or the CRMV (older records are not blocked from other edits).
  if (changes.questions !== undefined || changes.crmvNumber !== undefined || changes.crmvState !== undefined) {
    const missing = missingProfessionalCrmv({
      veterinaryStatus: ((changes.questions ?? row.questions) as { veterinaryStatus?: number } | null)
        ?.veterinaryStatus,
      crmvNumber: changes.crmvNumber === undefined ? row.crmvNumber : changes.crmvNumber,
      crmvState: changes.crmvState === undefined ? row.crmvState : changes.crmvState,
    });
    if (missing) throw new AppError(missing === 'crmvNumber' ? 'INVALID_CRMV' : 'REQUIRED_FIELD', { field: missing });
  }
  // One CPF, one account (a subscription, a prescriber's identity): a second account with it is
  // refused with a message that says where the CPF already is.
  if (changes.cpf && changes.cpf !== row.cpf && (await repo.cpfHeldByAnother(ctx.db, changes.cpf, row.uid)))
    throw new AppError('ACCOUNT_CPF_IN_USE', { field: 'cpf' });
  const updated = await repo.updateUser(ctx.db, row.uid, changes).catch((error: unknown) => {
    // Two accounts saving one CPF at once both pass the check above: the unique index decides.
    if (isUniqueViolation(error, 'users_cpf_idx')) throw new AppError('ACCOUNT_CPF_IN_USE', { field: 'cpf' });
    throw error;
  });
  if (!updated) throw new AppError('ERROR_SAVE_USER');
  ctx.forgetAccount(row.uid);
  return toUser(updated);
}

export async function recordActivity(ctx: AccountsContext, uid: string, now = new Date()): Promise<boolean> {
  await currentUser(ctx, uid);
  return repo.touchActivity(ctx.db, uid, now, TIMEOUTS_MS.activityPing);
}

// --- deletion ------------------------------------------------------------------------------------

export function deletionDueBy(now: Date): string {
  const due = addBusinessDays(now, ACCOUNT_DELETION_BUSINESS_DAYS) ?? new Date(now.getTime() + 21 * 86_400_000);
  return due.toISOString().slice(0, 10);
}

export async function requestDeletion(
  ctx: AccountsContext,
  uid: string,
  options: { cancelSubscription?: boolean } = {},
  now = new Date(),
) {
  const row = await repo.findUserByUid(ctx.db, uid);
  if (!row || row.anonymisedAt) throw new AppError('USER_NOT_FOUND', { status: 403 });
  if (row.blockedAt) throw new AppError('USER_BLOCKED');
  // A premium user first gets the notice (docs/product/platform-accounts-subscription.md §4); continuing past it cancels the subscription
  // at the provider as part of the deletion, so a deleted account is never charged again.
  // Only a subscription that will charge again needs the notice: one already cancelled (PRO until
  // the period ends) does not ask to be cancelled twice.
  if (
    !options.cancelSubscription &&
    hasPremiumAccess(row.entitlements) &&
    ((await ctx.subscriptionRenews?.(uid)) ?? true)
  )
    throw new AppError('ACCOUNT_EXCLUSION_PRO_USER');
  const record = await repo.requestExclusion(ctx.db, uid, now, deletionDueBy(now));
  if (ctx.onDeletion) {
    await ctx
      .onDeletion(uid)
      .catch((err) => ctx.log.error({ err, uid }, 'cancelling subscriptions on deletion failed'));
  }
  // The account's tokens stop working now, not when they expire.
  ctx.forgetAccount(uid);
  return { status: 'scheduled' as const, requestedAt: record.requestedAt.toISOString(), dueBy: record.dueBy };
}

/** The scheduled job: anonymises every account whose deletion was requested. */
export async function runDeletionJob(
  db: Db,
  log: Pick<FastifyBaseLogger, 'info'> & Partial<Pick<FastifyBaseLogger, 'error'>>,
  personalData: Pick<PersonalData, 'erase'>,
  now = new Date(),
  onDeletion?: (uid: string) => Promise<void>,
) {
  // Outside the anonymising transaction: cancelling at the payment provider is a network call.
  if (onDeletion) {
    for (const uid of await repo.pendingDeletions(db)) {
      await onDeletion(uid).catch((err) => log.error?.({ err, uid }, 'cancelling subscriptions on deletion failed'));
    }
  }
  const done = await repo.anonymiseRequested(db, now, personalData.erase);
  // The longest throttle window is 30 days.
  await repo.pruneThrottle(db, new Date(now.getTime() - 31 * 24 * 3600_000));
  if (done.length) log.info({ count: done.length }, 'accounts anonymised after deletion requests');
  return done;
}

// --- partners ------------------------------------------------------------------------------------

/**
 * Validates a partner token: an HS256 JWT whose issuer is the organisation's id, signed with that
 * organisation's secret, naming the user's e-mail, at most one hour old. Anything else is refused
 * with one message so a caller learns nothing about which check failed.
 */
export async function partnerSession(ctx: AccountsContext, token: string) {
  const refuse = () => new AppError('PARTNERS_SESSION_NOT_ALLOWED');
  let organizationId: string;
  try {
    if (decodeProtectedHeader(token).alg !== 'HS256') throw refuse();
    const iss = decodeJwt(token).iss;
    if (typeof iss !== 'string' || iss.length === 0 || iss.length > 100) throw refuse();
    organizationId = iss;
  } catch {
    throw refuse();
  }
  const organization = await repo.findPartnerOrganization(ctx.db, organizationId);
  if (!organization?.active) throw refuse();
  let email: string;
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(organization.secret), {
      algorithms: ['HS256'],
      issuer: organization.id,
      requiredClaims: ['exp', 'iat', 'email'],
      maxTokenAge: PARTNER_TOKEN_MAX_AGE,
    });
    email = emailSchema.parse(payload.email);
  } catch {
    throw refuse();
  }
  const existing = await repo.findUserByEmail(ctx.db, email);
  if (existing) assertUsable(existing, refuse);
  const { row, created } = existing ? { row: existing, created: false } : await repo.createUser(ctx.db, { email });
  const signedIn = await repo.recordSignIn(ctx.db, row.uid, 'partners', { organizationId: organization.id });
  const session = await openSession(ctx, signedIn, 'partners', created, {
    organization: { id: organization.id, name: organization.name },
  });
  return {
    ...session,
    partner: { organization_id: organization.id, organization_name: organization.name, user_email: email },
  };
}
