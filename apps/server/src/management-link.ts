// What the management area may do to customers' accounts, composed here (the app layer) so that
// management imports no other feature: the accounts feature's records and block, the preferences
// feature's per-account toggles and the subscriptions feature's read-only summary of purchases.
// And the other way round: what features edited in the management area (news, ads) get from it.
import { FEATURE_TOGGLES, type Toggles } from '@vetor/domain/platform/enums';
import type { Db } from './db/client.js';
import {
  findUserByEmail,
  findUserByUid,
  setBlocked,
  type UserRow,
  updateUser,
} from './features/accounts/accounts.repository.js';
import type { CustomerRecord, CustomersLink } from './features/management/management.customers.js';
import { findEditor, insertAudit } from './features/management/management.repository.js';
import { managementTokens } from './features/management/management.tokens.js';
import { deleteUserToggle, listUserToggles, setUserToggle } from './features/preferences/preferences.repository.js';
import { effectiveToggles } from './features/preferences/preferences.service.js';
import { type SubscriptionsContext, subscriptionSummary } from './features/subscriptions/subscriptions.service.js';
import type { EditorLink } from './lib/editor-guard.js';

const recordOf = (row: UserRow | undefined): CustomerRecord | undefined => row && { ...row };

export function customersLink(deps: {
  toggleDefaults: Toggles;
  subscriptions: () => SubscriptionsContext;
  /** Told after a committed change (the app broadcasts it to every instance's auth memory). */
  changed: (uid: string) => Promise<void>;
}): CustomersLink {
  return {
    byUid: async (db: Db, uid) => recordOf(await findUserByUid(db, uid)),
    byEmail: async (db: Db, email) => recordOf(await findUserByEmail(db, email)),
    update: async (db, uid, settings) => {
      await updateUser(db, uid, settings);
    },
    setBlocked,
    toggles: async (db, uid) => {
      const [effective, own] = await Promise.all([
        effectiveToggles(db, deps.toggleDefaults, uid),
        listUserToggles(db, uid),
      ]);
      return FEATURE_TOGGLES.map((name) => ({
        name,
        override: own.find((t) => t.name === name)?.enabled ?? null,
        effective: effective[name],
      }));
    },
    setToggle: async (db, uid, name, enabled) => {
      if (enabled === null) await deleteUserToggle(db, uid, name);
      else await setUserToggle(db, uid, name, enabled);
    },
    purchases: (uid) => subscriptionSummary(deps.subscriptions(), uid),
    changed: deps.changed,
  };
}

/**
 * The management token check and audit log for news and ads. A token counts only while its editor
 * exists and is not disabled, as in the management area itself (one primary-key read per call).
 */
export function editorLink(db: Db, jwtSecret: Uint8Array): EditorLink {
  const tokens = managementTokens(jwtSecret);
  return {
    async verify(token) {
      const claims = await tokens.verify(token);
      if (!claims) return undefined;
      const current = await findEditor(db, claims.editorId);
      if (!current || current.disabledAt) return undefined;
      return { editorId: current.id, user: current.user };
    },
    audit: (tx, editor, entry) => insertAudit(tx, { editorId: editor.editorId, editorUser: editor.user, ...entry }),
  };
}
