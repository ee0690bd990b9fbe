import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { featureToggles, userToggles } from './preferences.table.js';

export async function listGlobalToggles(db: Db) {
  return db.select({ name: featureToggles.name, enabled: featureToggles.enabled }).from(featureToggles);
}

export async function listUserToggles(db: Db, uid: string) {
  return db
    .select({ name: userToggles.name, enabled: userToggles.enabled })
    .from(userToggles)
    .where(eq(userToggles.uid, uid));
}

export async function setGlobalToggle(db: Db, name: string, enabled: boolean) {
  await db
    .insert(featureToggles)
    .values({ name, enabled })
    .onConflictDoUpdate({ target: featureToggles.name, set: { enabled, updatedAt: new Date() } });
}

export async function setUserToggle(db: Db, uid: string, name: string, enabled: boolean) {
  await db
    .insert(userToggles)
    .values({ uid, name, enabled })
    .onConflictDoUpdate({ target: [userToggles.uid, userToggles.name], set: { enabled, updatedAt: new Date() } });
}

/** Drops a user's override: the account follows the global value again. */
export async function deleteUserToggle(db: Db, uid: string, name: string) {
  await db.delete(userToggles).where(and(eq(userToggles.uid, uid), eq(userToggles.name, name)));
}
