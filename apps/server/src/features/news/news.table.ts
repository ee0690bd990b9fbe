import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// News (docs/product/platform-accounts-subscription.md §2 Notícias): items seeded from content/news/ or written in the management area,
// and each reader's read marks (what makes an item unread).

export const news = pgTable(
  'news',
  {
    id: text().primaryKey(),
    title: text().notNull(),
    summary: text().notNull(),
    /** The reviewer's blocks (title, paragraphs, bullets); sections are built from them on read. */
    blocks: jsonb().notNull(),
    photo: text(),
    /** ISO day the item is dated. */
    date: text().notNull(),
    category: text().notNull(),
    link: text(),
    references: jsonb().notNull(),
    published: boolean().notNull().default(false),
    /** Loaded from content/news/; an editor's change clears it so the next seed leaves the row alone. */
    seeded: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_published_date_idx').on(t.published, t.date)],
);

export const newsReads = pgTable(
  'news_reads',
  {
    uid: uuid().notNull(),
    newsId: text().notNull(),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.newsId] })],
);
