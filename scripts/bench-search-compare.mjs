// Before/after for search and AI search on one shared machine: the current build against a
// baseline build of another commit, in alternating rounds (scripts/lib/alternate.mjs), so both
// sides of each ratio see the same load. Also the CPU time of one search or one AI retrieval
// alone, through each build's PgSearchIndex on PGlite (in process: the database time of a request
// that misses the cache).
//   git worktree add /tmp/vetor-base <commit> && (cd /tmp/vetor-base && npm ci && npm run build -w @vetor/domain -w @vetor/server)
//   cp -r /tmp/vetor-base/apps/server/dist apps/server/dist-before     # beside dist, so it finds content/
//   npm run build -w @vetor/domain -w @vetor/server
//   BASELINE=apps/server/dist-before node scripts/bench-search-compare.mjs
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SignJWT } from 'jose';
import { openDatabase } from '../apps/server/dist/db/client.js';
import { migrate } from '../apps/server/dist/db/migrate.js';
import { seed } from '../apps/server/dist/db/seed.js';
import { createUser, setEntitlements } from '../apps/server/dist/features/accounts/accounts.repository.js';
import { alternate, pct, pinned, serverCommand } from './lib/alternate.mjs';
import { eachOnce, QUERIES, QUESTIONS, uniqueQueries, uniqueQuestions } from './lib/search-queries.mjs';

const baselineDir = resolve(process.env.BASELINE ?? 'apps/server/dist-before');
const root = new URL('..', import.meta.url).pathname;
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const secret = 'bench-secret-bench-secret-bench-secret-0123';
const quiet = { info() {}, warn() {} };

const workDir = mkdtempSync(join(tmpdir(), 'vetor-search-compare-'));
const dataDir = join(workDir, 'after');
const database = await openDatabase({ dataDir: join(dataDir, 'pg') });
await migrate(database);
await seed(database, quiet);
const { row } = await createUser(database.db, { email: 'bench@vetor.dev' });
await setEntitlements(database.db, row.uid, ['va_pro'], 'website');
const words = (await database.db.execute('select distinct word from search_words order by word')).rows.map(
  (r) => r.word,
);
const names = (
  await database.db.execute(
    'select distinct item_name from search_documents where section_title is null order by item_name',
  )
).rows.map((r) => r.item_name);
const coldQueries = uniqueQueries(words, 20_000);
const coldQuestions = uniqueQuestions(names, 5000);

// 1. One at a time, in process: CPU ms per call of each build's index (PGlite runs in this process).
const { PgSearchIndex: After } = await import('../apps/server/dist/lib/search-index/pg-search-index.js');
const { PgSearchIndex: Before } = await import(join(baselineDir, 'lib/search-index/pg-search-index.js'));
const indexes = { before: new Before(database.db), after: new After(database.db) };
async function cpuPerCall(index, calls) {
  const c0 = process.cpuUsage();
  for (const call of calls) await call(index);
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000 / calls.length;
}
const cases = [
  ['busca, 10 consultas do rodízio', QUERIES.map((q) => (ix) => ix.search({ q, isPremium: true }))],
  ['busca, 300 consultas variadas', coldQueries.slice(0, 300).map((q) => (ix) => ix.search({ q, isPremium: true }))],
  ['recuperação da IA, 5 perguntas', QUESTIONS.map((q) => (ix) => ix.passages(q, 8))],
  ['recuperação da IA, 100 perguntas variadas', coldQuestions.slice(0, 100).map((q) => (ix) => ix.passages(q, 8))],
];
console.log('\nCPU por chamada, uma de cada vez (PGlite no processo), mediana de 5 rodadas alternadas:\n');
console.log('| chamada | antes | depois | depois/antes |');
console.log('| --- | ---: | ---: | ---: |');
for (const [label, calls] of process.env.BENCH_HTTP_ONLY ? [] : cases) {
  for (const ix of Object.values(indexes)) await cpuPerCall(ix, calls.slice(0, 5));
  const b = [];
  const a = [];
  for (let i = 0; i < 5; i++) {
    if (i % 2) {
      a.push(await cpuPerCall(indexes.after, calls));
      b.push(await cpuPerCall(indexes.before, calls));
    } else {
      b.push(await cpuPerCall(indexes.before, calls));
      a.push(await cpuPerCall(indexes.after, calls));
    }
  }
  const med = (xs) => [...xs].sort((x, y) => x - y)[2];
  console.log(`| ${label} | ${med(b).toFixed(2)} ms | ${med(a).toFixed(2)} ms | ${pct(med(a) / med(b))} |`);
}
await database.close();

// 2. HTTP: each build serves its own copy of the same data.
const beforeData = join(workDir, 'before');
cpSync(dataDir, beforeData, { recursive: true });
async function start(serverJs, dir, port) {
  const [command, args] = serverCommand('node', [serverJs]);
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      SEED: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      JWT_SECRET: secret,
      RATE_LIMIT_MAX: '100000000',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`o servidor ${serverJs} terminou ao iniciar`);
    try {
      if ((await fetch(`${url}/api/health/ready`)).status === 200) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  const stop = () =>
    new Promise((r) => {
      child.once('exit', r);
      child.kill('SIGTERM');
    });
  return { url, stop };
}
const before = await start(join(baselineDir, 'server.js'), beforeData, 4391);
const after = await start('apps/server/dist/server.js', dataDir, 4392);
const now = Math.floor(Date.now() / 1000);
const token = await new SignJWT({ email: 'bench@vetor.dev', ent: ['va_pro'], prv: 'email' })
  .setProtectedHeader({ alg: 'HS256' })
  .setSubject(row.uid)
  .setIssuedAt(now)
  .setExpirationTime(now + 2400)
  .sign(new TextEncoder().encode(secret));
const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
const search = (q) => `/api/search?q=${encodeURIComponent(q)}`;
const ask = (q) => `/api/topics/ai-search?search=${encodeURIComponent(q)}`;
const rotating = (paths) => paths.map((path) => ({ method: 'GET', path, headers }));
const loads = [
  ['GET /api/search, 10 consultas em rodízio', () => rotating(QUERIES.map(search))],
  ['GET /api/search, consultas que não se repetem', () => [eachOnce(coldQueries.map(search), headers)]],
  ['GET /api/topics/ai-search, 5 perguntas em rodízio', () => rotating(QUESTIONS.map(ask))],
  ['GET /api/topics/ai-search, perguntas que não se repetem', () => [eachOnce(coldQuestions.map(ask), headers)]],
];
console.log(
  `\nHTTP, 10 conexões, ${rounds} rodadas alternadas de ${seconds} s${pinned ? ' (servidores na CPU 1, autocannon na CPU 0)' : ''}:\n`,
);
console.log(
  '| carga | antes req/s | depois req/s | depois/antes, mediana (mín–máx) | p99 depois, pior rodada | erros |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const [label, requests] of loads) {
  // Each side has its own sequence, so a query never repeats on either side.
  const r = await alternate({
    baseline: { url: before.url, requests: requests() },
    target: { url: after.url, requests: requests() },
    rounds,
    seconds,
  });
  console.log(
    `| ${label} | ${Math.round(r.baselineRps)} | ${Math.round(r.rps)} | ${pct(r.ratio)} (${pct(r.ratioMin)}–${pct(r.ratioMax)}) | ${r.p99} ms | ${r.bad} |`,
  );
}
await before.stop();
await after.stop();
rmSync(workDir, { recursive: true, force: true });
