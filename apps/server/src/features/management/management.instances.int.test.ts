import type { TopicItemFile } from '@vetor/domain/content/topic.schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { type Database, openDatabase } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { answers } from '../../test/local-services.js';
import { createTestDatabase, type TestDatabase, testConfig } from '../../test/test-app.js';
import { createEditor } from './management.service.js';

// A publish reaches every server instance sharing the database: approve on instance A, read on
// instance B at once. Each instance keeps its own HTTP cache, so B is warmed with the old text first;
// the test awaits B's receipt of the message, never a timer. Three ways instances hear each other:
// PostgreSQL LISTEN/NOTIFY (two connection pools on one database, when PostgreSQL answers on
// 127.0.0.1:5432), Redis pub/sub (REDIS_URL, when Redis answers on 127.0.0.1:6379), and PGlite's
// in-process LISTEN/NOTIFY (two instances in one process on one PGlite database).

const postgresUp = await answers(5432);
const redisUp = await answers(6379);
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const ITEM = '/api/management/topics/subtopics/items/cinomose';
const APP_ITEM = '/api/topics/doencas/items/cinomose';
const PASSWORD = 'senha-forte-admin-1';

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

async function instance(database: Database, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(env), { database });
  await app.ready();
  closers.push(() => app.close());
  return app;
}

const call = (app: FastifyInstance, method: 'GET' | 'POST', url: string, token: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

async function twoInstances(kind: 'postgres' | 'pglite', env: Record<string, string> = {}) {
  let test: TestDatabase;
  let second: Database;
  if (kind === 'postgres') {
    test = await createTestDatabase(POSTGRES_URL);
    second = await openDatabase({ url: test.url, poolMax: 2 });
    closers.push(() => test.drop());
    closers.push(() => second.close());
  } else {
    test = await createTestDatabase('');
    second = test.database;
    closers.push(() => test.drop());
  }
  const a = await instance(test.database, env);
  const b = await instance(second, env);
  await createEditor(test.database.db, { user: 'ana', name: 'Ana', password: PASSWORD, profile: 1 });
  const login = await a.inject({
    method: 'POST',
    url: '/api/management/login',
    payload: { user: 'ana', password: PASSWORD },
  });
  const editor = login.json().token as string;
  const email = `leitor-${kind}@teste.vetor.app`;
  const [row] = await test.database.db
    .insert(users)
    .values({ email, entitlements: ['va_pro'] })
    .returning({ uid: users.uid });
  const uid = row?.uid as string;
  const reader = (await b.tokens.sign({ uid, email, entitlements: ['va_pro'], provider: 'email' })).token;
  return { a, b, editor, reader, uid, db: test.database.db };
}

async function publishReachesTheOtherInstance(kind: 'postgres' | 'pglite', env: Record<string, string> = {}) {
  const { a, b, editor, reader } = await twoInstances(kind, env);
  const before = (await call(a, 'GET', ITEM, editor)).json() as { content: TopicItemFile };
  const oldText = (before.content.sections[0] as { text: string }).text;
  // B keeps the published text in its own cache (60 s) …
  expect((await call(b, 'GET', APP_ITEM, reader)).json().sections[0].text).toBe(oldText);
  const edited = structuredClone(before.content) as TopicItemFile & { sections: { text?: string }[] };
  edited.sections[0]!.text = `Texto novo publicado em ${kind}`;
  expect((await call(a, 'POST', ITEM, editor, edited)).statusCode).toBe(200);
  expect((await call(b, 'GET', APP_ITEM, reader)).json().sections[0].text).toBe(oldText);

  // … until A publishes: B hears it and drops its copy.
  const heard = b.broadcast.next('content');
  expect((await call(a, 'POST', `${ITEM}/approvals`, editor, { available: true })).statusCode).toBe(200);
  await heard;
  expect((await call(b, 'GET', APP_ITEM, reader)).json().sections[0].text).toBe(`Texto novo publicado em ${kind}`);
  const hits = (await call(b, 'GET', '/api/search?q=publicado', reader)).json().hits as { itemId: string }[];
  expect(hits.map((h) => h.itemId)).toContain('cinomose');

  // Disabling on A hides the item on B too, in its pages and in its search answers (B has this
  // search's answer cached from just above).
  const heardAgain = b.broadcast.next('content');
  await call(a, 'POST', `${ITEM}/approvals`, editor, { available: false });
  await heardAgain;
  expect((await call(b, 'GET', APP_ITEM, reader)).statusCode).toBe(404);
  const after = (await call(b, 'GET', '/api/search?q=publicado', reader)).json().hits as { itemId: string }[];
  expect(after.map((h) => h.itemId)).not.toContain('cinomose');
}

// The PostgreSQL run of the integration suite (TEST_DATABASE_URL) has no PGlite snapshot: there the
// PGlite case is left to the PGlite run, and Redis carries messages between PostgreSQL instances.
const onPostgresRun = Boolean(process.env.TEST_DATABASE_URL);

describe('a publish reaches every instance', () => {
  // Skipped only in the PostgreSQL run (no PGlite snapshot there); the PGlite run of the same suite runs it.
  it.runIf(!onPostgresRun)('on one PGlite database (two instances in one process)', async () => {
    await publishReachesTheOtherInstance('pglite');
  });

  // Skipped only where no PostgreSQL server answers on 127.0.0.1:5432 (CI and this machine have one).
  it.runIf(postgresUp)(
    'on one PostgreSQL database through LISTEN/NOTIFY',
    async () => {
      await publishReachesTheOtherInstance('postgres');
    },
    120_000,
  );

  // Skipped only where no Redis answers on 127.0.0.1:6379 (CI and this machine have one).
  it.runIf(redisUp)('through Redis pub/sub when REDIS_URL is set', async () => {
    await publishReachesTheOtherInstance(onPostgresRun ? 'postgres' : 'pglite', {
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
  });
});
