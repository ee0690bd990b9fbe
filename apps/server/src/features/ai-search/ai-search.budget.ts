import type { AiSearchResponse } from '@vetor/domain/ai-search/ai-search.schemas';
import { AppError } from '@vetor/domain/errors';
import { LRUCache } from 'lru-cache';

// A model's answer costs money and seconds, so (docs/decisions/ai-search-cost.md): a question
// asked again, in other case, accents or question words, is answered from memory until content
// changes; and each user may send a bounded number of new questions per UTC day. The answers live
// in this instance's memory (dropped on every instance when content changes); the daily count is a
// shared counter (Redis with REDIS_URL), so more instances do not mean more questions.

export interface ModelAnswerBudget {
  /** A kept model answer for this normalised question, if any. */
  cached(key: string): AiSearchResponse | undefined;
  keep(key: string, answer: AiSearchResponse): void;
  /** Counts one new question for the user today; AI_QUOTA_REACHED (429) past the limit. */
  take(uid: string, now?: Date): Promise<void>;
  /** Content changed: every kept answer may cite what is gone. */
  forgetAnswers(): void;
}

/** What the budget counts with: `app.sharedCounters` (plugins/shared-counters.ts). */
export interface Counter {
  increment(key: string, ttlMs: number): Promise<number>;
  decrement(key: string): Promise<void>;
}

export function createModelAnswerBudget({
  perDay,
  counter,
  answerTtlMs = 6 * 60 * 60_000,
  answersMax = 2000,
}: {
  perDay: number;
  counter: Counter;
  answerTtlMs?: number;
  answersMax?: number;
}): ModelAnswerBudget {
  const answers = new LRUCache<string, AiSearchResponse>({ max: answersMax, ttl: answerTtlMs });
  return {
    cached: (key) => answers.get(key),
    keep: (key, answer) => void answers.set(key, answer),
    async take(uid, now = new Date()) {
      // One count per user and UTC day; a day's count is useless after that day, so it expires then.
      const key = `ai-questions:${uid}:${now.toISOString().slice(0, 10)}`;
      const count = await counter.increment(key, 25 * 60 * 60_000);
      if (count > perDay) {
        await counter.decrement(key);
        throw new AppError('AI_QUOTA_REACHED', { params: { limit: perDay } });
      }
    },
    forgetAnswers: () => answers.clear(),
  };
}
