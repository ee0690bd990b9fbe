import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cardsProgressResponse, cardsResponse } from '@vetor/domain/flashcards/flashcards.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config.js';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app.js';
import { loadFlashcardFiles, seedFlashcards } from './flashcards.seed.js';

let t: TestApp;
// Test users by label: each label is one real account (the auth plugin checks tokens against it).
const accounts: Record<string, { token: string; uid: string }> = {};
async function accountFor(label: string, premium = false) {
  const key = `${label}:${premium}`;
  accounts[key] ??= await signedInUser(t, { entitlements: premium ? ['va_pro'] : [] });
  return accounts[key];
}
async function tokenFor(label: string, premium = false) {
  return (await accountFor(label, premium)).token;
}
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const auth = async (uid: string, premium = false) => ({ authorization: `Bearer ${await tokenFor(uid, premium)}` });

async function cardIds(uid: string, n: number): Promise<string[]> {
  const res = await t.app.inject({
    url: '/api/preferences/cards?content_type=1&card_class=Diuréticos de alça',
    headers: await auth(uid),
  });
  const cards = cardsResponse.parse(res.json()).cards;
  expect(cards.length).toBeGreaterThan(0);
  return Array.from({ length: n }, (_, i) => cards[i % cards.length]!.card_id);
}

function answer(cardId: string, score = 4, answerId = randomUUID()) {
  return { answer_id: answerId, card_id: cardId, score };
}

describe('flashcards content', () => {
  it('seeds at least 400 cards over the four content types', async () => {
    const files = await loadFlashcardFiles();
    expect(files.flatMap((f) => f.cards).length).toBeGreaterThanOrEqual(400);
    expect(new Set(files.map((f) => f.content_type))).toEqual(new Set([1, 2, 3, 4]));
  });
  it('a second seed over unchanged files writes nothing and keeps the cards', async () => {
    const before = await t.database.db.execute('select count(*)::int as n from flashcards');
    const n = (Array.isArray(before) ? before : (before as { rows: { n: number }[] }).rows)[0] as { n: number };
    expect(await seedFlashcards(t.database)).toBe(n.n);
  });
  it('a card file naming an item that does not exist fails the seed, naming the file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cards-'));
    try {
      cpSync(join(REPO_ROOT, 'content'), dir, { recursive: true });
      const path = join(dir, 'flashcards', 'drugs', 'furosemida.json');
      writeFileSync(
        path,
        readFileSync(path, 'utf8').replace('"content_id": "furosemida"', '"content_id": "nao-existe"'),
      );
      await expect(loadFlashcardFiles(dir)).rejects.toThrow(/content\/flashcards\/drugs\/furosemida\.json: content_id/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it('the search list flags items with cards', async () => {
    const res = await t.app.inject({ url: '/api/preferences/searches/20', headers: await auth('s-1') });
    const items = res.json().items as { id: string; card: boolean }[];
    expect(items.find((i) => i.id === 'furosemida')?.card).toBe(true);
    expect(items.some((i) => !i.card)).toBe(true);
  });
});

describe('GET /preferences/cards', () => {
  it('needs a token', async () => {
    expect((await t.app.inject({ url: '/api/preferences/cards/progress' })).statusCode).toBe(401);
  });
  it('asks for a category and a class or a content', async () => {
    const res = await t.app.inject({ url: '/api/preferences/cards?content_type=1', headers: await auth('q-1') });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('FLASH_CARDS_SELECT_CATEGORY_AND_CLASS');
  });
  it('lists one content item', async () => {
    const res = await t.app.inject({ url: '/api/preferences/cards?content_id=furosemida', headers: await auth('q-1') });
    const cards = cardsResponse.parse(res.json()).cards;
    expect(cards.every((c) => c.content_id === 'furosemida')).toBe(true);
  });
});

describe('POST /preferences/cards', () => {
  it("refuses a free user's 15th answer of the day, even when the client lies about its count", async () => {
    const uid = 'free-limit';
    const ids = await cardIds(uid, 16);
    const sent = ids.map((id) => answer(id));
    // The client says nothing about its count (or claims 0 every time): only the server counts.
    for (let i = 0; i < 14; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/preferences/cards',
        headers: await auth(uid),
        payload: { answers: [sent[i]!] },
      });
      expect(res.statusCode, `answer ${i + 1}`).toBe(200);
      expect(res.json().daily.count).toBe(i + 1);
    }
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/preferences/cards',
      headers: await auth(uid),
      payload: { answers: [answer(ids[14]!)] },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FLASH_CARDS_FREE_LIMIT');
    // The retry of the 14th answer (its response was lost) is still answered, as a no-op.
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/preferences/cards',
      headers: await auth(uid),
      payload: { answers: [sent[13]!] },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ stored: 0, daily: { count: 14 } });
  });

  it('refuses the 15th even when 20 answers arrive in parallel or in one batch', async () => {
    const uid = 'free-parallel';
    const ids = await cardIds(uid, 20);
    const results = await Promise.all(
      ids.map(async (id) =>
        t.app.inject({
          method: 'POST',
          url: '/api/preferences/cards',
          headers: await auth(uid),
          payload: { answers: [answer(id)] },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(14);
    expect(results.filter((r) => r.statusCode === 403)).toHaveLength(6);

    const batchUid = 'free-batch';
    const batchIds = await cardIds(batchUid, 20);
    const batch = await t.app.inject({
      method: 'POST',
      url: '/api/preferences/cards',
      headers: await auth(batchUid),
      payload: { answers: batchIds.map((id) => answer(id)) },
    });
    expect(batch.statusCode).toBe(403);
    const progress = cardsProgressResponse.parse(
      (await t.app.inject({ url: '/api/preferences/cards/progress', headers: await auth(batchUid) })).json(),
    );
    expect(progress.daily.count).toBe(14);
  });

  it('never limits a PRO user', async () => {
    const uid = 'pro-unlimited';
    const ids = await cardIds(uid, 20);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/preferences/cards',
      headers: await auth(uid, true),
      payload: { answers: ids.map((id) => answer(id, 5)) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().stored).toBe(20);
  });

  it('stores a retried answer once', async () => {
    const uid = 'retry';
    const [id] = await cardIds(uid, 1);
    const same = answer(id!, 3);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/preferences/cards',
      headers: await auth(uid),
      payload: { answers: [same] },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/preferences/cards',
      headers: await auth(uid),
      payload: { answers: [same] },
    });
    expect(first.json().stored).toBe(1);
    expect(again.statusCode).toBe(200);
    expect(again.json().stored).toBe(0);
    expect(again.json().daily.count).toBe(1);
    const { uid: retryUid } = await accountFor(uid);
    const rows = await t.database.db.execute(`select count(*)::int as n from card_answers where uid = '${retryUid}'`);
    const n = (Array.isArray(rows) ? rows : (rows as { rows: { n: number }[] }).rows)[0] as { n: number };
    expect(n.n).toBe(1);
  });

  it("schedules from the card's stored FSRS state, across posts and inside one batch", async () => {
    const uid = 'fsrs-chain';
    const [a, b] = await cardIds(uid, 2);
    const post = async (answers: object[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/preferences/cards',
        headers: await auth(uid, true),
        payload: { answers },
      });
    // A new card rated Good is in learning (due in minutes); a second Good takes it to review (days).
    await post([answer(a!, 4)]);
    await post([answer(a!, 4)]);
    await post([answer(b!, 4), answer(b!, 4)]);
    const res = await t.app.inject({
      url: '/api/preferences/cards?content_type=1&card_class=Diuréticos de alça',
      headers: await auth(uid, true),
    });
    const due = new Map(cardsResponse.parse(res.json()).cards.map((c) => [c.card_id, c.due]));
    const inADay = Date.now() + 24 * 60 * 60 * 1000;
    expect(due.get(a!)).toBeGreaterThan(inADay);
    expect(due.get(b!)).toBeGreaterThan(inADay);
  });

  it('rejects an unknown card and a bad score', async () => {
    const headers = await auth('bad');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/preferences/cards',
      headers,
      payload: { answers: [answer('nao-existe')] },
    });
    expect(unknown.statusCode).toBe(404);
    const [id] = await cardIds('bad', 1);
    const score = await t.app.inject({
      method: 'POST',
      url: '/api/preferences/cards',
      headers,
      payload: { answers: [answer(id!, 6)] },
    });
    expect(score.statusCode).toBe(400);
  });
});

