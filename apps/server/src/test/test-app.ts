import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppDependencies, buildApp } from '../app.js';
import { type Config, type Env, loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { seed } from '../db/seed.js';
import { createUser, setEntitlements } from '../features/accounts/accounts.repository.js';
import { createEditor } from '../features/management/management.service.js';
import { managementTokens } from '../features/management/management.tokens.js';

// Each test file gets its own database: a copy of the PGlite snapshot, or, when TEST_DATABASE_URL
// points at a PostgreSQL server, a brand-new database there (dropped at the end).

export interface TestDatabase {
  database: Database;
  /** The new database's URL on PostgreSQL (another handle on it is another server instance). */
  url?: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(serverUrl = process.env.TEST_DATABASE_URL): Promise<TestDatabase> {
  if (serverUrl) {
    const name = `vetor_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), poolMax: 4 });
    await migrate(database);
    await seed(database, { info: () => {}, warn: () => {} });
    return {
      database,
      url: url.toString(),
      async drop() {
        // The pool is ended first (every connection closed), so a plain drop succeeds; `with
        // (force)` here used to kill connections a pool still held and crash the run with 57P01.
        await database.close();
        const again = new pg.Client({ connectionString: serverUrl });
        await again.connect();
        try {
          for (let attempt = 0; ; attempt++) {
            try {
              await again.query(`drop database if exists ${name}`);
              break;
            } catch (err) {
              // 55006: a closing connection has not left yet; give it a moment.
              if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
              await new Promise((resolve) => setTimeout(resolve, 100));
            }
          }
        } finally {
          await again.end();
        }
      },
    };
  }
  const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
  const database = await openDatabase({ snapshot });
  return { database, drop: () => database.close() };
}

export function testConfig(env: Env = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    WEB_DIST: '/nonexistent-web-dist',
    DATA_DIR: join(tmpdir(), 'vetor-test-data'),
    RATE_LIMIT_MAX: '100000',
    ...env,
  } as Record<string, string>);
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  close(): Promise<void>;
}

export async function createTestApp(env: Env = {}, deps: Omit<AppDependencies, 'database'> = {}): Promise<TestApp> {
  const { database, drop } = await createTestDatabase();
  const config = testConfig(env);
  const app = await buildApp(config, { database, ...deps });
  await app.ready();
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await drop();
    },
  };
}

/**
 * A real account (the auth plugin checks every token against its account) and a token for it.
 * Entitlements decide premium access, as in production.
 */
export async function signedInUser(
  t: TestApp,
  { email = `u-${randomBytes(5).toString('hex')}@teste.vetor.app`, entitlements = [] as string[] } = {},
): Promise<{ uid: string; email: string; token: string }> {
  const { row } = await createUser(t.database.db, { email });
  if (entitlements.length) await setEntitlements(t.database.db, row.uid, entitlements, 'website');
  t.app.auth.forget(row.uid);
  const { token } = await t.app.tokens.sign({ uid: row.uid, email, entitlements, provider: 'email' });
  return { uid: row.uid, email, token };
}

/** A management editor (profile 2 by default) and a management token for them. */
export async function editorToken(
  t: TestApp,
  { user = `ed-${randomBytes(4).toString('hex')}`, profile = 2 as 1 | 2 } = {},
) {
  const editorId = await createEditor(t.database.db, { user, name: user, password: 'senha-forte-editor-1', profile });
  const { token } = await managementTokens(t.config.jwtSecret).sign({ editorId, user, profile });
  return token;
}

/**
 * `inject` with a bearer token (app or management) and a JSON body: the one call shape the route
 * tests share, so each file says what it calls, not how.
 */
export type Inject = ReturnType<typeof injector>;

export function injector(t: TestApp) {
  return (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      ...(payload !== undefined ? { payload: payload as object } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
}

export interface AuditRow {
  editorUser: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

/** The management audit rows of one target (`news:<id>`, `ad:<uuid>`…), oldest first, as an editor reads them. */
export async function auditTrail(t: TestApp, editor: string, target: string): Promise<AuditRow[]> {
  const entries = (await injector(t)('GET', '/api/management/audit', editor)).json().entries as AuditRow[];
  return entries.filter((e) => e.target === target).reverse();
}
