import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Recent searches (docs/product/content-and-study.md §4 Recents): the results a user chose from global search, at most 6 per
// user, newest first. Scoped by uid like every personal table.

export const recentSearches = pgTable(
  'recent_searches',
  {
    uid: text().notNull(),
    /** itemType:itemId plus the path, so a section and its item are two entries. */
    hitKey: text().notNull(),
    /** The hit as shown (RecentSearch of the domain). */
    hit: jsonb().notNull(),
    chosenAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.uid, t.hitKey] }),
    index('recent_searches_uid_chosen_idx').on(t.uid, t.chosenAt.desc()),
  ],
);
