// Cold search and cold AI answers as the library grows, over HTTP, each paired with a bare Fastify
// server in the same rounds. For each size (the sample library plus BENCH_SIZES generated items,
// four documents each: scripts/lib/search-corpus.mjs) the built server and a bare `GET /hello`
// (scripts/bench-hello.mjs) run side by side, both pinned to CPU 1 (autocannon on CPU 0), and are
// loaded in alternating rounds at 10 connections: bare, cold search, bare, cold AI, then the
// reverse order. "Cold" queries never repeat (scripts/lib/search-queries.mjs), so every request
// misses the HTTP cache and reaches the database. Per measure: req/s, p95 of every response's
// latency, and CPU per request — the server's threads (/proc/<pid>/task/*/schedstat) plus, on
// PostgreSQL, the backends serving its database (/proc/<pid>/stat): the figure load moves least.
// Per size also: how long the first search took (it reads the index into the server's memory) and
// the server's resident memory after the rounds.
// The data dir (or database) is prepared before the server starts (migrate, seed, the generated
// corpus as its own search source), so the server opens it as is.
//   npm run build -w @vetor/domain -w @vetor/server
//   node scripts/bench-search.mjs                                                     # PGlite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node scripts/bench-search.mjs
//   BENCH_SIZES=1000 BENCH_ROUNDS=1 BENCH_SECONDS=3 node scripts/bench-search.mjs      # quick look
//   BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' …                             # profile the server
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { SignJWT } from 'jose';
import pg from 'pg';
import { openDatabase } from '../apps/server/dist/db/client.js';
import { migrate } from '../apps/server/dist/db/migrate.js';
import { seed } from '../apps/server/dist/db/seed.js';
import { createUser, setEntitlements } from '../apps/server/dist/features/accounts/accounts.repository.js';
import { PgSearchIndex } from '../apps/server/dist/lib/search-index/pg-search-index.js';
import { serverCommand } from './lib/alternate.mjs';
import { startBuiltServer } from './lib/built-server.mjs';
import { threadsCpuNs } from './lib/cpu.mjs';
import { generatedCorpus } from './lib/search-corpus.mjs';
import { eachOnce, uniqueQueries, uniqueQuestions } from './lib/search-queries.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const sizes = (process.env.BENCH_SIZES ?? '1000,10000,50000').split(',').map(Number);
const connections = 10;
const secret = 'bench-secret-bench-secret-bench-secret-0123';
const quiet = { info() {}, warn() {} };
const adminUrl = process.env.DATABASE_URL;
const engine = adminUrl ? 'PostgreSQL' : 'PGlite';

function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** CPU of each PostgreSQL backend serving `dbName` (its process title names the database), in ns. */
function backendsCpuNs(dbName) {
  const found = new Map();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${dbName} `)) continue;
      // utime and stime are fields 14 and 15, after the parenthesised command name.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      found.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1e9) / 100);
    } catch {}
  }
  return found;
}

/** A CPU meter over the server's threads and, on PostgreSQL, its database's backends. */
function cpuMeter(pid, dbName) {
  const before = { own: threadsCpuNs(pid), backends: dbName ? backendsCpuNs(dbName) : new Map() };
  return () => {
    let ns = threadsCpuNs(pid) - before.own;
    if (dbName) {
      // A backend born during the load counts whole; one that ended during it is lost (rare: the pool keeps them).
      for (const [p, cpu] of backendsCpuNs(dbName)) ns += cpu - (before.backends.get(p) ?? 0);
    }
    return ns;
  };
}

/** Runs statements on the server's admin database (DATABASE_URL), one connection. */
async function admin(...statements) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  for (const statement of statements) await client.query(statement);
  await client.end();
}

/** A fresh database of this name; returns its URL. */
async function createDatabase(name) {
  await admin(`drop database if exists ${name} with (force)`, `create database ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

const dropDatabase = (name) => admin(`drop database if exists ${name} with (force)`);

async function prepare({ url, dataDir, items }) {
  const database = await openDatabase(url ? { url } : { dataDir: join(dataDir, 'pg') });
  await migrate(database);
  await seed(database, quiet);
  // Tokens of accounts that do not exist are refused: the bench signs in a real PRO account.
  const { row } = await createUser(database.db, { email: 'bench@vetor.dev' });
  await setEntitlements(database.db, row.uid, ['va_pro'], 'website');
  const words = (await database.db.execute('select distinct word from search_words order by word')).rows.map(
    (r) => r.word,
  );
  const started = performance.now();
  // Deterministic: every run indexes the same corpus.
  await new PgSearchIndex(database.db).replaceSource('bench-corpus', generatedCorpus(words, items));
  const indexMs = Math.round(performance.now() - started);
  const names = (
    await database.db.execute(
      'select distinct item_name from search_documents where section_title is null order by item_name',
    )
  ).rows.map((r) => r.item_name);
  const [{ n }] = (await database.db.execute('select count(*)::int as n from search_documents')).rows;
  if (url) await database.db.execute('analyze');
  await database.close();
  return { uid: row.uid, words, names, documents: n, indexMs };
}

/** One load of `seconds` at 10 connections: req/s, p95 of every response, CPU per request. */
function measure(url, request, meter) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const cpu = meter();
    const instance = autocannon({ url, connections, duration: seconds, requests: [request] }, (error, r) => {
      if (error) return reject(error);
      const ns = cpu();
      latencies.sort((a, b) => a - b);
      resolve({
        rps: r.requests.average,
        p95: latencies[Math.floor(latencies.length * 0.95)] ?? Number.NaN,
        cpuMs: ns / 1e6 / Math.max(1, r.requests.total),
        bad: r.errors + r.non2xx,
      });
    });
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
}

