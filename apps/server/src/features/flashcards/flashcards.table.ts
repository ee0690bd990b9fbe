import { bigint, index, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/** The cards of the library, loaded from content/flashcards/** by the seed. */
export const flashcards = pgTable(
  'flashcards',
  {
    cardId: text().primaryKey(),
    contentId: text().notNull(),
    contentType: smallint().notNull(),
    contentName: text().notNull(),
    cardClass: text().notNull(),
    question: text().notNull(),
    answer: text().notNull(),
    /** Order inside its file, so a class or content studies in the author's order. */
    position: integer().notNull(),
  },
  (t) => [
    index('flashcards_type_class_idx').on(t.contentType, t.cardClass),
    index('flashcards_content_idx').on(t.contentId),
  ],
);

/** Every answer once: the client's answer_id makes a retried post a no-op. */
export const cardAnswers = pgTable(
  'card_answers',
  {
    uid: text().notNull(),
    answerId: text().notNull(),
    cardId: text().notNull(),
    score: smallint().notNull(),
    previousScore: smallint(),
    answeredAt: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.answerId] })],
);

/** Each user's latest score and FSRS state per card. */
export const cardProgress = pgTable(
  'card_progress',
  {
    uid: text().notNull(),
    cardId: text().notNull(),
    score: smallint().notNull(),
    answeredAt: bigint({ mode: 'number' }).notNull(),
    /** FSRS due date (ms) and state (0 new, 1 learning, 2 review, 3 relearning), for the counts. */
    due: bigint({ mode: 'number' }).notNull(),
    srsState: smallint().notNull(),
    srs: jsonb().notNull(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.cardId] })],
);

/** The free daily answer counter (docs/product/content-and-study.md §6), the server's truth; locked per user while answering. */
export const cardDaily = pgTable('card_daily', {
  uid: text().primaryKey(),
  count: integer().notNull(),
  startedAt: bigint({ mode: 'number' }).notNull(),
});
