import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

// Differential diagnosis (docs/product/content-and-study.md §3 Sign, Diagnosis): seeded from content/ddx/. Signs keep the
// numeric id the API speaks and the readable key the content files use.

export const ddxSigns = pgTable('ddx_signs', {
  id: integer().primaryKey(),
  key: text().notNull().unique(),
  sign: text().notNull(),
  group: text().notNull(),
  female: integer().notNull(),
  male: integer().notNull(),
});

export const ddxDiagnoses = pgTable('ddx_diagnoses', {
  id: text().primaryKey(),
  name: text().notNull(),
  species: integer().array().notNull(),
  /** 'female' or 'male' for conditions of one sex only. */
  sex: text(),
  description: text().notNull(),
  /** Signalment: age groups where the condition is typical and predisposed breed groups (null: silent). */
  ages: text().array(),
  breeds: text().array(),
  signs: integer().array().notNull(),
  hallmarks: integer().array().notNull(),
  against: integer().array().notNull(),
  /** [{ title, paragraphs }] as validated at seed time. */
  sections: jsonb().notNull(),
  /** Full references (resolved from content/ddx/references.json). */
  references: jsonb().notNull(),
  /** { item?, algorithm?, drugs? } ids of library items. */
  links: jsonb().notNull(),
});