async function startHello(port) {
  const [command, args] = serverCommand('node', [new URL('./bench-hello.mjs', import.meta.url).pathname, String(port)]);
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return child;
}

async function size(items) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vetor-bench-search-'));
  const dbName = adminUrl ? `vetor_bench_search_${process.pid}` : null;
  const dbUrl = dbName ? await createDatabase(dbName) : undefined;
  const { uid, words, names, documents, indexMs } = await prepare({ url: dbUrl, dataDir, items });
  const server = await startBuiltServer({
    port: await freePort(),
    dataDir,
    nodeArgs: process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : [],
    env: { JWT_SECRET: secret, RATE_LIMIT_MAX: '100000000', ...(dbUrl ? { DATABASE_URL: dbUrl } : {}) },
  });
  const helloPort = await freePort();
  const hello = await startHello(helloPort);
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ email: 'bench@vetor.dev', ent: ['va_pro'], prv: 'email' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(uid)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(new TextEncoder().encode(secret));
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
  // Enough that none repeats within the run at a few hundred requests a second.
  const search = eachOnce(
    uniqueQueries(words, 40_000).map((q) => `/api/search?q=${encodeURIComponent(q)}`),
    headers,
  );
  const ai = eachOnce(
    uniqueQuestions(names, 40_000).map((q) => `/api/topics/ai-search?search=${encodeURIComponent(q)}`),
    headers,
  );
  const bare = { method: 'GET', path: '/hello' };
  const helloUrl = `http://127.0.0.1:${helloPort}`;
  const serverMeter = () => cpuMeter(server.pid, dbName);
  const helloMeter = () => cpuMeter(hello.pid, null);
  const sides = {
    bare: () => measure(helloUrl, bare, helloMeter),
    search: () => measure(server.url, search, serverMeter),
    ai: () => measure(server.url, ai, serverMeter),
  };
  // The first search reads the index into the server's memory (docs/decisions/search-scaling.md): timed
  // on its own, so no measured round waits for it.
  const firstStarted = performance.now();
  const first = await fetch(`${server.url}/api/search?q=${encodeURIComponent(words[0])}`, {
    headers,
    signal: AbortSignal.timeout(300_000),
  });
  if (!first.ok) throw new Error(`primeira busca: ${first.status}`);
  const firstSearchMs = performance.now() - firstStarted;
  // Warm-up, discarded: the JIT of both servers.
  for (const run of Object.values(sides)) await run();
  const results = { bare: [], search: [], ai: [] };
  for (let i = 0; i < rounds; i++) {
    const order = ['bare', 'search', 'bare', 'ai'];
    for (const name of i % 2 ? order.reverse() : order) results[name].push(await sides[name]());
  }
  const load = loadavg()[0];
  const rssMb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1]) / 1024;
  hello.kill('SIGTERM');
  await server.stop({ keepData: false });
  rmSync(dataDir, { recursive: true, force: true });
  if (dbName) await dropDatabase(dbName);
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const summary = (rs) => ({
    rps: mean(rs.map((r) => r.rps)),
    p95: Math.max(...rs.map((r) => r.p95)),
    cpuMs: mean(rs.map((r) => r.cpuMs)),
    bad: rs.reduce((n, r) => n + r.bad, 0),
  });
  return {
    items,
    documents,
    indexMs,
    firstSearchMs,
    rssMb,
    load,
    ...Object.fromEntries(Object.entries(results).map(([k, v]) => [k, summary(v)])),
  };
}

const f1 = (x) => x.toLocaleString('pt-BR', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const f0 = (x) => Math.round(x).toLocaleString('pt-BR');
console.log(
  `${engine}; ${connections} conexões; ${rounds} rodadas ABBA de ${seconds} s por medida; p95 = pior rodada; CPU = média`,
);
console.log(
  '| motor | itens gerados | documentos | medida | req/s | p95 | CPU/req | Fastify nu: req/s · p95 · CPU/req | erros | 1ª busca | RSS | carga |',
);
console.log('| --- | ---: | ---: | --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: |');
for (const items of sizes) {
  const r = await size(items);
  const bare = `${f0(r.bare.rps)} · ${f1(r.bare.p95)} ms · ${f1(r.bare.cpuMs * 1000)} µs`;
  for (const [label, m] of [
    ['busca fria', r.search],
    ['IA fria', r.ai],
  ]) {
    console.log(
      `| ${engine} | +${f0(r.items)} | ${f0(r.documents)} | ${label} | ${f0(m.rps)} | ${f1(m.p95)} ms | ${f1(m.cpuMs)} ms | ${bare} | ${m.bad + r.bare.bad} | ${f1(r.firstSearchMs / 1000)} s | ${f0(r.rssMb)} MB | ${f1(r.load)} |`,
    );
  }
}
