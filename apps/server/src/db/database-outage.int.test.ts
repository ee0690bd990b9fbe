import { createServer, type Server, Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestDatabase, signedInUser, type TestApp, type TestDatabase, testConfig } from '../test/test-app.js';
import { openDatabase } from './client.js';

// The server survives its PostgreSQL. Backends are terminated from another
// connection while requests run, then the database "restarts" (a TCP relay between the app and
// PostgreSQL stops accepting, then comes back on the same port, as a restarted server does). The
// process lives, requests caught in it answer a pt-BR 503 in the error shape, readiness follows
// the database, and service resumes by itself.

const serverUrl = process.env.TEST_DATABASE_URL;

/** Forwards TCP to PostgreSQL; `down()` drops every connection and refuses new ones, like a restart. */
class Relay {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;
  constructor(
    private readonly host: string,
    private readonly targetPort: number,
  ) {}

  async up(): Promise<void> {
    if (this.server) return;
    const server = createServer((client) => {
      const upstream = new Socket();
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      upstream.connect(this.targetPort, this.host, () => {
        client.pipe(upstream).pipe(client);
      });
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

// Skipped on PGlite on purpose: the embedded database has no server connections to terminate.
// `.ci/run` sets TEST_DATABASE_URL when PostgreSQL answers on 127.0.0.1:5432, so CI runs it there.
describe.skipIf(!serverUrl)('when PostgreSQL goes away under load', () => {
  let test: TestDatabase;
  let relay: Relay;
  let t: TestApp;
  const crashes: unknown[] = [];
  const onCrash = (error: unknown) => crashes.push(error);

  beforeAll(async () => {
    process.on('uncaughtException', onCrash);
    process.on('unhandledRejection', onCrash);
    test = await createTestDatabase();
    const url = new URL(test.url as string);
    relay = new Relay(url.hostname, Number(url.port || 5432));
    await relay.up();
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    const database = await openDatabase({ url: url.toString(), poolMax: 4 });
    const config = testConfig();
    const app = await buildApp(config, { database });
    await app.ready();
    t = { app, config, database, close: async () => {} };
  });

  afterAll(async () => {
    await t?.app.close();
    if (!closed) await t?.database.close();
    await relay?.up().catch(() => {});
    await test?.drop();
    process.off('uncaughtException', onCrash);
    process.off('unhandledRejection', onCrash);
  });

  let closed = false;
  const fav = { id: 'afoxolaner', name: 'Afoxolaner', category: 1, type: 0 };

  it('answers 503s in the error shape for the requests caught in it, and lives', async () => {
    const { token } = await signedInUser(t);
    const headers = { authorization: `Bearer ${token}` };
    const answers: { status: number; body: unknown }[] = [];
    let running = true;
    // 16 users reading and toggling favorites (a transaction each) as fast as they can.
    const users = Array.from({ length: 16 }, async (_, i) => {
      while (running) {
        const res =
          i % 2
            ? await t.app.inject({ method: 'GET', url: '/api/preferences/favorites', headers })
            : await t.app.inject({ method: 'POST', url: '/api/preferences/favorites', headers, payload: fav });
        answers.push({ status: res.statusCode, body: res.json() });
      }
    });
    const killer = new pg.Client({ connectionString: test.url });
    await killer.connect();
    for (let round = 0; round < 5; round++) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      await killer.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
    }
    await killer.end();
    running = false;
    await Promise.all(users);

    expect(crashes).toEqual([]);
    const failures = answers.filter((a) => a.status !== 200);
    for (const failure of failures) {
      expect(failure).toEqual({
        status: 503,
        body: { code: 'DATABASE_UNAVAILABLE', message: expect.stringMatching(/^O Vetor está com uma instabilidade/) },
      });
    }
    expect(answers.length).toBeGreaterThan(failures.length);
    // Once the terminations stop, every request is served again.
    const after = await t.app.inject({ method: 'GET', url: '/api/preferences/favorites', headers });
    expect(after.statusCode).toBe(200);
  });

  it('reports the database down in readiness while it is gone, and resumes by itself when it is back', async () => {
    const { token } = await signedInUser(t);
    const headers = { authorization: `Bearer ${token}` };
    await relay.down();
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable', database: 'down', code: 'DATABASE_UNAVAILABLE' });
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    const during = await t.app.inject({ method: 'POST', url: '/api/preferences/favorites', headers, payload: fav });
    expect(during.statusCode).toBe(503);
    expect(during.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });

    await relay.up();
    let back = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    for (let tries = 0; back.statusCode !== 200 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      back = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    }
    expect(back.json()).toEqual({ status: 'ok', database: 'ok', files: 'ok' });
    const served = await t.app.inject({ method: 'POST', url: '/api/preferences/favorites', headers, payload: fav });
    expect(served.statusCode).toBe(200);
    expect(crashes).toEqual([]);
  });

  it('got every connection back: none was left checked out by a transaction that died', async () => {
    // Drizzle sends a transaction's `begin` outside its try/finally; before the pool released dead
    // clients itself, each `begin` hit by the outage kept its slot forever and close() never ended.
    await t.app.close();
    const outcome = await Promise.race([
      t.database.close().then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('a connection is still checked out'), 10_000)),
    ]);
    closed = true;
    expect(outcome).toBe('closed');
  });
});
