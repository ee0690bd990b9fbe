import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const at = () => timestamp({ withTimezone: true });

/**
 * The user record of docs/product/platform-accounts-subscription.md §3. Personal fields are nullable because a new account starts with only
 * its e-mail and because anonymisation (LGPD deletion) empties them while keeping the row's uid.
 */
export const users = pgTable(
  'users',
  {
    uid: uuid().primaryKey().defaultRandom(),
    /** Lower-cased; null once the account has been anonymised, which frees the address. */
    email: text().unique(),
    passwordHash: text(),
    providers: text().array().notNull().default(sql`'{}'::text[]`),
    providerId: text(),
    displayName: text(),
    displayNamePrefix: text(),
    birthday: date({ mode: 'string' }),
    cpf: text(),
    nationality: integer(),
    phone: text(),
    crmvNumber: text(),
    crmvState: text(),
    address: jsonb(),
    questions: jsonb(),
    /** Written only by subscriptions from the entitlements its payment webhooks stored (hasPremiumAccess decides PRO). */
    entitlements: text().array().notNull().default(sql`'{}'::text[]`),
    store: text(),
    purchaseData: jsonb(),
    organizationId: text(),
    blockedAt: at(),
    deletionRequestedAt: at(),
    anonymisedAt: at(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
    lastSignInAt: at(),
    lastActivityAt: at(),
  },
  // One CPF, one account: the index, not the check before the write, decides between two saves at once.
  (t) => [uniqueIndex('users_cpf_idx').on(t.cpf).where(sql`${t.cpf} is not null`)],
);

/**
 * One live e-mail code per address and device slot; the row is deleted when the code is used. A
 * trusted device (accounts.devices.ts) has its own slot, so a stranger's send neither replaces its
 * code nor can a stranger's guess reach it; every other client shares the slot ''.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    email: text().notNull(),
    /** The trusted device's id, or '' for every client without a device token. */
    device: text().notNull().default(''),
    /** HMAC of e-mail and code: a database leak does not reveal live codes. */
    codeHash: text().notNull(),
    sentAt: at().notNull(),
    expiresAt: at().notNull(),
    wrongTries: integer().notNull().default(0),
    /** Password sent with the code request; it becomes the account's password only once the code is confirmed. */
    pendingPasswordHash: text(),
  },
  (t) => [primaryKey({ columns: [t.email, t.device] })],
);

/** Fixed-window counters for sign-in and code attempts, shared by every server instance. */
export const loginThrottle = pgTable('login_throttle', {
  key: text().primaryKey(),
  windowStart: at().notNull(),
  count: integer().notNull(),
});

/** The record of each deletion request, kept after anonymisation as proof it was honoured. */
export const accountExclusions = pgTable('account_exclusions', {
  id: serial().primaryKey(),
  uid: uuid().notNull(),
  requestedAt: at().notNull().defaultNow(),
  dueBy: date({ mode: 'string' }).notNull(),
  processedAt: at(),
});

/** Partner organisations whose signed tokens open a session (docs/product/platform-accounts-subscription.md §4 Partner entry). */
export const partnerOrganizations = pgTable('partner_organizations', {
  id: text().primaryKey(),
  name: text().notNull(),
  /** HS256 key the organisation signs its tokens with (at least 32 bytes). */
  secret: text().notNull(),
  active: boolean().notNull().default(true),
  createdAt: at().notNull().defaultNow(),
});
