import { describe, expect, it } from 'vitest';
import {
  averageScore,
  countAnswer,
  currentCounter,
  DAY_MS,
  dailyLimitReached,
  endOfSaoPauloDay,
  FREE_DAILY_ANSWERS,
  formatAverage,
  formatProgress,
  ratingOf,
  reviewCounts,
  SRS_STATE,
  saoPauloDay,
  schedule,
  sortContents,
  starsOf,
} from './flashcards.rules.js';
import type { ContentProgress } from './flashcards.schemas.js';

const at = (iso: string) => Date.parse(iso);

describe('daily limit', () => {
  it('allows 14 answers and refuses the 15th', () => {
    let counter = null as ReturnType<typeof countAnswer> | null;
    const now = at('2026-03-10T15:00:00Z');
    for (let i = 0; i < FREE_DAILY_ANSWERS; i++) {
      expect(dailyLimitReached(counter, now)).toBe(false);
      counter = countAnswer(counter, now);
    }
    expect(counter?.count).toBe(14);
    expect(dailyLimitReached(counter, now)).toBe(true);
  });

  it('resets at midnight in São Paulo, not at UTC midnight', () => {
    // 23:30 in São Paulo is 02:30 UTC of the next date.
    const late = at('2026-03-11T02:30:00Z');
    const full = { count: 14, timestamp: at('2026-03-10T12:00:00Z') };
    expect(saoPauloDay(late)).toBe('2026-03-10');
    expect(dailyLimitReached(full, late)).toBe(true);
    const afterMidnight = at('2026-03-11T03:00:00Z');
    expect(saoPauloDay(afterMidnight)).toBe('2026-03-11');
    expect(dailyLimitReached(full, afterMidnight)).toBe(false);
    expect(currentCounter(full, afterMidnight)).toEqual({ count: 0, timestamp: afterMidnight });
  });

  it('resets after 24 h', () => {
    const start = at('2026-03-10T03:00:00Z');
    expect(currentCounter({ count: 5, timestamp: start }, start + DAY_MS).count).toBe(0);
    expect(currentCounter({ count: 5, timestamp: start }, start + DAY_MS - 1).count).toBe(5);
  });
});

describe('progress and averages', () => {
  it('rounds the percent and shows <1% when answers exist', () => {
    expect(formatProgress(0, 400)).toBe('0%');
    expect(formatProgress(1, 400)).toBe('<1%');
    expect(formatProgress(2, 400)).toBe('1%');
    expect(formatProgress(1, 3)).toBe('33%');
    expect(formatProgress(3, 3)).toBe('100%');
    expect(formatProgress(0, 0)).toBe('0%');
  });
  it('averages to 1 decimal, pt-BR, and stars in half steps', () => {
    expect(averageScore([])).toBeNull();
    expect(averageScore([4, 5, 5])).toBe(4.7);
    expect(averageScore([1, 2])).toBe(1.5);
    expect(formatAverage(4.66)).toBe('4,7');
    expect(formatAverage(null)).toBe('–');
    expect(starsOf(4.7)).toBe(4.5);
    expect(starsOf(4.8)).toBe(5);
    expect(starsOf(null)).toBe(0);
  });
  it('sorts contents by name, progress and score', () => {
    const c = (content_name: string, progress: number, avg: number | null): ContentProgress => ({
      content_id: content_name,
      content_type: 1,
      content_name,
      total: 10,
      answers_total: 0,
      average_latest_score: avg,
      progress,
      review: { new: 0, learning: 0, due: 0 },
    });
    const list = [c('Cetamina', 50, 3), c('Ácido', 10, 5), c('Benazepril', 90, null)];
    expect(sortContents(list, 'alphabetical').map((x) => x.content_name)).toEqual(['Ácido', 'Benazepril', 'Cetamina']);
    expect(sortContents(list, 'progress-desc')[0]?.content_name).toBe('Benazepril');
    expect(sortContents(list, 'progress-asc')[0]?.content_name).toBe('Ácido');
    expect(sortContents(list, 'score-desc')[0]?.content_name).toBe('Ácido');
    expect(sortContents(list, 'score-asc')[0]?.content_name).toBe('Benazepril');
  });
});

describe('FSRS', () => {
  it('maps 1–2 to Again, 3 Hard, 4 Good, 5 Easy', () => {
    expect([1, 2, 3, 4, 5].map(ratingOf)).toEqual([1, 1, 2, 3, 4]);
  });
  it('schedules: Again stays in learning today, Easy goes to review days later', () => {
    const now = at('2026-03-10T15:00:00Z');
    const again = schedule(null, 1, now);
    expect(again.state).toBe(SRS_STATE.LEARNING);
    expect(again.due).toBeLessThan(now + 60 * 60 * 1000);
    const easy = schedule(null, 5, now);
    expect(easy.state).toBe(SRS_STATE.REVIEW);
    expect(easy.due).toBeGreaterThan(endOfSaoPauloDay(now));
    const good = schedule(null, 4, now);
    const goodAgain = schedule(good, 4, good.due);
    expect(goodAgain.reps).toBe(2);
    expect(goodAgain.due).toBeGreaterThan(good.due);
  });
  it('counts new, learning and due for today', () => {
    const now = at('2026-03-10T15:00:00Z');
    const states = [schedule(null, 1, now), schedule(null, 5, now), { due: now - 1000, state: SRS_STATE.REVIEW }];
    expect(reviewCounts(10, states, now)).toEqual({ new: 7, learning: 1, due: 1 });
  });
  it('ends the São Paulo day at 03:00 UTC', () => {
    expect(new Date(endOfSaoPauloDay(at('2026-03-10T15:00:00Z'))).toISOString()).toBe('2026-03-11T03:00:00.000Z');
    expect(new Date(endOfSaoPauloDay(at('2026-03-11T02:00:00Z'))).toISOString()).toBe('2026-03-11T03:00:00.000Z');
  });
});
