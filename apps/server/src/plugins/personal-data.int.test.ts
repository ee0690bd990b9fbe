import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDeletionJob } from '../features/accounts/accounts.service.js';
import { favorites, recents } from '../features/content/content.table.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createPersonalData } from './personal-data.js';

// The clean-up registry end to end: a deleted account leaves no favorites or recents behind, and
// another user's are untouched.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_IP: '100000' });
});
afterAll(() => t.close());

async function signUp(email: string) {
  const sent = await t.app.inject({ method: 'POST', url: '/api/login/emails/codes', payload: { email } });
  expect(sent.statusCode, sent.body).toBe(200);
  const code = t.app.mail.outbox()[0]!.text.match(/\b(\d{4})\b/)![1]!;
  const res = await t.app.inject({ method: 'POST', url: `/api/login/emails/codes/${code}`, payload: { email, code } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { token: string; user: { uid: string } };
}

const favorite = { id: 'afoxolaner', name: 'Afoxolaner', category: 1, type: 0 };

describe('personal-data clean-up', () => {
  it('favorites and recents are registered', () => {
    expect(t.app.personalData.names()).toEqual(expect.arrayContaining(['favorites', 'recents']));
  });

  it('the deletion job erases the account’s favorites and recents, and only theirs', async () => {
    const leaving = await signUp('saindo@clinica.com.br');
    const staying = await signUp('ficando@clinica.com.br');
    for (const s of [leaving, staying]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/preferences/favorites',
        payload: favorite,
        headers: { authorization: `Bearer ${s.token}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      await t.database.db.insert(recents).values({
        uid: s.user.uid,
        itemId: 'afoxolaner',
        name: 'Afoxolaner',
        kind: 'drug',
        type: 0,
        collection: 'drugs',
        category: 1,
        viewedAt: new Date(),
      });
    }
    const excl = await t.app.inject({
      method: 'POST',
      url: `/api/login/${leaving.user.uid}/exclusions`,
      headers: { authorization: `Bearer ${leaving.token}` },
    });
    expect(excl.statusCode, excl.body).toBe(200);

    const done = await runDeletionJob(t.database.db, { info: () => {} }, t.app.personalData);
    expect(done).toContain(leaving.user.uid);

    const count = async (table: typeof favorites | typeof recents, uid: string) =>
      (await t.database.db.select().from(table).where(eq(table.uid, uid))).length;
    expect(await count(favorites, leaving.user.uid)).toBe(0);
    expect(await count(recents, leaving.user.uid)).toBe(0);
    expect(await count(favorites, staying.user.uid)).toBe(1);
    expect(await count(recents, staying.user.uid)).toBe(1);
  });
});

describe('registry', () => {
  it('runs steps in order and refuses a name twice', async () => {
    const registry = createPersonalData();
    const calls: string[] = [];
    registry.register('a', async (_tx, uid) => {
      calls.push(`a:${uid}`);
    });
    registry.register('b', async (_tx, uid) => {
      calls.push(`b:${uid}`);
    });
    expect(() => registry.register('a', async () => {})).toThrow(/already registered/);
    await registry.erase(t.database.db, 'u1');
    expect(calls).toEqual(['a:u1', 'b:u1']);
  });
});
