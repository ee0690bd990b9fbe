import type { TopicItemFile } from '@vetor/domain/content/topic.schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { type Database, openDatabase } from './db/client.js';
import { createUser, setEntitlements } from './features/accounts/accounts.repository.js';
import { createEditor } from './features/management/management.service.js';
import { answers } from './test/local-services.js';
import { startS3 } from './test/s3-peer.js';
import { createTestDatabase, type TestDatabase, testConfig } from './test/test-app.js';

// Two server instances as a cluster runs them: one PostgreSQL database (each instance its own pool),
// Redis for messages and rate limits, an S3 peer for files. What one instance changes, the other
// serves within a second without waiting for a cache to expire; a clean-up job runs on one instance
// at a time. Nothing here waits on a broadcast hook: each check polls the other instance's answers.

const postgresUp = await answers(5432);
const redisUp = await answers(6379);
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STORE_AUTH = 'Bearer store-webhook-secret-cluster-0123';
const PASSWORD = 'senha-forte-admin-1';
const ITEM = '/api/management/topics/subtopics/items/cinomose';
const APP_ITEM = '/api/topics/doencas/items/cinomose';

let test: TestDatabase;
let second: Database;
let s3: Awaited<ReturnType<typeof startS3>>;
let a: FastifyInstance;
let b: FastifyInstance;

