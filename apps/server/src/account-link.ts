// What subscriptions may do to an account, composed here (the app layer) so that neither feature
// imports the other: write the entitlements its webhooks decided, and read an account's e-mail.
import type { Database } from './db/client.js';
import { findUserByEmail, findUserByUid, setEntitlements } from './features/accounts/accounts.repository.js';
import type { AccountLink } from './features/subscriptions/subscriptions.service.js';

/** `forget` tells the auth plugin the account changed, so this instance's next call reads it again. */
export function accountLink(
  db: Database['db'],
  forget: (uid: string) => void = () => {},
): AccountLink & { uidOfEmail(email: string): Promise<string | null> } {
  return {
    setEntitlements: async (uid, names, store) => {
      await setEntitlements(db, uid, names, store);
      forget(uid);
    },
    emailOf: async (uid) => (await findUserByUid(db, uid))?.email ?? null,
    uidOfEmail: async (email) => (await findUserByEmail(db, email))?.uid ?? null,
  };
}
