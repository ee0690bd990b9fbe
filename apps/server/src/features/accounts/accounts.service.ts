// Rules of spec 1 §4 for accounts: sign-in by code or password, sessions, profile, activity,
// deletion and partner entry. Routes only translate HTTP; everything decided lives here.
import { createHmac, randomInt } from 'node:crypto';
import { addBusinessDays } from '@brazilian-utils/brazilian-utils';
import { missingProfessionalCrmv } from '@vetor/domain/accounts/accounts.rules';
import {
  emailSchema,
  type Provider,
  type SessionResponse,
  type User,
  type updateUserBody,
  userSchema,
} from '@vetor/domain/accounts/accounts.schemas';
import { AppError } from '@vetor/domain/errors';
import { ACCOUNT_DELETION_BUSINESS_DAYS, EMAIL_CODE, LIMITS, TIMEOUTS_MS } from '@vetor/domain/platform/constants';
import { NATIONALITY_BRAZIL, type Store } from '@vetor/domain/platform/enums';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { isPremium, type TokenClaims } from '../../plugins/auth.js';
import { codeMessage, type Mailer } from './accounts.mail.js';
import { hashPassword, needsRehash, verifyPassword } from './accounts.passwords.js';
import type { UserRow } from './accounts.repository.js';
import * as repo from './accounts.repository.js';

export interface AccountsContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  tokens: FastifyInstance['tokens'];
  log: FastifyBaseLogger;
}

const THROTTLE_WINDOW_MS = 15 * 60_000;
/** An expired token may still be exchanged for a fresh one this long after it expired. */
export const RENEWAL_GRACE_SECONDS = 30 * 24 * 3600;
const PARTNER_TOKEN_MAX_AGE = '1h';

// --- presentation --------------------------------------------------------------------------------

export function supportChatHash(secret: string, uid: string): string {
  return createHmac('sha256', secret).update(uid).digest('hex');
}

export function toUser(row: UserRow, config: Config, organizationName?: string): User {
  const premium = isPremium(row.entitlements);
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
    ...(config.supportChatSecret
      ? { supportChat: { identityHash: supportChatHash(config.supportChatSecret, row.uid) } }
      : {}),
  };
}

type UsableState = Pick<UserRow, 'anonymisedAt' | 'deletionRequestedAt' | 'blockedAt'>;

/** Missing, blocked or deleted accounts may not sign in nor renew a token. */
// The error for a missing account is built only when thrown: an Error captures a stack, which cost
// a noticeable share of every token renewal when it was built eagerly.
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
  organization?: { id: string; name: string },
): Promise<SessionResponse> {
  const claims: TokenClaims = {
    uid: row.uid,
    email: row.email ?? '',
    entitlements: row.entitlements,
    provider,
    ...(organization ? { organization } : {}),
  };
  const { token, tokenExpire } = await ctx.tokens.sign(claims);
  return { token, tokenExpire, user: toUser(row, ctx.config, organization?.name), isNewUser };
}

// --- throttling ----------------------------------------------------------------------------------

