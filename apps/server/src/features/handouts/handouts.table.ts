import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Clinical handouts (docs/product/content-and-study.md §2): the library seeded from content/handouts/, the vet's shares with a
// patient (the owner's link) and the screens' events.

const at = () => timestamp({ withTimezone: true });

export const handouts = pgTable('handouts', {
  id: text().primaryKey(),
  name: text().notNull(),
  contentType: integer().notNull(),
  itemId: text().notNull(),
  summary: text().notNull(),
  /** Sections in the shared renderer's shape, built from the file's blocks. */
  sections: jsonb().notNull(),
  references: jsonb().notNull(),
});

export const handoutShares = pgTable(
  'handout_shares',
  {
    /** 32 random bytes, base64url: the unguessable part of the owner's link. */
    id: text().primaryKey(),
    uid: uuid().notNull(),
    patientId: uuid().notNull(),
    ownerId: uuid().notNull(),
    handoutIds: text().array().notNull(),
    type: integer().notNull(),
    createdAt: at().notNull().defaultNow(),
    revokedAt: at(),
  },
  (t) => [index('handout_shares_uid_idx').on(t.uid, t.createdAt)],
);

export const handoutEvents = pgTable('handout_events', {
  id: uuid().primaryKey().defaultRandom(),
  /** Null when the screen was used signed out. */
  uid: uuid(),
  event: text().notNull(),
  handoutId: text(),
  latitude: doublePrecision(),
  longitude: doublePrecision(),
  createdAt: at().notNull().defaultNow(),
});
