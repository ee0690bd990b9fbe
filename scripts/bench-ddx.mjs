// `node scripts/bench-ddx.mjs` (after `npm run build`): in-process timings (Fastify inject, PGlite)
// of the two decision-support calls — a 15-sign POST /api/topics/ddx/signs over every
// diagnosis and a 6-drug POST /api/entities/drugs/interactions — with p50/p95/p99 over N calls.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dist = new URL('../apps/server/dist/', import.meta.url).pathname;
const { buildApp } = await import(join(dist, 'app.js'));
const { loadConfig } = await import(join(dist, 'config.js'));
const { openDatabase } = await import(join(dist, 'db/client.js'));
const { migrate } = await import(join(dist, 'db/migrate.js'));
const { seed } = await import(join(dist, 'db/seed.js'));
const { createUser, setEntitlements } = await import(join(dist, 'features/accounts/accounts.repository.js'));

const N = Number(process.env.BENCH_N ?? 500);
const database = await openDatabase({});
await migrate(database);
await seed(database, { info: () => {}, warn: console.warn });
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  WEB_DIST: '/nonexistent',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'vetor-bench-ddx-')),
  RATE_LIMIT_MAX: '100000000',
});
const app = await buildApp(config, { database });
await app.ready();
// Tokens of accounts that do not exist are refused: the bench signs in a real PRO account.
const { row } = await createUser(database.db, { email: 'bench@teste.vetor.app' });
await setEntitlements(database.db, row.uid, ['va_pro'], 'website');
const { token } = await app.tokens.sign({
  uid: row.uid,
  email: 'bench@teste.vetor.app',
  entitlements: ['va_pro'],
  provider: 'email',
});
const headers = { authorization: `Bearer ${token}` };

const signs = (await app.inject({ method: 'GET', url: '/api/topics/ddx/signs', headers })).json().signs;
// 15 common signs: the widest candidate set the ranking can get.
const fifteen = signs
  .filter((s) => s.group !== 'reproductive')
  .slice(0, 15)
  .map((s) => s.id);
const six = ['meloxicam', 'prednisolona', 'tramadol', 'fluoxetina', 'itraconazol', 'ciclosporina'];

function report(label, ms) {
  ms.sort((a, b) => a - b);
  const q = (p) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))].toFixed(2);
  console.log(`${label}: n=${N} p50 ${q(0.5)} ms · p95 ${q(0.95)} ms · p99 ${q(0.99)} ms`);
}

async function time(label, request) {
  for (let i = 0; i < 50; i++) await app.inject(request);
  const ms = [];
  for (let i = 0; i < N; i++) {
    const t0 = performance.now();
    const res = await app.inject(request);
    ms.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
  }
  report(label, ms);
}

/** The service function alone (ranking / pair expansion over the in-memory reference data). */
async function timeService(label, fn) {
  for (let i = 0; i < 50; i++) await fn();
  const ms = [];
  for (let i = 0; i < N; i++) {
    const t0 = performance.now();
    await fn();
    ms.push(performance.now() - t0);
  }
  report(label, ms);
}

await time('POST /api/topics/ddx/signs (15 signs, cat)', {
  method: 'POST',
  url: '/api/topics/ddx/signs',
  headers,
  payload: { species: 2, sex: null, signs: fifteen },
});
await time('POST /api/entities/drugs/interactions (6 drugs)', {
  method: 'POST',
  url: '/api/entities/drugs/interactions',
  headers,
  payload: { drugs: six },
});
const ddx = await import(join(dist, 'features/ddx/ddx.service.js'));
const interactions = await import(join(dist, 'features/interactions/interactions.service.js'));
await timeService('  ddx rank() alone', () => ddx.rank(database.db, { species: 2, sex: null, signs: fifteen }));
await timeService('  interactions check() alone', () => interactions.check(database.db, six));
await app.close();
await database.close();
