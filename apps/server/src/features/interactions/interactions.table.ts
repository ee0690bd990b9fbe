import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

// Drug interactions (docs/product/content-and-study.md §3 Interaction): seeded from content/interactions/. Classes list their
// member drugs; rules join two targets (a drug id or class:<id>) and are expanded per request.

export const interactionClasses = pgTable('interaction_classes', {
  id: text().primaryKey(),
  name: text().notNull(),
  members: text().array().notNull(),
});

export const interactionRules = pgTable('interaction_rules', {
  id: text().primaryKey(),
  name: text().notNull(),
  first: text().notNull(),
  second: text().notNull(),
  level: integer().notNull(),
  description: text().notNull(),
  eDescription: text().notNull(),
  /** Full references (resolved from content/interactions/references.json). */
  references: jsonb().notNull(),
});
