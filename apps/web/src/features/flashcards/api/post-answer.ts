import {
  ANSWER_POST_RETRIES,
  ANSWER_POST_RETRY_MS,
  CARDS_COUNT_KEY,
  currentCounter,
  dailyLimitReached,
  FREE_DAILY_ANSWERS,
} from '@vetor/domain/flashcards/flashcards.rules';
import type { CardAnswer, CardAnswersResponse, DailyCounter } from '@vetor/domain/flashcards/flashcards.schemas';
import { ApiError, api } from '../../../lib/api';
import { readJson, writeJson } from '../../../lib/storage';

// POST /preferences/cards, one answer at a time (docs/product/content-and-study.md §4): a new post waits for a pending one,
// checking up to 5 times 1 s apart. Each answer carries its own id, so the retry after a network
// failure cannot count twice. The local counter (configuration/cards_count) mirrors the server's,
// which is the truth: a free user past the limit is refused by the server whatever this says.

let pending: Promise<unknown> | null = null;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function localCounter(now = Date.now()): DailyCounter {
  return currentCounter(readJson<DailyCounter>(CARDS_COUNT_KEY), now);
}

export function saveLocalCounter(counter: DailyCounter): void {
  writeJson(CARDS_COUNT_KEY, counter);
}

/** True when a free user may not send another answer today (the local view of the limit). */
export function localLimitReached(now = Date.now()): boolean {
  return dailyLimitReached(readJson<DailyCounter>(CARDS_COUNT_KEY), now);
}

export type PostOutcome = 'stored' | 'limit' | 'failed';

export async function postAnswer(answer: CardAnswer): Promise<PostOutcome> {
  for (let i = 0; i < ANSWER_POST_RETRIES && pending; i++) await sleep(ANSWER_POST_RETRY_MS);
  const run = send(answer);
  pending = run;
  try {
    return await run;
  } finally {
    if (pending === run) pending = null;
  }
}

async function send(answer: CardAnswer, attempt = 0): Promise<PostOutcome> {
  try {
    const res = await api.post<CardAnswersResponse>('/preferences/cards', { answers: [answer] }, { timeoutMs: 10_000 });
    saveLocalCounter(res.daily);
    return 'stored';
  } catch (error) {
    if (error instanceof ApiError && error.code === 'FLASH_CARDS_FREE_LIMIT') {
      saveLocalCounter({ count: FREE_DAILY_ANSWERS, timestamp: localCounter().timestamp });
      return 'limit';
    }
    if (error instanceof ApiError && error.status === 0 && attempt === 0) {
      await sleep(ANSWER_POST_RETRY_MS);
      return send(answer, 1);
    }
    // A card answer failure is only logged (docs/product/content-and-study.md §8).
    console.warn('Falha ao enviar resposta do flashcard', error);
    return 'failed';
  }
}
