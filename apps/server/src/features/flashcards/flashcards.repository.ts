import type { SrsState } from '@vetor/domain/flashcards/flashcards.rules';
import type { CardContentType, Flashcard } from '@vetor/domain/flashcards/flashcards.schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { drugs, topicItems } from '../../db/schema.js';
import type { GatedContent } from '../../lib/premium.js';
import { cardAnswers, cardDaily, cardProgress, flashcards } from './flashcards.table.js';

// Plain (db, params) queries; every personal one is scoped by the signed-in user's uid.

/**
 * Cards of content the management area took off the app (a disabled drug, an item approved with
 * available false) are not studied, counted or searched; they come back with their content. Needs
 * the cards left-joined to `drugs` and `topicItems` on their content id.
 */
const contentShown = sql`not coalesce(${drugs.disabled}, false) and coalesce(${topicItems.available}, true)`;

export interface ProgressGroup {
  contentType: CardContentType;
  contentId: string;
  contentName: string;
  cardClass: string;
  total: number;
  answers: number;
  scoreSum: number;
  learning: number;
  due: number;
}

/** Totals per (content, class) with the user's answers joined: one query for the whole menu. */
export async function progressGroups(
  db: Db,
  uid: string,
  endOfToday: number,
  contentId?: string,
): Promise<ProgressGroup[]> {
  const p = cardProgress;
  const f = flashcards;
  const rows = await db
    .select({
      contentType: f.contentType,
      contentId: f.contentId,
      contentName: f.contentName,
      cardClass: f.cardClass,
      total: sql<number>`count(*)::int`,
      answers: sql<number>`count(${p.cardId})::int`,
      scoreSum: sql<number>`coalesce(sum(${p.score}), 0)::int`,
      learning: sql<number>`(count(*) filter (where ${p.due} <= ${endOfToday} and ${p.srsState} <> 2))::int`,
      due: sql<number>`(count(*) filter (where ${p.due} <= ${endOfToday} and ${p.srsState} = 2))::int`,
    })
    .from(f)
    .leftJoin(p, and(eq(p.cardId, f.cardId), eq(p.uid, uid)))
    .leftJoin(drugs, eq(drugs.id, f.contentId))
    .leftJoin(topicItems, eq(topicItems.id, f.contentId))
    .where(and(contentShown, contentId ? eq(f.contentId, contentId) : undefined))
    .groupBy(f.contentType, f.contentId, f.contentName, f.cardClass);
  return rows as ProgressGroup[];
}

/** A card of the library, without a user's state. */
export type LibraryCard = Omit<Flashcard, 'score' | 'due'>;

/** A card and what the premium gate needs to know of the content it was written from. */
export interface GatedCard {
  card: LibraryCard;
  source: GatedContent;
}

/**
 * Every card of the library in study order (by content, then the author's order in its file), with
 * its content's premium flags: drugs (types 1–3) or topic items (type 4). A card whose content is
 * gone counts as premium, so it is never shown to a free reader by mistake.
 */
export async function libraryCards(db: Db): Promise<GatedCard[]> {
  const f = flashcards;
  const rows = await db
    .select({
      card_id: f.cardId,
      content_id: f.contentId,
      content_type: f.contentType,
      content_name: f.contentName,
      card_class: f.cardClass,
      question: f.question,
      answer: f.answer,
      premium: sql<boolean>`coalesce(${drugs.premium}, ${topicItems.premium}, true)`,
      freeTrial: sql<boolean>`coalesce(${drugs.freeTrial}, ${topicItems.freeTrial}, false)`,
    })
    .from(f)
    .leftJoin(drugs, eq(drugs.id, f.contentId))
    .leftJoin(topicItems, eq(topicItems.id, f.contentId))
    .where(contentShown)
    .orderBy(f.contentName, f.contentId, f.position);
  return rows.map(({ premium, freeTrial, ...card }) => ({
    card: { ...card, content_type: card.content_type as CardContentType },
    source: { kind: card.content_type === 4 ? 'item' : 'drug', premium, freeTrial },
  }));
}

/**
 * The user's latest score and due date per answered card: small rows, no card text, read by the
 * (uid, card_id) primary key. At most one row per card of the library; the caller keeps those of its
 * selection. (Joining the cards to filter here cost PGlite ~3x the time of this read.)
 */
export async function progressOf(db: Db, uid: string): Promise<Map<string, { score: number; due: number }>> {
  const p = cardProgress;
  const rows = await db.select({ cardId: p.cardId, score: p.score, due: p.due }).from(p).where(eq(p.uid, uid));
  return new Map(rows.map((r) => [r.cardId, { score: r.score, due: r.due }]));
}

