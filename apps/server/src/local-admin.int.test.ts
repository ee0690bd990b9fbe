import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { REPO_ROOT } from './config.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { LOCAL_EDITORS_PATH, newLocalAdminToken, writeLocalAdminFile } from './local-admin.js';
import { createTestDatabase, type TestDatabase, testConfig } from './test/test-app.js';

// The first administrator while the server runs: the command asks the server,
// which answers only a loopback socket, without proxy headers, holding the token of DATA_DIR.

const run = promisify(execFile);
const login = (app: FastifyInstance, user: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/management/login', payload: { user, password } });

describe('the local operator route', () => {
  let test: TestDatabase;
  let app: FastifyInstance;
  const token = newLocalAdminToken();
  const editor = { user: 'primeira-admin', name: 'Primeira Admin', password: 'senha-forte-123', profile: 1 };
  const post = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    app.inject({ method: 'POST', url: LOCAL_EDITORS_PATH, payload: editor, headers, remoteAddress });

  beforeAll(async () => {
    test = await createTestDatabase();
    app = await buildApp(testConfig(), { database: test.database, localAdminToken: token });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await test?.drop();
  });

  it('answers 404, as if it did not exist, without the token, through a proxy or from another computer', async () => {
    const right = { 'x-vetor-setup-token': token };
    for (const res of [
      await post({}),
      await post({ 'x-vetor-setup-token': `${token.slice(1)}x` }),
      await post({ ...right, 'x-forwarded-for': '203.0.113.9' }),
      await post({ ...right, forwarded: 'for=203.0.113.9' }),
      await post(right, '192.168.0.9'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    }
    expect((await login(app, editor.user, editor.password)).statusCode).toBe(401);
  });

  it('creates an editor who can sign in, and says in pt-BR when the user exists, with no hash', async () => {
    const created = await post({ 'x-vetor-setup-token': token });
    expect(created.statusCode).toBe(201);
    expect((await login(app, editor.user, editor.password)).statusCode).toBe(200);
    const again = await post({ 'x-vetor-setup-token': token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'MANAGEMENT_EDITOR_EXISTS',
      message: 'Já existe alguém da equipe com este usuário.',
      field: 'user',
    });
  });
});

describe('npm run management:create-admin while the server runs on PGlite', { timeout: 180_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'vetor-local-admin-'));
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    // This process is the server: it holds the folder, as `npm start` does.
    const database = await openDatabase({ dataDir: join(dataDir, 'pg') });
    await migrate(database);
    const token = newLocalAdminToken();
    app = await buildApp(testConfig({ DATA_DIR: dataDir }), { database, localAdminToken: token });
    await app.listen({ host: '127.0.0.1', port: 0 });
    writeLocalAdminFile(dataDir, (app.server.address() as { port: number }).port, token);
    close = async () => {
      await app.close();
      await database.close();
    };
  }, 180_000);
  afterAll(async () => {
    await close?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const createAdmin = () =>
    run(
      join(REPO_ROOT, 'node_modules/.bin/tsx'),
      [
        '--conditions=source',
        'apps/server/src/management-create-admin.ts',
        '--user',
        'ana-admin',
        '--name',
        'Ana Souza',
        '--password',
        'senha-forte-456',
      ],
      { cwd: REPO_ROOT, env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir } },
    ).then(
      ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        output: error.stdout + error.stderr,
      }),
    );

  it('creates the first administrator through the server, who can then sign in; a second run says the user exists', async () => {
    const first = await createAdmin();
    expect(first).toEqual({ code: 0, output: 'Pessoa da equipe "ana-admin" criada com o perfil 1.\n' });
    expect((await login(app, 'ana-admin', 'senha-forte-456')).statusCode).toBe(200);

    const second = await createAdmin();
    expect(second).toEqual({ code: 1, output: 'Já existe alguém da equipe com este usuário.\n' });
    expect(first.output + second.output).not.toMatch(/argon2|insert into|\$[0-9]/i);
  });
});
