import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.js';
import { DEMO_PREMIUM_USER } from '../features/accounts/accounts.seed.js';
import { users } from '../features/accounts/accounts.table.js';
import { news } from '../features/news/news.table.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { seed, seedFingerprint } from './seed.js';

// The test database is seeded by the same explicit list as `npm start` (db/seed.ts), whatever
// modules a test happens to import.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seed', () => {
  it('has the demo PRO account in the test database, and it can sign in', async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, DEMO_PREMIUM_USER.email));
    expect(row?.entitlements).toContain('va_pro');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/login/emails/${DEMO_PREMIUM_USER.email}/passwords`,
      headers: { 'x-password': DEMO_PREMIUM_USER.password },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('leaves the public demo account out when not asked for (production), and seeds it once asked', async () => {
    const demo = () => t.database.db.select().from(users).where(eq(users.email, DEMO_PREMIUM_USER.email));
    const [row] = await demo();
    await t.database.db.execute(sql`delete from subscriptions where uid = ${row?.uid}`);
    await t.database.db.delete(users).where(eq(users.email, DEMO_PREMIUM_USER.email));
    const quiet = { info: () => {}, warn: () => {} };
    expect(await seed(t.database, quiet, { demo: false })).toEqual({ skipped: false });
    expect(await demo()).toEqual([]);
    // Asking for it later is a change of its own: not skipped as "nothing changed".
    expect(await seed(t.database, quiet, { demo: true })).toEqual({ skipped: false });
    expect((await demo())[0]?.entitlements).toContain('va_pro');
  });

  it('is idempotent: running every step again adds nothing', async () => {
    const before = await t.database.db.$count(users);
    await seed(t.database, { info: () => {}, warn: () => {} }, { force: true });
    expect(await t.database.db.$count(users)).toBe(before);
  });
});

describe('seed skipped when nothing changed', () => {
  const NEWS_ID = 'algoritmos-interativos-novos';
  const lines: string[] = [];
  const log = { info: (msg: unknown) => void lines.push(String(msg)), warn: () => {} };

  it('runs no step when content and code are those of the last seed', async () => {
    await seed(t.database, log);
    lines.length = 0;
    expect(await seed(t.database, log)).toEqual({ skipped: true });
    expect(lines).toEqual(['seed: conteúdo e código iguais aos do último seed; nada a carregar']);
  });

  it('runs again, and loads the change, when a content file changes', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'vetor-seed-content-'));
    try {
      cpSync(join(REPO_ROOT, 'content'), copy, { recursive: true });
      // The same bytes elsewhere are the same content: still skipped.
      expect(seedFingerprint(copy)).toBe(seedFingerprint());
      expect(await seed(t.database, log, { contentDir: copy })).toEqual({ skipped: true });

      const file = join(copy, 'news', `${NEWS_ID}.json`);
      const changed = JSON.parse(readFileSync(file, 'utf8'));
      changed.title = 'Título revisto pelo editor';
      writeFileSync(file, JSON.stringify(changed, null, 2));
      expect(seedFingerprint(copy)).not.toBe(seedFingerprint());

      lines.length = 0;
      expect(await seed(t.database, log, { contentDir: copy })).toEqual({ skipped: false });
      const [row] = await t.database.db.select({ title: news.title }).from(news).where(eq(news.id, NEWS_ID));
      expect(row?.title).toBe('Título revisto pelo editor');
      // Every step ran, not only the one whose files changed.
      expect(lines.some((l) => l.startsWith('ddx:'))).toBe(true);
      // And the next start with the same files skips again.
      expect(await seed(t.database, log, { contentDir: copy })).toEqual({ skipped: true });
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
    // Back to the repository's content: it differs from the copy, so the seed runs again.
    expect(await seed(t.database, log)).toEqual({ skipped: false });
  });
});
