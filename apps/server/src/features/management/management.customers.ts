import { AppError } from '@vetor/domain/errors';
import type { ManagementCustomer, ManagementCustomerUpdate } from '@vetor/domain/management/management-ops.schemas';
import type { FeatureToggle } from '@vetor/domain/platform/enums';
import type { SubscriptionsResponse } from '@vetor/domain/subscriptions/subscriptions.schemas';
import type { Db } from '../../db/client.js';
import { assertAdministrator } from './management.editors.js';
import * as repo from './management.repository.js';
import type { Editor } from './management.service.js';

// Customers (docs/product/calculators-patients-prescriptions-management.md §7 /management/customers): an administrator looks an account up by uid or
// e-mail, sees and changes its settings and toggles, sees its entitlements and purchases (read-only:
// only verified payments change them) and blocks or unblocks it. The accounts, preferences and
// subscriptions features own those records; management reaches them only through the link the
// app layer composes (management-link.ts), so no feature imports another's insides.

export interface CustomerRecord {
  uid: string;
  email: string | null;
  displayName: string | null;
  displayNamePrefix: string | null;
  phone: string | null;
  crmvNumber: string | null;
  crmvState: string | null;
  entitlements: string[];
  createdAt: Date;
  lastSignInAt: Date | null;
  lastActivityAt: Date | null;
  blockedAt: Date | null;
  deletionRequestedAt: Date | null;
  anonymisedAt: Date | null;
}

export type CustomerSettings = Partial<
  Pick<CustomerRecord, 'displayName' | 'displayNamePrefix' | 'phone' | 'crmvNumber' | 'crmvState'>
>;

/** What management may do to an account, given by the app layer. `db` may be a transaction. */
export interface CustomersLink {
  byUid(db: Db, uid: string): Promise<CustomerRecord | undefined>;
  byEmail(db: Db, email: string): Promise<CustomerRecord | undefined>;
  update(db: Db, uid: string, settings: CustomerSettings): Promise<void>;
  setBlocked(db: Db, uid: string, blocked: boolean): Promise<void>;
  toggles(db: Db, uid: string): Promise<{ name: FeatureToggle; override: boolean | null; effective: boolean }[]>;
  setToggle(db: Db, uid: string, name: FeatureToggle, enabled: boolean | null): Promise<void>;
  purchases(uid: string): Promise<SubscriptionsResponse>;
  /** After a committed change: every instance forgets what it remembered of the account. */
  changed(uid: string): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const iso = (d: Date | null) => d?.toISOString() ?? null;

function summaryOf(c: CustomerRecord) {
  return {
    uid: c.uid,
    email: c.email,
    displayName: c.displayName,
    blocked: c.blockedAt !== null,
    createdAt: c.createdAt.toISOString(),
  };
}

/** By uid or by e-mail (lower-cased, as accounts store it): zero or one customer. */
export async function findCustomers(db: Db, link: CustomersLink, editor: Editor, query: string) {
  assertAdministrator(editor);
  const q = query.trim();
  const found = UUID.test(q)
    ? await link.byUid(db, q)
    : q.includes('@')
      ? await link.byEmail(db, q.toLowerCase())
      : undefined;
  return found ? [summaryOf(found)] : [];
}

async function detailOf(db: Db, link: CustomersLink, c: CustomerRecord): Promise<ManagementCustomer> {
  const [toggles, purchases] = await Promise.all([link.toggles(db, c.uid), link.purchases(c.uid)]);
  return {
    uid: c.uid,
    email: c.email,
    displayName: c.displayName,
    displayNamePrefix: c.displayNamePrefix,
    phone: c.phone,
    crmvNumber: c.crmvNumber,
    crmvState: c.crmvState,
    createdAt: c.createdAt.toISOString(),
    lastSignInAt: iso(c.lastSignInAt),
    lastActivityAt: iso(c.lastActivityAt),
    blocked: c.blockedAt !== null,
    blockedAt: iso(c.blockedAt),
    deletionRequestedAt: iso(c.deletionRequestedAt),
    anonymised: c.anonymisedAt !== null,
    toggles,
    entitlements: c.entitlements,
    purchases,
  };
}

async function existing(db: Db, link: CustomersLink, uid: string) {
  const found = await link.byUid(db, uid);
  if (!found) throw new AppError('USER_NOT_FOUND');
  return found;
}

/** Reading a customer's personal data is itself an action the audit log keeps (LGPD). */
export async function getCustomer(db: Db, link: CustomersLink, editor: Editor, uid: string) {
  assertAdministrator(editor);
  const customer = await existing(db, link, uid);
  await repo.insertAudit(db, {
    editorId: editor.editorId,
    editorUser: editor.user,
    action: 'customer.view',
    target: `customer:${uid}`,
  });
  return detailOf(db, link, customer);
}

const SETTINGS = ['displayName', 'displayNamePrefix', 'phone', 'crmvNumber', 'crmvState'] as const;

/**
 * Settings, toggles and the block in one transaction with their audit rows (before and after of
 * what changed only). A block takes effect at once on every instance: the auth plugin refuses a
 * blocked account's tokens, and each instance forgets its 5 s memory of the account.
 */
export async function updateCustomer(
  db: Db,
  link: CustomersLink,
  editor: Editor,
  uid: string,
  body: ManagementCustomerUpdate,
): Promise<ManagementCustomer> {
  assertAdministrator(editor);
  const current = await existing(db, link, uid);
  if (current.anonymisedAt) throw new AppError('USER_NOT_FOUND');
  const settings: CustomerSettings = {};
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const key of SETTINGS) {
    const value = body[key];
    if (value === undefined || value === current[key]) continue;
    settings[key] = value;
    before[key] = current[key];
    after[key] = value;
  }
  // A CRMV is a number and its UF together (the accounts rule): one without the other is refused.
  const crmvNumber = settings.crmvNumber === undefined ? current.crmvNumber : settings.crmvNumber;
  const crmvState = settings.crmvState === undefined ? current.crmvState : settings.crmvState;
  if (crmvNumber && !crmvState) throw new AppError('REQUIRED_FIELD', { field: 'crmvState' });
  if (crmvState && !crmvNumber) throw new AppError('INVALID_CRMV', { field: 'crmvNumber' });

