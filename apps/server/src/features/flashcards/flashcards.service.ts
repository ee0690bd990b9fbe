import { AppError } from '@vetor/domain/errors';
import {
  averageScore,
  countAnswer,
  currentCounter,
  dailyLimitReached,
  endOfSaoPauloDay,
  type SrsState,
  schedule,
} from '@vetor/domain/flashcards/flashcards.rules';
import type {
  CardAnswer,
  CardAnswersResponse,
  CardContentType,
  CardsProgressResponse,
  CardsQuery,
  CategoryProgress,
  ClassProgress,
  ContentProgress,
  ContentProgressResponse,
  Flashcard,
} from '@vetor/domain/flashcards/flashcards.schemas';
import type { Db } from '../../db/client.js';
import { mayRead } from '../../lib/premium.js';
import {
  type GatedCard,
  libraryCards,
  lockAnswerContext,
  type ProgressGroup,
  progressGroups,
  progressOf,
  readDailyCounter,
  saveAnswers,
} from './flashcards.repository.js';

// Flashcard rules on the server: the answers (stored once, counted against the free daily limit,
// scheduled with FSRS) and the progress the menu shows.

interface Sums {
  total: number;
  answers: number;
  scoreSum: number;
  learning: number;
  due: number;
}
const empty = (): Sums => ({ total: 0, answers: 0, scoreSum: 0, learning: 0, due: 0 });
function add(into: Sums, g: Sums) {
  into.total += g.total;
  into.answers += g.answers;
  into.scoreSum += g.scoreSum;
  into.learning += g.learning;
  into.due += g.due;
}
function fields(s: Sums) {
  return {
    total: s.total,
    answers_total: s.answers,
    average_latest_score: s.answers ? (averageScore([s.scoreSum / s.answers]) ?? null) : null,
    progress: s.total ? (s.answers / s.total) * 100 : 0,
    review: { new: s.total - s.answers, learning: s.learning, due: s.due },
  };
}

function summarise(groups: ProgressGroup[]) {
  const categories = new Map<CardContentType, Sums>();
  const classes = new Map<string, { type: CardContentType; cls: string; sums: Sums }>();
  const contents = new Map<string, { type: CardContentType; name: string; sums: Sums }>();
  for (const g of groups) {
    const type = g.contentType as CardContentType;
    if (!categories.has(type)) categories.set(type, empty());
    add(categories.get(type)!, g);
    const classKey = `${type}\0${g.cardClass}`;
    if (!classes.has(classKey)) classes.set(classKey, { type, cls: g.cardClass, sums: empty() });
    add(classes.get(classKey)!.sums, g);
    if (!contents.has(g.contentId)) contents.set(g.contentId, { type, name: g.contentName, sums: empty() });
    add(contents.get(g.contentId)!.sums, g);
  }
  const order = [4, 1, 2, 3];
  return {
    categories: [...categories.entries()]
      .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
      .map(([content_type, s]): CategoryProgress => ({ content_type, ...fields(s) })),
    classes: [...classes.values()]
      .sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type) || a.cls.localeCompare(b.cls, 'pt-BR'))
      .map((c): ClassProgress => ({ content_type: c.type, card_class: c.cls, ...fields(c.sums) })),
    contents: [...contents.entries()]
      .sort(([, a], [, b]) => a.name.localeCompare(b.name, 'pt-BR'))
      .map(
        ([content_id, c]): ContentProgress => ({
          content_id,
          content_type: c.type,
          content_name: c.name,
          ...fields(c.sums),
        }),
      ),
  };
}

export async function cardsProgress(db: Db, uid: string, now: number): Promise<CardsProgressResponse> {
  const groups = await progressGroups(db, uid, endOfSaoPauloDay(now));
  const daily = currentCounter(await readDailyCounter(db, uid), now);
  return { ...summarise(groups), daily };
}

export async function contentProgress(
  db: Db,
  uid: string,
  contentId: string,
  now: number,
): Promise<ContentProgressResponse> {
  const { contents, classes } = summarise(await progressGroups(db, uid, endOfSaoPauloDay(now), contentId));
  const content = contents[0];
  if (!content) throw new AppError('FLASH_CARDS_EMPTY', { status: 404 });
  return { content, classes };
}

/**
 * The library's cards, read from the database on first use and then kept: they are content, and
 * only the seed writes them. What the copy can miss is an editor changing a content's premium flags
 * in the management area, so the routes `clear()` it on every content change. A list then costs the
 * user's small progress rows instead of the text of every card from the database.
 */
