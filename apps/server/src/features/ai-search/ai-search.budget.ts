import type { AiSearchResponse } from '@vetor/domain/ai-search/ai-search.schemas';
import { AppError } from '@vetor/domain/errors';
import { LRUCache } from 'lru-cache';

// A model's answer costs money and seconds, so (docs/decisions/ai-search-cost.md): a question
// asked again, in other case, accents or question words, is answered from memory until content
// changes; and each user may send a bounded number of new questions per UTC day. Both live in this
// instance's memory: a restart or another instance starts its own count.

export interface ModelAnswerBudget {
  /** A kept model answer for this normalised question, if any. */
  cached(key: string): AiSearchResponse | undefined;
  keep(key: string, answer: AiSearchResponse): void;
  /** Counts one new question for the user today; AI_QUOTA_REACHED (429) past the limit. */
  take(uid: string, now?: Date): void;
  /** Content changed: every kept answer may cite what is gone. */
  forgetAnswers(): void;
}

export function createModelAnswerBudget({
  perDay,
  answerTtlMs = 6 * 60 * 60_000,
  answersMax = 2000,
}: {
  perDay: number;
  answerTtlMs?: number;
  answersMax?: number;
}): ModelAnswerBudget {
  const answers = new LRUCache<string, AiSearchResponse>({ max: answersMax, ttl: answerTtlMs });
  // One entry per user and day; a day's entry is useless after that day, so it expires then.
  const used = new LRUCache<string, number>({ max: 100_000, ttl: 25 * 60 * 60_000 });
  return {
    cached: (key) => answers.get(key),
    keep: (key, answer) => void answers.set(key, answer),
    take(uid, now = new Date()) {
      const key = `${uid}:${now.toISOString().slice(0, 10)}`;
      const count = used.get(key) ?? 0;
      if (count >= perDay) throw new AppError('AI_QUOTA_REACHED', { params: { limit: perDay } });
      used.set(key, count + 1);
    },
    forgetAnswers: () => answers.clear(),
  };
}
