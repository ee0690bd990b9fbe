import type { SrsState } from '@vetor/domain/flashcards/flashcards.rules';
import type { CardContentType, Flashcard } from '@vetor/domain/flashcards/flashcards.schemas';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cardAnswers, cardDaily, cardProgress, flashcards } from './flashcards.table.js';

// Plain (db, params) queries; every personal one is scoped by the signed-in user's uid.

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
    .where(contentId ? eq(f.contentId, contentId) : undefined)
    .groupBy(f.contentType, f.contentId, f.contentName, f.cardClass);
  return rows as ProgressGroup[];
}

export async function listCards(
  db: Db,
  uid: string,
  filter: { contentType?: number; cardClass?: string; contentId?: string; dueBefore?: number },
): Promise<Flashcard[]> {
  const f = flashcards;
  const p = cardProgress;
  const where = [
    filter.contentType !== undefined ? eq(f.contentType, filter.contentType) : undefined,
    filter.cardClass !== undefined ? eq(f.cardClass, filter.cardClass) : undefined,
    filter.contentId !== undefined ? eq(f.contentId, filter.contentId) : undefined,
    filter.dueBefore !== undefined ? sql`(${p.cardId} is null or ${p.due} <= ${filter.dueBefore})` : undefined,
  ].filter((w) => w !== undefined);
  const rows = await db
    .select({
      card_id: f.cardId,
      content_id: f.contentId,
      content_type: f.contentType,
      content_name: f.contentName,
      card_class: f.cardClass,
      question: f.question,
      answer: f.answer,
      score: p.score,
      due: p.due,
    })
    .from(f)
    .leftJoin(p, and(eq(p.cardId, f.cardId), eq(p.uid, uid)))
    .where(and(...where))
    .orderBy(f.contentName, f.contentId, f.position);
  return rows.map(({ score, due, ...card }) => ({
    ...card,
    content_type: card.content_type as CardContentType,
    ...(score === null ? {} : { score }),
    ...(due === null ? {} : { due }),
  }));
}

export async function existingCardIds(db: Db, cardIds: string[]): Promise<Set<string>> {
  const rows = await db.select({ id: flashcards.cardId }).from(flashcards).where(inArray(flashcards.cardId, cardIds));
  return new Set(rows.map((r) => r.id));
}

export async function storedAnswerIds(db: Db, uid: string, answerIds: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ id: cardAnswers.answerId })
    .from(cardAnswers)
    .where(and(eq(cardAnswers.uid, uid), inArray(cardAnswers.answerId, answerIds)));
  return new Set(rows.map((r) => r.id));
}

/**
 * The user's counter row, created when missing and locked until the transaction ends (one
 * statement: the no-op upsert takes the row lock), so one user's answers go one at a time.
 */
export async function lockDailyCounter(
  db: Db,
  uid: string,
  now: number,
): Promise<{ count: number; timestamp: number }> {
  const [row] = await db
    .insert(cardDaily)
    .values({ uid, count: 0, startedAt: now })
    .onConflictDoUpdate({ target: cardDaily.uid, set: { uid: sql`excluded.uid` } })
    .returning({ count: cardDaily.count, timestamp: cardDaily.startedAt });
  return row ?? { count: 0, timestamp: now };
}

export async function readDailyCounter(db: Db, uid: string): Promise<{ count: number; timestamp: number } | null> {
  const [row] = await db
    .select({ count: cardDaily.count, timestamp: cardDaily.startedAt })
    .from(cardDaily)
    .where(eq(cardDaily.uid, uid));
  return row ?? null;
}

export async function saveDailyCounter(db: Db, uid: string, counter: { count: number; timestamp: number }) {
  await db.update(cardDaily).set({ count: counter.count, startedAt: counter.timestamp }).where(eq(cardDaily.uid, uid));
}

export async function progressStates(db: Db, uid: string, cardIds: string[]): Promise<Map<string, SrsState>> {
  const rows = await db
    .select({ cardId: cardProgress.cardId, srs: cardProgress.srs })
    .from(cardProgress)
    .where(and(eq(cardProgress.uid, uid), inArray(cardProgress.cardId, cardIds)));
  return new Map(rows.map((r) => [r.cardId, r.srs as SrsState]));
}

export async function insertAnswer(
  db: Db,
  row: {
    uid: string;
    answerId: string;
    cardId: string;
    score: number;
    previousScore: number | null;
    answeredAt: number;
  },
): Promise<boolean> {
  const inserted = await db
    .insert(cardAnswers)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: cardAnswers.answerId });
  return inserted.length > 0;
}

export async function upsertProgress(
  db: Db,
  row: { uid: string; cardId: string; score: number; answeredAt: number; srs: SrsState },
) {
  const values = { ...row, due: row.srs.due, srsState: row.srs.state };
  await db
    .insert(cardProgress)
    .values(values)
    .onConflictDoUpdate({
      target: [cardProgress.uid, cardProgress.cardId],
      set: {
        score: values.score,
        answeredAt: values.answeredAt,
        due: values.due,
        srsState: values.srsState,
        srs: values.srs,
      },
    });
}

/** LGPD: a deleted account's answers, progress and daily counter go with it. */
export async function eraseCardsOf(db: Db, uid: string): Promise<void> {
  await db.delete(cardAnswers).where(eq(cardAnswers.uid, uid));
  await db.delete(cardProgress).where(eq(cardProgress.uid, uid));
  await db.delete(cardDaily).where(eq(cardDaily.uid, uid));
}