  const toggles = await link.toggles(db, uid);
  const toggleChanges = Object.entries(body.toggles ?? {}).filter(
    ([name, value]) => value !== undefined && toggles.find((t) => t.name === name)?.override !== value,
  ) as [FeatureToggle, boolean | null][];
  const blockChange = body.blocked !== undefined && body.blocked !== (current.blockedAt !== null);

  if (Object.keys(settings).length || toggleChanges.length || blockChange) {
    await db.transaction(async (tx) => {
      if (Object.keys(settings).length) {
        await link.update(tx, uid, settings);
        await repo.insertAudit(tx, {
          editorId: editor.editorId,
          editorUser: editor.user,
          action: 'customer.update',
          target: `customer:${uid}`,
          before,
          after,
        });
      }
      for (const [name, value] of toggleChanges) {
        await link.setToggle(tx, uid, name, value);
        await repo.insertAudit(tx, {
          editorId: editor.editorId,
          editorUser: editor.user,
          action: 'customer.toggle',
          target: `customer:${uid}`,
          before: { [name]: toggles.find((t) => t.name === name)?.override ?? null },
          after: { [name]: value },
        });
      }
      if (blockChange) {
        await link.setBlocked(tx, uid, body.blocked as boolean);
        await repo.insertAudit(tx, {
          editorId: editor.editorId,
          editorUser: editor.user,
          action: body.blocked ? 'customer.block' : 'customer.unblock',
          target: `customer:${uid}`,
          before: { blocked: !body.blocked },
          after: { blocked: body.blocked },
        });
      }
    });
    await link.changed(uid);
  }
  return detailOf(db, link, await existing(db, link, uid));
}
