import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Each user's saved items (docs/product/content-and-study.md §4 Favorites): content, products and calculators. */
export const favorites = pgTable(
  'favorites',
  {
    uid: text().notNull(),
    itemId: text().notNull(),
    /** 1 products, 0 everything else. */
    type: integer().notNull(),
    name: text().notNull(),
    category: integer(),
    topic: text(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('favorites_uid_item_type_idx').on(t.uid, t.itemId, t.type)],
);
