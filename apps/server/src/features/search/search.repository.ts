import { LIMITS } from '@vetor/domain/platform/constants';
import type { RecentSearch } from '@vetor/domain/search/search.schemas';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recentSearches } from './search.table.js';

// A user's recent searches; every query is scoped by the caller's uid.

export async function listRecentSearches(db: Db, uid: string): Promise<RecentSearch[]> {
  const rows = await db
    .select({ hit: recentSearches.hit })
    .from(recentSearches)
    .where(eq(recentSearches.uid, uid))
    .orderBy(desc(recentSearches.chosenAt))
    .limit(LIMITS.recentSearchesKept);
  return rows.map((r) => r.hit as RecentSearch);
}

/** The chosen hit goes to the top (once); only the newest six are kept. */
export async function addRecentSearch(db: Db, uid: string, hit: RecentSearch, now = new Date()): Promise<void> {
  const hitKey = `${hit.itemType}:${hit.itemId}:${hit.itemPath ?? ''}`;
  await db.transaction(async (tx) => {
    await tx
      .insert(recentSearches)
      .values({ uid, hitKey, hit, chosenAt: now })
      .onConflictDoUpdate({ target: [recentSearches.uid, recentSearches.hitKey], set: { hit, chosenAt: now } });
    await tx.execute(sql`
      delete from ${recentSearches} where uid = ${uid} and hit_key not in (
        select hit_key from ${recentSearches} where uid = ${uid} order by chosen_at desc, hit_key limit ${LIMITS.recentSearchesKept})`);
  });
}

/** LGPD: a deleted account's recent searches go with it. */
export async function eraseRecentSearchesOf(db: Db, uid: string): Promise<void> {
  await db.delete(recentSearches).where(eq(recentSearches.uid, uid));
}
