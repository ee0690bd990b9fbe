import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// Ads (docs/product/content-and-study.md §3 Ad): what editors schedule by location, breakpoint and index; the click records
// (confirm or close, time on screen); and the day a user was shown a dialog ad (once per day).

const at = () => timestamp({ withTimezone: true });

export const ads = pgTable(
  'ads',
  {
    id: uuid().primaryKey().defaultRandom(),
    type: text().notNull(),
    title: text().notNull(),
    text: text().notNull().default(''),
    metadata: jsonb().notNull().default({}),
    photo: text(),
    webPhoto: text(),
    url: text(),
    externalUrl: text(),
    confirmButton: text(),
    closeButton: text(),
    location: text().notNull(),
    /** Null: every breakpoint. */
    breakpoint: text(),
    index: integer().notNull().default(0),
    startsAt: at(),
    endsAt: at(),
    enabled: boolean().notNull().default(true),
    /** Set by the seed for Vetor's own house ads, so a restart does not duplicate them. */
    seedKey: text().unique(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index('ads_place_idx').on(t.location, t.index)],
);

export const adClicks = pgTable(
  'ad_clicks',
  {
    id: uuid().primaryKey().defaultRandom(),
    adId: uuid().notNull(),
    /** Null once the account is deleted: the count stays, the person goes. */
    uid: uuid(),
    confirm: boolean().notNull(),
    elapsedSeconds: real().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index('ad_clicks_ad_idx').on(t.adId), index('ad_clicks_uid_idx').on(t.uid)],
);

export const adDialogDays = pgTable(
  'ad_dialog_days',
  {
    uid: uuid().notNull(),
    /** Calendar day in Brasília time. */
    day: date().notNull(),
    adId: uuid().notNull(),
    shownAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.day] })],
);