export async function readDailyCounter(db: Db, uid: string): Promise<{ count: number; timestamp: number } | null> {
  const [row] = await db
    .select({ count: cardDaily.count, timestamp: cardDaily.startedAt })
    .from(cardDaily)
    .where(eq(cardDaily.uid, uid));
  return row ?? null;
}

/** What an answer post reads before it schedules: see `lockAnswerContext`. */
export interface AnswerContext {
  /** The user's counter row as stored (not yet turned over to a new day). */
  counter: { count: number; timestamp: number };
  /** Every asked card that exists, with the user's FSRS state (null before the first answer). */
  cards: Map<string, SrsState | null>;
  /** The asked answer ids already stored (retries). */
  stored: Set<string>;
}

const list = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * One statement, inside the answer's transaction: creates the user's counter row when missing and
 * locks it until the transaction ends (the no-op upsert takes the row lock, so one user's posts run
 * one after another and what is read here stays true until the write), and reads in the same round
 * trip which cards exist with the user's FSRS state, and which answer ids are already stored.
 * Everything comes back as one JSON value, so both drivers give plain numbers (not int8 strings).
 */
export async function lockAnswerContext(
  db: Db,
  uid: string,
  now: number,
  cardIds: string[],
  answerIds: string[],
): Promise<AnswerContext> {
  const result = await db.execute(sql`
    with daily as (
      insert into card_daily (uid, count, started_at) values (${uid}, 0, ${now})
      on conflict (uid) do update set uid = excluded.uid
      returning count, started_at
    )
    select json_build_object(
      'count', d.count,
      'timestamp', d.started_at,
      'cards', (
        select coalesce(json_object_agg(f.card_id, p.srs), '{}')
        from flashcards f
        left join card_progress p on p.uid = ${uid} and p.card_id = f.card_id
        where f.card_id in (${list(cardIds)})
      ),
      'stored', (
        select coalesce(json_agg(a.answer_id), '[]')
        from card_answers a
        where a.uid = ${uid} and a.answer_id in (${list(answerIds)})
      )
    ) as context
    from daily d`);
  const [row] = (result as unknown as { rows: { context: unknown }[] }).rows;
  const context = (typeof row?.context === 'string' ? JSON.parse(row.context) : row?.context) as {
    count: number;
    timestamp: number;
    cards: Record<string, SrsState | null>;
    stored: string[];
  };
  return {
    counter: { count: context.count, timestamp: context.timestamp },
    cards: new Map(Object.entries(context.cards)),
    stored: new Set(context.stored),
  };
}

/**
 * The answer's writes in one statement (run after `lockAnswerContext`, in the same transaction):
 * the new answers (the review log, keyed by the client's answer_id), the cards' latest score and
 * FSRS state, and the counter.
 */
export async function saveAnswers(
  db: Db,
  uid: string,
  now: number,
  answers: { answerId: string; cardId: string; score: number; previousScore: number | null }[],
  progress: { cardId: string; score: number; srs: SrsState }[],
  counter: { count: number; timestamp: number },
): Promise<void> {
  await db.execute(sql`
    with answers as (
      insert into card_answers (uid, answer_id, card_id, score, previous_score, answered_at)
      values ${sql.join(
        answers.map((a) => sql`(${uid}, ${a.answerId}, ${a.cardId}, ${a.score}, ${a.previousScore}, ${now})`),
        sql`, `,
      )}
    ), progress as (
      insert into card_progress (uid, card_id, score, answered_at, due, srs_state, srs)
      values ${sql.join(
        progress.map(
          (p) =>
            sql`(${uid}, ${p.cardId}, ${p.score}, ${now}, ${p.srs.due}, ${p.srs.state}, ${JSON.stringify(p.srs)}::jsonb)`,
        ),
        sql`, `,
      )}
      on conflict (uid, card_id) do update set
        score = excluded.score, answered_at = excluded.answered_at, due = excluded.due,
        srs_state = excluded.srs_state, srs = excluded.srs
    )
    update card_daily set count = ${counter.count}, started_at = ${counter.timestamp} where uid = ${uid}`);
}

/** LGPD: a deleted account's answers, progress and daily counter go with it. */
export async function eraseCardsOf(db: Db, uid: string): Promise<void> {
  await db.delete(cardAnswers).where(eq(cardAnswers.uid, uid));
  await db.delete(cardProgress).where(eq(cardProgress.uid, uid));
  await db.delete(cardDaily).where(eq(cardDaily.uid, uid));
}
