import { FREE_DAILY_ANSWERS } from '@vetor/domain/flashcards/flashcards.rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, signIn } from '../../../lib/session';
import { removeKey } from '../../../lib/storage';
import { localCounter, localLimitReached, postAnswer } from './post-answer';

// The network is the boundary: fetch answers like the API. Posting is serialised, a network
// failure is retried with the same answer_id, and the server's counter is mirrored locally.

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const answer = (card: string) => ({ answer_id: crypto.randomUUID(), card_id: card, score: 4 });

beforeEach(() => {
  clearSession();
  removeKey('configuration/cards_count');
  signIn({ uid: 'u1', email: 'a@b.com' }, 'token', Date.now() + 2_400_000);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('postAnswer', () => {
  it('sends one post at a time and mirrors the server counter', async () => {
    const order: string[] = [];
    let release: () => void = () => {};
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      const card = JSON.parse(String(init.body)).answers[0].card_id as string;
      order.push(`start ${card}`);
      if (card === 'a') await new Promise<void>((r) => (release = r));
      order.push(`end ${card}`);
      return json({ stored: 1, daily: { count: order.length / 2, timestamp: Date.now() } });
    });
    const first = postAnswer(answer('a'));
    await vi.waitFor(() => expect(order).toEqual(['start a']));
    const second = postAnswer(answer('b'));
    await new Promise((r) => setTimeout(r, 50));
    expect(order).toEqual(['start a']);
    release();
    expect(await first).toBe('stored');
    expect(await second).toBe('stored');
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b']);
    expect(localCounter().count).toBe(2);
  }, 10_000);

  it('retries a network failure once with the same answer id', async () => {
    const ids: string[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      ids.push(JSON.parse(String(init.body)).answers[0].answer_id);
      if (ids.length === 1) throw new TypeError('network down');
      return json({ stored: 1, daily: { count: 1, timestamp: Date.now() } });
    });
    expect(await postAnswer(answer('a'))).toBe('stored');
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });

  it('turns the server refusal into the limit, locally too', async () => {
    vi.stubGlobal('fetch', async () => json({ code: 'FLASH_CARDS_FREE_LIMIT', message: 'limite' }, 403));
    expect(await postAnswer(answer('a'))).toBe('limit');
    expect(localCounter().count).toBe(FREE_DAILY_ANSWERS);
    expect(localLimitReached()).toBe(true);
  });
});
