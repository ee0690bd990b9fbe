import { createEmptyCard, type Card as FsrsCard, fsrs, Rating, State } from 'ts-fsrs';
import type { CardContentType, ContentProgress, DailyCounter, ReviewCounts } from './flashcards.schemas.js';

// The rules of flashcards shared by server and web: the free daily limit (docs/product/content-and-study.md §6, §9), the
// progress and average display (docs/product/content-and-study.md §4), the contents sort, and spaced repetition with FSRS.

/** Free users may send this many answers a day; the next one (the 15th) is refused (docs/product/content-and-study.md §6). */
export const FREE_DAILY_ANSWERS = 14;
export const DAY_MS = 24 * 60 * 60 * 1000;
/** Answer posts wait for a pending one up to 5 retries at 1 s (docs/product/content-and-study.md §9). */
export const ANSWER_POST_RETRIES = 5;
export const ANSWER_POST_RETRY_MS = 1000;
/** Local storage key of the web's mirror of the counter (docs/product/content-and-study.md §9). */
export const CARDS_COUNT_KEY = 'configuration/cards_count';

const SAO_PAULO_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in America/Sao_Paulo, as YYYY-MM-DD. */
export function saoPauloDay(ms: number): string {
  return SAO_PAULO_DAY.format(new Date(ms));
}

/** The counter as it stands at `now`: a new window after 24 h or on a new São Paulo calendar day. */
export function currentCounter(counter: DailyCounter | null | undefined, now: number): DailyCounter {
  if (!counter || now - counter.timestamp >= DAY_MS || saoPauloDay(now) !== saoPauloDay(counter.timestamp)) {
    return { count: 0, timestamp: now };
  }
  return counter;
}

/** True when one more answer would go above the free limit (the 15th answer of the day). */
export function dailyLimitReached(counter: DailyCounter | null | undefined, now: number): boolean {
  return currentCounter(counter, now).count + 1 > FREE_DAILY_ANSWERS;
}

/** The counter after one more answer. */
export function countAnswer(counter: DailyCounter | null | undefined, now: number): DailyCounter {
  const c = currentCounter(counter, now);
  return { count: c.count + 1, timestamp: c.timestamp };
}

/** Progress as a rounded percent, and '<1%' when answers exist but round to 0 (docs/product/content-and-study.md §4). */
export function formatProgress(answers: number, total: number): string {
  if (total <= 0) return '0%';
  const percent = Math.round((answers / total) * 100);
  if (percent === 0 && answers > 0) return '<1%';
  return `${percent}%`;
}

/** Average of scores rounded to 1 decimal; null when there are none. */
export function averageScore(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  return roundOneDecimal(scores.reduce((a, b) => a + b, 0) / scores.length);
}

export function roundOneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/** pt-BR text of an average: '4,5'; '–' before any answer. */
export function formatAverage(value: number | null): string {
  return value === null ? '–' : roundOneDecimal(value).toFixed(1).replace('.', ',');
}

/** Stars for a 1–5 average in half steps (docs/product/content-and-study.md §2). */
export function starsOf(average: number | null): number {
  return average === null ? 0 : Math.round(average * 2) / 2;
}

export type ContentSort = 'alphabetical' | 'progress-desc' | 'progress-asc' | 'score-desc' | 'score-asc';
export const CONTENT_SORT_LABELS: Record<ContentSort, string> = {
  alphabetical: 'Ordem alfabética',
  'progress-desc': 'Maior progresso',
  'progress-asc': 'Menor progresso',
  'score-desc': 'Maior nota',
  'score-asc': 'Menor nota',
};

const byName = (a: ContentProgress, b: ContentProgress) =>
  a.content_name.localeCompare(b.content_name, 'pt-BR', { sensitivity: 'base' });

export function sortContents(list: readonly ContentProgress[], sort: ContentSort): ContentProgress[] {
  const score = (c: ContentProgress) => c.average_latest_score ?? 0;
  const compare: Record<ContentSort, (a: ContentProgress, b: ContentProgress) => number> = {
    alphabetical: byName,
    'progress-desc': (a, b) => b.progress - a.progress || byName(a, b),
    'progress-asc': (a, b) => a.progress - b.progress || byName(a, b),
    'score-desc': (a, b) => score(b) - score(a) || byName(a, b),
    'score-asc': (a, b) => score(a) - score(b) || byName(a, b),
  };
  return [...list].sort(compare[sort]);
}

export function sortByContentTypeOrder<T extends { content_type: CardContentType }>(list: readonly T[]): T[] {
  const order = [4, 1, 2, 3];
  return [...list].sort((a, b) => order.indexOf(a.content_type) - order.indexOf(b.content_type));
}

// ---- Spaced repetition (FSRS via ts-fsrs) ----

/** The card state kept per user and card on the server; dates as ms since epoch. */
export interface SrsState {
  due: number;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  /** 0 new, 1 learning, 2 review, 3 relearning (ts-fsrs State). */
  state: number;
  last_review: number | null;
}

/** 1–2 Again, 3 Hard, 4 Good, 5 Easy. */
export function ratingOf(score: number): Rating.Again | Rating.Hard | Rating.Good | Rating.Easy {
  if (score <= 2) return Rating.Again;
  if (score === 3) return Rating.Hard;
  if (score === 4) return Rating.Good;
  return Rating.Easy;
}

const scheduler = fsrs({ enable_fuzz: false });

function toFsrs(s: SrsState): FsrsCard {
  return {
    due: new Date(s.due),
    stability: s.stability,
    difficulty: s.difficulty,
    elapsed_days: s.elapsed_days,
    scheduled_days: s.scheduled_days,
    learning_steps: s.learning_steps,
    reps: s.reps,
    lapses: s.lapses,
    state: s.state as State,
    ...(s.last_review === null ? {} : { last_review: new Date(s.last_review) }),
  };
}

function fromFsrs(c: FsrsCard): SrsState {
  return {
    due: c.due.getTime(),
    stability: c.stability,
    difficulty: c.difficulty,
    elapsed_days: c.elapsed_days,
    scheduled_days: c.scheduled_days,
    learning_steps: c.learning_steps,
    reps: c.reps,
    lapses: c.lapses,
    state: c.state,
    last_review: c.last_review ? c.last_review.getTime() : null,
  };
}

/** The state after a 1–5 score at `now`; a card never seen starts from an empty FSRS card. */
export function schedule(previous: SrsState | null, score: number, now: number): SrsState {
  const card = previous ? toFsrs(previous) : createEmptyCard(new Date(now));
  return fromFsrs(scheduler.next(card, new Date(now), ratingOf(score)).card);
}

/** The end of the São Paulo day containing `now` (ms): "today" for review counts. */
export function endOfSaoPauloDay(now: number): number {
  // São Paulo has kept UTC−3 all year since 2019; the day ends at 03:00 UTC of the next date.
  const [y, m, d] = saoPauloDay(now).split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d + 1, 3, 0, 0, 0);
}

export const SRS_STATE = {
  NEW: State.New,
  LEARNING: State.Learning,
  REVIEW: State.Review,
  RELEARNING: State.Relearning,
};

/** Anki's counts: cards never answered (new), in (re)learning due today, and in review due today. */
export function reviewCounts(
  total: number,
  states: readonly Pick<SrsState, 'due' | 'state'>[],
  now: number,
): ReviewCounts {
  const end = endOfSaoPauloDay(now);
  let learning = 0;
  let due = 0;
  for (const s of states) {
    if (s.due > end) continue;
    if (s.state === State.Review) due++;
    else learning++;
  }
  return { new: Math.max(0, total - states.length), learning, due };
}