export function cardLibrary(db: Db): { cards: () => Promise<GatedCard[]>; clear: () => void } {
  let loading: Promise<GatedCard[]> | null = null;
  return {
    cards: () => {
      loading ??= libraryCards(db).catch((error: unknown) => {
        loading = null; // a failed read is tried again by the next call
        throw error;
      });
      return loading;
    },
    clear: () => {
      loading = null;
    },
  };
}

/** GET /preferences/cards: a category with a class, or one content item (docs/product/content-and-study.md §5). */
export async function cardsFor(
  db: Db,
  library: GatedCard[],
  reader: { uid: string; isPremium: boolean },
  query: CardsQuery,
  now: number,
): Promise<Flashcard[]> {
  const byClass = query.content_type !== undefined && !!query.card_class;
  // "Revisar hoje" on a whole category needs no class: its due cards are the selection.
  const categoryReview = query.content_type !== undefined && query.review === 'today';
  if (!byClass && !query.content_id && !categoryReview) throw new AppError('FLASH_CARDS_SELECT_CATEGORY_AND_CLASS');
  const filter: { contentType?: number; cardClass?: string; contentId?: string } = {
    ...(query.content_type !== undefined ? { contentType: query.content_type } : {}),
    ...(byClass ? { cardClass: query.card_class! } : {}),
    ...(query.content_id ? { contentId: query.content_id } : {}),
  };
  const progress = await progressOf(db, reader.uid);
  const dueBefore = query.review === 'today' ? endOfSaoPauloDay(now) : Number.POSITIVE_INFINITY;
  const cards: Flashcard[] = [];
  for (const { card, source } of library) {
    if (
      // A card's answer is its content's body: a free reader studies only content it may read.
      !mayRead(reader.isPremium, source) ||
      (filter.contentType !== undefined && card.content_type !== filter.contentType) ||
      (filter.cardClass !== undefined && card.card_class !== filter.cardClass) ||
      (filter.contentId !== undefined && card.content_id !== filter.contentId)
    )
      continue;
    const mine = progress.get(card.card_id);
    if (!mine) cards.push(card);
    else if (mine.due <= dueBefore) cards.push({ ...card, score: mine.score, due: mine.due });
  }
  return cards;
}

/**
 * POST /preferences/cards. One transaction of two statements (`lockAnswerContext`, then
 * `saveAnswers`): the first locks the user's counter row, so concurrent posts of one user run one
 * after another and a client that lies about its count (or sends in parallel) still gets the 15th
 * answer refused; it also reads the cards, their FSRS states and which answer ids are stored. An
 * answer_id already stored is skipped (a retry). Answers that fit are kept; when a free user's
 * answer goes over the limit the call answers FLASH_CARDS_FREE_LIMIT after saving the ones before it.
 */
export async function postAnswers(
  db: Db,
  user: { uid: string; isPremium: boolean },
  answers: CardAnswer[],
  now: number,
): Promise<CardAnswersResponse> {
  const outcome = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const context = await lockAnswerContext(
      t,
      user.uid,
      now,
      [...new Set(answers.map((a) => a.card_id))],
      answers.map((a) => a.answer_id),
    );
    if (answers.some((a) => !context.cards.has(a.card_id)))
      throw new AppError('ENTITY_NOT_FOUND', { field: 'card_id' });
    const { cards: states, stored } = context;
    let counter = currentCounter(context.counter, now);
    const fresh: { answerId: string; cardId: string; score: number; previousScore: number | null }[] = [];
    const progress = new Map<string, { cardId: string; score: number; srs: SrsState }>();
    let limited = false;
    for (const a of answers) {
      if (stored.has(a.answer_id)) continue; // a retry: stored before, counted before
      if (!user.isPremium && dailyLimitReached(counter, now)) {
        limited = true;
        break;
      }
      const srs = schedule(states.get(a.card_id) ?? null, a.score, now);
      states.set(a.card_id, srs);
      stored.add(a.answer_id);
      fresh.push({ answerId: a.answer_id, cardId: a.card_id, score: a.score, previousScore: a.previous_score ?? null });
      progress.set(a.card_id, { cardId: a.card_id, score: a.score, srs });
      counter = countAnswer(counter, now);
    }
    if (fresh.length) await saveAnswers(t, user.uid, now, fresh, [...progress.values()], counter);
    return { stored: fresh.length, limited, daily: counter };
  });
  if (outcome.limited) throw new AppError('FLASH_CARDS_FREE_LIMIT');
  return { stored: outcome.stored, daily: outcome.daily };
}
