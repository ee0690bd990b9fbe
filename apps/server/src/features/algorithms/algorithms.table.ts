import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Algorithms are versioned like topic items: a changed file becomes a new published version. */
export const algorithmVersions = pgTable(
  'algorithm_versions',
  {
    algorithmId: text().notNull(),
    version: integer().notNull(),
    status: text({ enum: ['draft', 'published'] }).notNull(),
    /** The file as validated by algorithmFileSchema (drug links carry their category). */
    content: jsonb().notNull(),
    contentHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.algorithmId, t.version] }),
    index('algorithm_versions_published_idx').on(t.algorithmId, t.version.desc()).where(sql`${t.status} = 'published'`),
  ],
);