describe('progress', () => {
  it('shows each user only their own answers, with latest score, average and review counts', async () => {
    const ids = await cardIds('alice', 3);
    const post = async (uid: string, body: { answers: object[] }) =>
      t.app.inject({ method: 'POST', url: '/api/preferences/cards', headers: await auth(uid, true), payload: body });
    await post('alice', { answers: [answer(ids[0]!, 5), answer(ids[1]!, 4)] });
    // Re-answering sends the previous score; the latest one counts.
    await post('alice', { answers: [{ ...answer(ids[1]!, 1), previous_score: 4 }] });

    const progress = async (uid: string) =>
      cardsProgressResponse.parse(
        (await t.app.inject({ url: '/api/preferences/cards/progress', headers: await auth(uid, true) })).json(),
      );
    const a = await progress('alice');
    const furosemide = a.contents.find((c) => c.content_id === 'furosemida')!;
    expect(furosemide.answers_total).toBe(2);
    expect(furosemide.average_latest_score).toBe(3);
    expect(furosemide.review.learning).toBe(1); // the card rated 1 comes back today
    expect(furosemide.review.new).toBe(furosemide.total - 2);
    expect(a.categories.map((c) => c.content_type)).toEqual([4, 1, 2, 3]);

    const b = await progress('bob');
    expect(b.contents.find((c) => c.content_id === 'furosemida')!.answers_total).toBe(0);
    const bobCards = cardsResponse.parse(
      (
        await t.app.inject({ url: '/api/preferences/cards?content_id=furosemida', headers: await auth('bob', true) })
      ).json(),
    ).cards;
    expect(bobCards.every((c) => c.score === undefined)).toBe(true);

    const content = await t.app.inject({
      url: '/api/preferences/cards/contents/furosemida',
      headers: await auth('alice', true),
    });
    expect(content.json().content.answers_total).toBe(2);
    const today = cardsResponse.parse(
      (
        await t.app.inject({
          url: '/api/preferences/cards?content_id=furosemida&review=today',
          headers: await auth('alice', true),
        })
      ).json(),
    ).cards;
    // The Good card is not due today; the Again card and the new ones are.
    expect(today.find((c) => c.card_id === ids[0])).toBeUndefined();
    expect(today.find((c) => c.card_id === ids[1])).toBeDefined();
  });
});