// Skipped only where PostgreSQL (127.0.0.1:5432) or Redis (127.0.0.1:6379) does not answer; CI and
// this machine have both.
describe.runIf(postgresUp && redisUp)('two instances on PostgreSQL, Redis and an S3 store', () => {
  beforeAll(async () => {
    test = await createTestDatabase(POSTGRES_URL);
    second = await openDatabase({ url: test.url as string, poolMax: 4 });
    s3 = await startS3();
    const env = { REDIS_URL: 'redis://127.0.0.1:6379', S3_URL: s3.url, STORE_WEBHOOK_AUTH: STORE_AUTH };
    a = await buildApp(testConfig(env), { database: test.database });
    b = await buildApp(testConfig(env), { database: second });
    await Promise.all([a.ready(), b.ready()]);
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await test?.drop();
    await s3?.close();
  });

  const call = (app: FastifyInstance, method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  /** Polls `check` on the other instance until it holds; the time it took, failing past 1 s. */
  async function withinOneSecond(check: () => Promise<boolean>): Promise<number> {
    const started = performance.now();
    while (!(await check())) {
      if (performance.now() - started > 1000)
        throw new Error('the other instance still serves the old answer after 1 s');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return performance.now() - started;
  }

  let editor: string | undefined;
  /** An administrator of the management area, signed in on A. */
  async function editorToken(): Promise<string> {
    if (editor) return editor;
    await createEditor(test.database.db, { user: 'ana', name: 'Ana', password: PASSWORD, profile: 1 });
    const login = await call(a, 'POST', '/api/management/login', undefined, { user: 'ana', password: PASSWORD });
    editor = login.json().token as string;
    return editor;
  }

  async function reader(email: string): Promise<{ uid: string; token: string }> {
    const { row } = await createUser(test.database.db, { email });
    const { token } = await b.tokens.sign({ uid: row.uid, email, entitlements: [], provider: 'email' });
    return { uid: row.uid, token };
  }

  it('reports the database, the store and Redis in readiness', async () => {
    for (const app of [a, b]) {
      const ready = await app.inject({ url: '/api/health/ready' });
      expect(ready.json()).toEqual({ status: 'ok', database: 'ok', files: 'ok', redis: 'ok' });
    }
  });

  it('serves on B an edit published on A within 1 s: the page, search and AI answers', async () => {
    const editor = await editorToken();
    const pro = await reader('pro-cluster@teste.vetor.app');
    // Entitlements straight in the table: this test is about content, the next one about purchases.
    await setEntitlements(test.database.db, pro.uid, ['va_pro'], 'website');
    const word = 'Quimiorresistência';
    const before = (await call(a, 'GET', ITEM, editor)).json() as { content: TopicItemFile };
    // B warms its caches with the old text: the page, a search and an AI answer for the new word.
    const oldText = (before.content.sections[0] as { text: string }).text;
    expect((await call(b, 'GET', APP_ITEM, pro.token)).json().sections[0].text).toBe(oldText);
    const searchOf = async () =>
      (
        (await call(b, 'GET', `/api/search?q=${encodeURIComponent(word)}`, pro.token)).json().hits as {
          itemId: string;
        }[]
      ).map((h) => h.itemId);
    const aiOf = async () => {
      const res = await call(b, 'GET', `/api/topics/ai-search?search=${encodeURIComponent(word)}`, pro.token);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().sources as { link: string }[]).map((s) => s.link).join(' ');
    };
    expect(await searchOf()).not.toContain('cinomose');
    expect(await aiOf()).not.toContain('cinomose');

    const edited = structuredClone(before.content) as TopicItemFile & { sections: { text?: string }[] };
    edited.sections[0]!.text = `${word}: texto novo publicado no cluster.`;
    expect((await call(a, 'POST', ITEM, editor, edited)).statusCode).toBe(200);
    expect((await call(a, 'POST', `${ITEM}/approvals`, editor, { available: true })).statusCode).toBe(200);

    const page = await withinOneSecond(async () =>
      String((await call(b, 'GET', APP_ITEM, pro.token)).json().sections[0].text).startsWith(word),
    );
    const search = await withinOneSecond(async () => (await searchOf()).includes('cinomose'));
    const ai = await withinOneSecond(async () => (await aiOf()).includes('cinomose'));
    expect(Math.max(page, search, ai)).toBeLessThan(1000);
  });

  it('unlocks PRO on B within 1 s of a subscription webhook received by A', async () => {
    const vet = await reader('assinante-cluster@teste.vetor.app');
    // B remembers the free account (its state cache keeps it for seconds) …
    expect((await call(b, 'GET', '/api/topics/ddx/signs', vet.token)).statusCode).toBe(403);
    const now = Date.now();
    const webhook = await a.inject({
      method: 'POST',
      url: '/api/purchases/webhooks/store',
      headers: { authorization: STORE_AUTH },
      payload: {
        api_version: '1.0',
        event: {
          id: `rc_cluster_${now}`,
          type: 'INITIAL_PURCHASE',
          app_user_id: vet.uid,
          original_app_user_id: vet.uid,
          product_id: 'va_pro_monthly_ios',
          entitlement_ids: ['va_pro'],
          original_transaction_id: `tx-${vet.uid}`,
          store: 'APP_STORE',
          event_timestamp_ms: now,
          expiration_at_ms: now + 30 * 86_400_000,
        },
      },
    });
    expect(webhook.statusCode, webhook.body).toBe(200);
    // … until A's purchase reaches it.
    await withinOneSecond(async () => (await call(b, 'GET', '/api/topics/ddx/signs', vet.token)).statusCode === 200);
  });

  it('refuses on B within 1 s the tokens of an account blocked on A', async () => {
    const vet = await reader('bloqueado-cluster@teste.vetor.app');
    const me = async () => (await call(b, 'GET', '/api/login/users/me', vet.token)).statusCode;
    expect(await me()).toBe(200);
    const blocked = await call(a, 'POST', `/api/management/customers/${vet.uid}`, await editorToken(), {
      blocked: true,
    });
    expect(blocked.json()).toMatchObject({ blocked: true });
    await withinOneSecond(async () => (await me()) === 401);
  });

  it('runs a clean-up job on one instance at a time, and again once the other is done', async () => {
    let runs = 0;
    const job = {
      everyMs: 60_000,
      run: async () => {
        runs++;
        await new Promise((resolve) => setTimeout(resolve, 300));
        return 0;
      },
    };
    a.cleanUp.register('cluster:test-job', job);
    b.cleanUp.register('cluster:test-job', job);
    const both = await Promise.all([
      a.cleanUp.runExclusive('cluster:test-job'),
      b.cleanUp.runExclusive('cluster:test-job'),
    ]);
    expect(both.map((r) => r.ran).sort()).toEqual([false, true]);
    expect(runs).toBe(1);
    // The lock went with the transaction: the next round runs.
    expect((await b.cleanUp.runExclusive('cluster:test-job')).ran).toBe(true);
    expect(runs).toBe(2);
    // The registered jobs themselves, twice at once across the instances: one runs, neither fails.
    for (const name of a.cleanUp.names().filter((n) => n !== 'cluster:test-job')) {
      const results = await Promise.all([a.cleanUp.runExclusive(name), b.cleanUp.runExclusive(name)]);
      expect(results.filter((r) => r.ran).length).toBeGreaterThanOrEqual(1);
    }
  });

  it('keeps the files one instance stores where the other reads them', async () => {
    await a.files.put('cluster/probe.txt', Buffer.from('olá'), 'text/plain');
    expect((await b.files.get('cluster/probe.txt'))?.body.toString()).toBe('olá');
    await b.files.delete('cluster/probe.txt');
  });

  it('shows /metrics to this machine: the request histogram by route and the pool gauges', async () => {
    await a.inject({ url: '/api/health/live' });
    const res = await a.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(
      /vetor_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health\/live",status_code="200"\} \d+/,
    );
    expect(res.body).toMatch(/vetor_db_pool_connections\{state="total"\} [1-9]/);
    expect(res.body).toMatch(/vetor_db_pool_connections\{state="waiting"\} 0/);
    expect(res.body).toMatch(/vetor_db_pool_max [1-9]/);
    expect(res.body).toMatch(/vetor_cache_lookups_total\{cache="content",result="hit"\} \d+/);
    // Through a proxy (a forwarding header) it does not exist, unless the scraper has the token.
    const proxied = await a.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.statusCode).toBe(404);
  });
});
