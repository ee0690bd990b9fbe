import { boolean, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Global feature toggles; a row overrides the default from config. */
export const featureToggles = pgTable('feature_toggles', {
  name: text().primaryKey(),
  enabled: boolean().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Per-user toggle overrides (beta testers, support cases). */
export const userToggles = pgTable(
  'user_toggles',
  {
    uid: text().notNull(),
    name: text().notNull(),
    enabled: boolean().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.name] })],
);
