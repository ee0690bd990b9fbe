import { AppError } from '@vetor/domain/errors';
import type { Favorite, FavoriteOperation } from '@vetor/domain/favorites/favorites.schemas';
import { LIMITS } from '@vetor/domain/platform/constants';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { favorites } from './favorites.table.js';

// A user's favorites (docs/product/content-and-study.md §4 Favorites). Every query is scoped by the caller's uid.

export interface FavoriteInput {
  id: string;
  name: string;
  category?: number | undefined;
  topic?: string | undefined;
  type: 0 | 1;
}

/** Erases every favorite of a deleted account (registered with the personal-data clean-up). */
export async function eraseFavoritesOf(db: Db, uid: string): Promise<void> {
  await db.delete(favorites).where(eq(favorites.uid, uid));
}

/** Newest first. */
export async function listFavorites(db: Db, uid: string): Promise<Favorite[]> {
  const rows = await db.select().from(favorites).where(eq(favorites.uid, uid)).orderBy(desc(favorites.createdAt));
  return rows.map((r) => ({
    id: r.itemId,
    name: r.name,
    ...(r.category !== null ? { category: r.category } : {}),
    ...(r.topic !== null ? { topic: r.topic } : {}),
    type: r.type === 1 ? 1 : 0,
    date: r.createdAt.getTime(),
  }));
}

/**
 * Toggle: an item already saved is removed, otherwise added; adding beyond LIMITS.favoritesMax
 * fails with FAVORITES_LIMIT. A per-user transaction lock keeps two quick taps from both adding.
 */
export async function toggleFavorite(db: Db, uid: string, input: FavoriteInput): Promise<FavoriteOperation> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`favorites:${uid}`}))`);
    const removed = await tx
      .delete(favorites)
      .where(and(eq(favorites.uid, uid), eq(favorites.itemId, input.id), eq(favorites.type, input.type)))
      .returning({ id: favorites.itemId });
    if (removed.length) return 'delete';
    const [row] = await tx.select({ n: count() }).from(favorites).where(eq(favorites.uid, uid));
    if ((row?.n ?? 0) >= LIMITS.favoritesMax) throw new AppError('FAVORITES_LIMIT');
    await tx.insert(favorites).values({
      uid,
      itemId: input.id,
      type: input.type,
      name: input.name,
      category: input.category ?? null,
      topic: input.topic ?? null,
    });
    return 'add';
  });
}
