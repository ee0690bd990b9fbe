// What subscriptions may do to an account, composed here (the app layer) so that neither feature
// imports the other: write the entitlements its webhooks decided, and read an account's e-mail.
import type { Database } from './db/client.js';
import { findUserByEmail, findUserByUid, setEntitlements } from './features/accounts/accounts.repository.js';
import type { AccountLink } from './features/subscriptions/subscriptions.service.js';

export function accountLink(
  db: Database['db'],
  /** Told when an account's entitlements change, so the auth plugin stops using what it remembered. */
  changed: (uid: string) => void | Promise<void> = () => {},
): AccountLink & { uidOfEmail(email: string): Promise<string | null> } {
  return {
    setEntitlements: async (uid, names, store) => {
      await setEntitlements(db, uid, names, store);
      await changed(uid);
    },
    emailOf: async (uid) => (await findUserByUid(db, uid))?.email ?? null,
    uidOfEmail: async (email) => (await findUserByEmail(db, email))?.uid ?? null,
  };
}
