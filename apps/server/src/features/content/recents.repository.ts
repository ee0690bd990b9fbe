import { RECENTS_MAX, type Recent } from '@vetor/domain/content/content-api.schemas';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recents } from './content.table.js';

// A user's recently viewed content. Every query is scoped by the caller's uid.

export type RecentRow = typeof recents.$inferInsert;

/** Erases every recent of a deleted account (registered with the personal-data clean-up). */
export async function eraseRecentsOf(db: Db, uid: string): Promise<void> {
  await db.delete(recents).where(eq(recents.uid, uid));
}

/** Latest first, at most RECENTS_MAX. */
export async function listRecents(db: Db, uid: string): Promise<Recent[]> {
  const rows = await db
    .select()
    .from(recents)
    .where(eq(recents.uid, uid))
    .orderBy(desc(recents.viewedAt))
    .limit(RECENTS_MAX);
  return rows.map((r) => ({
    id: r.itemId,
    name: r.name,
    kind: r.kind as Recent['kind'],
    type: r.type,
    category: r.category,
    ...(r.collection ? { collection: r.collection } : {}),
    ...(r.topic ? { topic: r.topic } : {}),
    viewedAt: r.viewedAt.getTime(),
  }));
}

/** One row per user and item: a new view moves it to the top; each user keeps RECENTS_MAX rows. */
export async function upsertRecents(db: Db, rows: RecentRow[]): Promise<void> {
  if (!rows.length) return;
  await db
    .insert(recents)
    .values(rows)
    .onConflictDoUpdate({
      target: [recents.uid, recents.kind, recents.itemId],
      set: {
        name: sql`excluded.name`,
        type: sql`excluded.type`,
        category: sql`excluded.category`,
        collection: sql`excluded.collection`,
        topic: sql`excluded.topic`,
        viewedAt: sql`greatest(${recents.viewedAt}, excluded.viewed_at)`,
      },
    });
  const uids = [...new Set(rows.map((r) => r.uid))];
  await db.execute(sql`
    delete from ${recents} r using (
      select uid, kind, item_id, row_number() over (partition by uid order by viewed_at desc) as n
      from ${recents} where uid in (${sql.join(
        uids.map((u) => sql`${u}`),
        sql`, `,
      )})
    ) ranked
    where r.uid = ranked.uid and r.kind = ranked.kind and r.item_id = ranked.item_id and ranked.n > ${RECENTS_MAX}`);
}

export async function deleteRecentsOf(db: Db, uid: string, itemIds: string[]) {
  if (!itemIds.length) return;
  await db.delete(recents).where(and(eq(recents.uid, uid), inArray(recents.itemId, itemIds)));
}
