import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// The management area's own people and its audit trail (docs/product/calculators-patients-prescriptions-management.md §3, §6). Editors are not app
// accounts: their own table, argon2id hashes, their own token audience.

export const managementEditors = pgTable('management_editors', {
  id: text().primaryKey(),
  /** Sign-in name, lower case. */
  user: text().notNull().unique(),
  name: text().notNull(),
  passwordHash: text().notNull(),
  /** 1 administrator (also diseases and algorithms), 2 editor. */
  profile: integer().notNull(),
  /** Set when an administrator disables the editor: sign-in and every token of theirs stop at once. */
  disabledAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Every management action, append-only: nothing updates or deletes these rows. */
export const managementAudit = pgTable(
  'management_audit',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    editorId: text().notNull(),
    editorUser: text().notNull(),
    action: text().notNull(),
    target: text().notNull(),
    before: jsonb(),
    after: jsonb(),
  },
  (t) => [index('management_audit_at_idx').on(t.at.desc())],
);

/**
 * Every edited version of a drug file (doses included); the `drugs` and `doses` rows mirror the
 * latest approved one. A drug nobody has edited has no rows here: its seeded file is version 0.
 */
export const drugVersions = pgTable(
  'drug_versions',
  {
    drugId: text().notNull(),
    version: integer().notNull(),
    status: text({ enum: ['draft', 'published'] }).notNull(),
    content: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp({ withTimezone: true }),
    createdBy: text(),
  },
  (t) => [primaryKey({ columns: [t.drugId, t.version] })],
);

/**
 * Every photo uploaded through the management area, written before its bytes go to the file store,
 * so the orphan sweep (management.photos.ts) knows what it may delete and how old it is. Photos that
 * no stored version refers to are deleted 24 h after their upload, with their row.
 */
export const managementPhotos = pgTable(
  'management_photos',
  {
    /** The file-store key, `management/photos/<uuid>.<ext>`. */
    key: text().primaryKey(),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    uploadedBy: text().notNull(),
  },
  (t) => [index('management_photos_uploaded_at_idx').on(t.uploadedAt)],
);
