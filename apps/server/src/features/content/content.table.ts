import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Reference content (docs/product/content-and-study.md §1, §3): categories, drugs with doses, products, therapeutic classes,
// topics → subtopics → versioned items; and each user's recents (favorites have their own feature).
// Lists read the summary columns; detail screens read the jsonb document as validated at seed time.
// `search_name` is the name lower-cased without accents (computed in JS, because unaccent() is not
// immutable and cannot back an index), indexed with trigrams for accent-insensitive search.

export const contentCategories = pgTable('content_categories', {
  id: integer().primaryKey(),
  portugueseName: text().notNull(),
  name: text().notNull(),
  collection: text().notNull().unique(),
  productsCollection: text(),
  flags: jsonb().$type<Record<string, boolean>>().notNull(),
});

export const drugSystems = pgTable('drug_systems', {
  id: integer().primaryKey(),
  name: text().notNull(),
});

/** Therapeutic classes; systemic-drug classes hang under a drug system (docs/product/calculators-patients-prescriptions-management.md §9). */
export const therapeuticClasses = pgTable(
  'therapeutic_classes',
  {
    name: text().notNull(),
    category: integer()
      .notNull()
      .references(() => contentCategories.id),
    systemId: integer().references(() => drugSystems.id),
  },
  (t) => [primaryKey({ columns: [t.category, t.name] })],
);

export const drugs = pgTable(
  'drugs',
  {
    id: text().primaryKey(),
    category: integer()
      .notNull()
      .references(() => contentCategories.id),
    name: text().notNull(),
    searchName: text().notNull(),
    description: text().notNull(),
    classes: text().array().notNull(),
    systems: integer().array().notNull(),
    animals: integer().array().notNull(),
    premium: boolean().notNull(),
    freeTrial: boolean().notNull(),
    isNew: boolean().notNull(),
    disabled: boolean().notNull().default(false),
    /** The drug file without its doses (info, attention, references, product id lists, synonyms). */
    detail: jsonb().notNull(),
    contentHash: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('drugs_category_idx').on(t.category),
    index('drugs_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
  ],
);

export const doses = pgTable(
  'doses',
  {
    drugId: text()
      .notNull()
      .references(() => drugs.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    title: text().notNull(),
    dose: text().notNull(),
    measurement: text().notNull(),
    description: text(),
    animals: integer().array().notNull(),
    options: jsonb(),
    route: text().notNull(),
    frequency: text().notNull(),
    frequencyUnit: text(),
  },
  (t) => [primaryKey({ columns: [t.drugId, t.position] })],
);

export const products = pgTable(
  'products',
  {
    id: text().primaryKey(),
    /** 1 veterinary, 2 hidden from lists, 3 human. */
    type: integer().notNull(),
    category: integer()
      .notNull()
      .references(() => contentCategories.id),
    name: text().notNull(),
    searchName: text().notNull(),
    brand: text().notNull(),
    brandLines: text().array().notNull(),
    classes: text().array().notNull(),
    petSizes: text().array().notNull(),
    petAges: text().array().notNull(),
    features: text().array().notNull(),
    dogs: boolean().notNull(),
    cats: boolean().notNull(),
    photo: text(),
    premium: boolean().notNull(),
    freeTrial: boolean().notNull(),
    isNew: boolean().notNull(),
    /** Hidden from lists and search by the management area (POST /management/summaries-exclusion). */
    disabled: boolean().notNull().default(false),
    /** The whole product file. */
    detail: jsonb().notNull(),
    contentHash: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category_idx').on(t.category),
    index('products_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
  ],
);

export const topics = pgTable('topics', {
  id: text().primaryKey(),
  category: integer()
    .notNull()
    .references(() => contentCategories.id),
  name: text().notNull(),
  description: text().notNull(),
  contentHash: text().notNull(),
});

export const subtopics = pgTable(
  'subtopics',
  {
    topicId: text()
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    id: text().notNull(),
    name: text().notNull(),
    position: integer().notNull(),
    /** Item ids in display order. */
    itemIds: text().array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.topicId, t.id] })],
);

/**
 * A topic item; its content lives in versions. The summary columns mirror the latest published
 * version, so lists never read the jsonb documents.
 */
export const topicItems = pgTable(
  'topic_items',
  {
    id: text().primaryKey(),
    topicId: text()
      .notNull()
      .references(() => topics.id),
    subtopicId: text().notNull(),
    category: integer().notNull(),
    name: text().notNull(),
    searchName: text().notNull(),
    description: text().notNull(),
    animals: integer().array().notNull(),
    contentPoints: text().array().notNull(),
    photo: text(),
    available: boolean().notNull(),
    premium: boolean().notNull(),
    freeTrial: boolean().notNull(),
    isNew: boolean().notNull(),
    publishedVersion: integer(),
  },
  (t) => [
    index('topic_items_topic_idx').on(t.topicId),
    index('topic_items_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
  ],
);

const ITEM_VERSION_STATUS = ['draft', 'published'] as const;

/** Every version of an item is kept; readers get the highest published one. */
export const topicItemVersions = pgTable(
  'topic_item_versions',
  {
    itemId: text()
      .notNull()
      .references(() => topicItems.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    status: text({ enum: ITEM_VERSION_STATUS }).notNull(),
    /** The item file as validated by topicItemFileSchema (references live inside). */
    content: jsonb().notNull(),
    contentHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp({ withTimezone: true }),
    /** The management editor who wrote this version (null for seeded versions); two-person review. */
    createdBy: text(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.version] }),
    index('topic_item_versions_published_idx').on(t.itemId, t.version.desc()).where(sql`${t.status} = 'published'`),
  ],
);

/** One row per loaded content library, so a restart with unchanged files skips the seed. */
export const contentSeedState = pgTable('content_seed_state', {
  key: text().primaryKey(),
  hash: text().notNull(),
  loadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const recents = pgTable(
  'recents',
  {
    uid: text().notNull(),
    /** 'drug' | 'product' | 'item'. */
    kind: text().notNull(),
    itemId: text().notNull(),
    type: integer().notNull(),
    name: text().notNull(),
    category: integer().notNull(),
    collection: text(),
    topic: text(),
    viewedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.uid, t.kind, t.itemId] }),
    index('recents_uid_viewed_idx').on(t.uid, t.viewedAt.desc()),
  ],
);
