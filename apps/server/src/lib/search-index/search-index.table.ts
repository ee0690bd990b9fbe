import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// The search index's own tables (lib/search-index): one row per searchable document (a whole drug,
// product, item or calculator, or one section or dose of it) and the corpus word list for typo
// correction. Rows are written only through the index, never by features directly.

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const searchDocuments = pgTable(
  'search_documents',
  {
    id: text().primaryKey(),
    /** The registered source that wrote it ('content', 'calculators'…), replaced as a whole. */
    source: text().notNull(),
    /** Hash of the indexed document: a re-index rewrites only the documents whose hash changed. */
    hash: text(),
    /** Groups a thing's documents: one hit per item. */
    itemKey: text().notNull(),
    itemType: text().notNull(),
    itemId: text().notNull(),
    itemName: text().notNull(),
    /** The name lower-cased without accents, for the name-match boost. */
    nameNorm: text().notNull(),
    description: text().notNull(),
    category: integer().notNull(),
    categoryName: text().notNull(),
    topic: text(),
    photo: text(),
    itemPath: text(),
    /** Section or dose title; null for the document of the whole thing. */
    sectionTitle: text(),
    body: text().notNull(),
    isDose: boolean().notNull(),
    premium: boolean().notNull(),
    /** Needs PRO to open (premium, or a topic item without free trial). */
    requiresPro: boolean().notNull(),
    position: integer().notNull(),
    tsv: tsvector().notNull(),
    indexedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('search_documents_tsv_idx').using('gin', t.tsv),
    index('search_documents_source_idx').on(t.source),
    // Names that start with the query are always ranked (pg-search-index.ts, search): a prefix range
    // over the whole-thing documents' names.
    index('search_documents_name_prefix_idx').on(t.nameNorm.op('text_pattern_ops')).where(sql`section_title is null`),
  ],
);

export const searchWords = pgTable(
  'search_words',
  {
    source: text().notNull(),
    word: text().notNull(),
  },
  // Read whole into memory (word-list.ts): known words and a typo's nearest word are found there, so
  // no index beyond the key serves a search.
  (t) => [primaryKey({ columns: [t.source, t.word] })],
);

/** What each source last indexed, so a restart with unchanged content skips the rebuild. */
export const searchSources = pgTable('search_sources', {
  name: text().primaryKey(),
  hash: text().notNull(),
  documents: integer().notNull(),
  indexedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
