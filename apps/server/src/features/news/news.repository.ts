import type { Reference } from '@vetor/domain/content/content-base.schemas';
import type { ManagementNewsBody, NewsBlock, NewsCategory } from '@vetor/domain/news/news.schemas';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { news, newsReads } from './news.table.js';

// News rows and each reader's read marks. Read marks are personal: every query of them filters by
// the caller's uid.

export interface NewsRow {
  id: string;
  title: string;
  summary: string;
  blocks: NewsBlock[];
  photo: string | null;
  date: string;
  category: NewsCategory;
  link: string | null;
  references: Reference[];
  published: boolean;
  seeded: boolean;
}

const columns = {
  id: news.id,
  title: news.title,
  summary: news.summary,
  blocks: news.blocks,
  photo: news.photo,
  date: news.date,
  category: news.category,
  link: news.link,
  references: news.references,
  published: news.published,
  seeded: news.seeded,
};

/** Published items, newest first, each with whether this reader opened it. */
export async function listPublished(db: Db, uid: string): Promise<(NewsRow & { read: boolean })[]> {
  const rows = await db
    .select({ ...columns, readAt: newsReads.readAt })
    .from(news)
    .leftJoin(newsReads, and(eq(newsReads.newsId, news.id), eq(newsReads.uid, uid)))
    .where(eq(news.published, true))
    .orderBy(desc(news.date), news.id);
  return rows.map(({ readAt, ...r }) => ({ ...(r as NewsRow), read: readAt !== null }));
}

export async function isPublished(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: news.id })
    .from(news)
    .where(and(eq(news.id, id), eq(news.published, true)));
  return Boolean(row);
}

export async function markRead(db: Db, uid: string, id: string): Promise<void> {
  await db.insert(newsReads).values({ uid, newsId: id }).onConflictDoNothing();
}

export async function countUnread(db: Db, uid: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(news)
    .leftJoin(newsReads, and(eq(newsReads.newsId, news.id), eq(newsReads.uid, uid)))
    .where(and(eq(news.published, true), sql`${newsReads.uid} is null`));
  return row?.n ?? 0;
}

/** LGPD: a deleted account's read marks go with it. */
export async function eraseNewsReadsOf(db: Db, uid: string): Promise<void> {
  await db.delete(newsReads).where(eq(newsReads.uid, uid));
}

// Management: every item, published or not.
export async function listAll(db: Db): Promise<NewsRow[]> {
  const rows = await db.select(columns).from(news).orderBy(desc(news.date), news.id);
  return rows as NewsRow[];
}

export async function findOne(db: Db, id: string): Promise<NewsRow | undefined> {
  const [row] = await db.select(columns).from(news).where(eq(news.id, id));
  return row as NewsRow | undefined;
}

const values = (body: ManagementNewsBody) => ({
  title: body.title,
  summary: body.summary,
  blocks: body.blocks,
  photo: body.photo ?? null,
  date: body.date,
  category: body.category,
  link: body.link ?? null,
  references: body.references,
  published: body.published,
});

/** False when the id is taken. */
export async function insertNews(db: Db, id: string, body: ManagementNewsBody): Promise<boolean> {
  const rows = await db
    .insert(news)
    .values({ id, ...values(body), seeded: false })
    .onConflictDoNothing()
    .returning({ id: news.id });
  return rows.length > 0;
}

/** An editor's change takes the item out of the seed's hands. False when there is no such item. */
export async function updateNews(db: Db, id: string, body: ManagementNewsBody): Promise<boolean> {
  const rows = await db
    .update(news)
    .set({ ...values(body), seeded: false, updatedAt: new Date() })
    .where(eq(news.id, id))
    .returning({ id: news.id });
  return rows.length > 0;
}