/** Counts an attempt per IP (and per e-mail when given) and refuses beyond the configured limits. */
export async function throttle(ctx: AccountsContext, kind: string, ip: string, email?: string): Promise<void> {
  const keys = [`ip:${ip}`, ...(email ? [`${kind}:${email}`] : [])];
  const [perIp = 0, perEmail = 0] = await repo.hitThrottle(ctx.db, keys, new Date(), THROTTLE_WINDOW_MS);
  if (perIp > ctx.config.loginRateLimit.perIp || perEmail > ctx.config.loginRateLimit.perEmail) {
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
 */
export async function sendCode(
  ctx: AccountsContext,
  email: string,
  password: string | undefined,
  now = new Date(),
): Promise<{ resent: boolean }> {
  const previous = await repo.findEmailCode(ctx.db, email);
  if (previous && now.getTime() - previous.sentAt.getTime() <= EMAIL_CODE.resendWaitSeconds * 1000) {
    throw new AppError('EMAIL_WAIT_RESEND');
  }
  const code = String(randomInt(LIMITS.emailCodeMin, LIMITS.emailCodeMax + 1));
  const pendingPasswordHash = password ? await hashPassword(password) : null;
  try {
    await ctx.mailer.send(codeMessage(email, code, EMAIL_CODE.lifetimeSeconds / 60));
  } catch (error) {
    ctx.log.warn({ err: error }, 'e-mail code could not be sent');
    throw new AppError('EMAIL_SEND_ERROR');
  }
  await repo.saveEmailCode(ctx.db, {
    email,
    codeHash: codeHash(ctx, email, code),
    sentAt: now,
    expiresAt: new Date(now.getTime() + EMAIL_CODE.lifetimeSeconds * 1000),
    wrongTries: 0,
    pendingPasswordHash,
  });
  return { resent: Boolean(previous) };
}

/** Confirms a code: signs the user in, creating the account on first use. */
export async function confirmCode(
  ctx: AccountsContext,
  email: string,
  code: string,
  now = new Date(),
): Promise<SessionResponse> {
  const taken = await repo.consumeEmailCode(ctx.db, email, codeHash(ctx, email, code), now, EMAIL_CODE.maxWrongTries);
  if (!taken) {
    const current = await repo.findEmailCode(ctx.db, email);
    if (!current) throw new AppError('INVALID_EMAIL_CODE');
    if (current.wrongTries >= EMAIL_CODE.maxWrongTries) throw new AppError('EMAIL_CODE_TRIES_EXCEEDED');
    if (current.expiresAt.getTime() <= now.getTime()) throw new AppError('EMAIL_CODE_EXPIRED');
    const tries = await repo.countWrongTry(ctx.db, email, EMAIL_CODE.maxWrongTries);
    if (tries === undefined) throw new AppError('EMAIL_CODE_TRIES_EXCEEDED');
    throw new AppError('INVALID_EMAIL_CODE');
  }
  const existing = await repo.findUserByEmail(ctx.db, email);
  if (existing) assertUsable(existing, () => new AppError('INVALID_EMAIL_CODE'));
  const { row, created } = existing ? { row: existing, created: false } : await repo.createUser(ctx.db, { email });
  const signedIn = await repo.recordSignIn(ctx.db, row.uid, 'email', {
    ...(taken.pendingPasswordHash ? { passwordHash: taken.pendingPasswordHash } : {}),
  });
  return openSession(ctx, signedIn, 'email', created);
}

/** Password sign-in; an unknown e-mail and a wrong password get the same answer. */
export async function signInWithPassword(ctx: AccountsContext, email: string, password: string) {
  const row = await repo.findUserByEmail(ctx.db, email);
  const ok = await verifyPassword(row?.passwordHash, password);
  if (!ok || !row) throw new AppError('INVALID_EMAIL_PASSWORD');
  assertUsable(row, () => new AppError('INVALID_EMAIL_PASSWORD'));
  if (row.passwordHash && needsRehash(row.passwordHash)) {
    await repo.setPasswordHash(ctx.db, row.uid, await hashPassword(password));
  }
  const signedIn = await repo.recordSignIn(ctx.db, row.uid, 'password');
  return openSession(ctx, signedIn, 'password', false);
}

// --- tokens --------------------------------------------------------------------------------------

/**
 * Checks a bearer token for renewal: the signature must be ours, and it may have expired up to the
 * grace period ago (the client renews when its token is absent or expired, spec 1 §4).
 */
export function renewableUid(ctx: AccountsContext, token: string | undefined): Readonly<TokenClaims> {
  if (!token) throw new AppError('UNAUTHORIZED');
  try {
    // The entitlements come from the account, never from the old token.
    return ctx.tokens.verifySync(token, RENEWAL_GRACE_SECONDS);
  } catch {
    throw new AppError('UNAUTHORIZED');
  }
}

type Renewed = { token: string; tokenExpire: number };

/**
 * Only a token, for callers that renew in passing (GET /preferences/versions): one narrow read of
 * the account's state instead of the whole record. When the state is cached (the usual case: the
 * same client asks again and again) the token comes back at once, without a promise, so the route
 * answers in the same tick.
 */
export function renewTokenOnly(ctx: AccountsContext, claims: Readonly<TokenClaims>): Renewed | Promise<Renewed> {
  const cached = repo.cachedTokenState(ctx.db, claims.uid);
  if (cached) return tokenFromState(ctx, cached, claims);
  return repo.findTokenState(ctx.db, claims.uid).then((row) => tokenFromState(ctx, row, claims));
}

function tokenFromState(ctx: AccountsContext, row: repo.TokenState | undefined, claims: Readonly<TokenClaims>) {
  assertUsable(row, () => new AppError('USER_NOT_FOUND', { status: 403 }));
  return ctx.tokens.signSync(tokenClaims(row, claims.provider, claims.organization));
}

/** The claims of a renewed token, one object shape whether or not it is a partner session. */
function tokenClaims(
  row: { uid: string; email: string | null; entitlements: string[] },
  provider: string,
  organization: TokenClaims['organization'],
): TokenClaims {
  return organization
    ? { uid: row.uid, email: row.email ?? '', entitlements: row.entitlements, provider, organization }
    : { uid: row.uid, email: row.email ?? '', entitlements: row.entitlements, provider };
}

/**
 * A fresh token from the current user record (entitlements may have changed since the last one),
 * as the JSON of the token response. Clients renew often and the account rarely changes, so the
 * user's JSON is built (and checked against the schema) once per account read and reused; with the
 * record cached, the answer comes back at once, without a promise.
 */
export function renewTokenJson(ctx: AccountsContext, claims: Readonly<TokenClaims>): Buffer | Promise<Buffer> {
  const cached = repo.cachedUserByUid(ctx.db, claims.uid);
  if (cached) return tokenJson(ctx, cached, claims);
  return repo.findUserByUid(ctx.db, claims.uid).then((row) => tokenJson(ctx, row, claims));
}

const RENEWAL_PROVIDERS = new Set(['email', 'password', 'partners']);
const CLOSING_BRACE = 0x7d;

/**
 * The answer as UTF-8 bytes: the token part is ASCII, the user's part is encoded once per account
 * read. A name or a college with a character beyond Latin-1 (an en dash, say) would otherwise make
 * the whole answer a two-byte string, to be flattened, measured and re-encoded on every renewal.
 */
function tokenJson(ctx: AccountsContext, row: UserRow | undefined, claims: Readonly<TokenClaims>): Buffer {
  assertUsable(row, () => new AppError('USER_NOT_FOUND', { status: 403 }));
  const provider = RENEWAL_PROVIDERS.has(claims.provider) ? claims.provider : 'email';
  const { token, tokenExpire } = ctx.tokens.signSync(tokenClaims(row, provider, claims.organization));
  const user = userJson(ctx, row, claims.organization?.name);
  // A JWT is base64url parts joined by dots: nothing in it needs escaping in a JSON string.
  const head = `{"token":"${token}","tokenExpire":${tokenExpire},"user":`;
  const out = Buffer.allocUnsafe(head.length + user.length + 1);
  out.write(head, 0, 'latin1');
  user.copy(out, head.length);
  out[out.length - 1] = CLOSING_BRACE;
  return out;
}

const userJsonCache = new WeakMap<UserRow, { organizationName: string | undefined; json: Buffer }>();

/** The user's JSON for this account read; rows are replaced on every write, so it never goes stale. */
function userJson(ctx: AccountsContext, row: UserRow, organizationName: string | undefined): Buffer {
  const cached = userJsonCache.get(row);
  if (cached && cached.organizationName === organizationName) return cached.json;
  const json = Buffer.from(JSON.stringify(userSchema.encode(toUser(row, ctx.config, organizationName))));
  userJsonCache.set(row, { organizationName, json });
  return json;
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
  // CPF belongs to Brazilians only (spec 1 §5): choosing another nationality drops it.
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
  const updated = await repo.updateUser(ctx.db, row.uid, changes);
  if (!updated) throw new AppError('ERROR_SAVE_USER');
  return toUser(updated, ctx.config);
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

export async function requestDeletion(ctx: AccountsContext, uid: string, now = new Date()) {
  const row = await repo.findUserByUid(ctx.db, uid);
  if (!row || row.anonymisedAt) throw new AppError('USER_NOT_FOUND', { status: 403 });
  if (row.blockedAt) throw new AppError('USER_BLOCKED');
  // A running subscription must be cancelled in its store first (spec 1 §4, §6).
  if (isPremium(row.entitlements)) throw new AppError('ACCOUNT_EXCLUSION_PRO_USER');
  const record = await repo.requestExclusion(ctx.db, uid, now, deletionDueBy(now));
  return { status: 'scheduled' as const, requestedAt: record.requestedAt.toISOString(), dueBy: record.dueBy };
}

/** The scheduled job: anonymises every account whose deletion was requested. */
export async function runDeletionJob(db: Db, log: Pick<FastifyBaseLogger, 'info'>, now = new Date()) {
  const done = await repo.anonymiseRequested(db, now);
  await repo.pruneThrottle(db, new Date(now.getTime() - 24 * 3600_000));
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
    id: organization.id,
    name: organization.name,
  });
  return {
    ...session,
    partner: { organization_id: organization.id, organization_name: organization.name, user_email: email },
  };
}
