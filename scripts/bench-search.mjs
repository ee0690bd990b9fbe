// Search and AI search under load: the built server, HTTP, 10 connections, in one run:
//  1. the sample library, on PGlite (the default) — global search and the extractive AI answer;
//  2. the sample library plus a generated corpus of 10,000 items (40,000 documents) — search.
// Each is measured twice: rotating a few queries (what users repeat: answered from the HTTP cache
// after the first time) and with queries that never repeat (every request misses the cache: the
// cost of a search itself).
// The data dir is prepared before the server starts (migrate, seed, then the generated corpus as
// its own search source through PgSearchIndex.replaceSource), so the server opens it as is.
// Builds nothing: run `npm run build -w @vetor/domain -w @vetor/server` first.
// DATABASE_URL=postgres://… runs the same on PostgreSQL (a fresh database is created and dropped).
import { mkdtempSync, rmSync } from 'node:fs';
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
import { startBuiltServer } from './lib/built-server.mjs';
import { generatedCorpus } from './lib/search-corpus.mjs';
import { eachOnce, QUERIES, QUESTIONS, uniqueQueries, uniqueQuestions } from './lib/search-queries.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = 10;
const items = Number(process.env.BENCH_ITEMS ?? 10_000);
const secret = 'bench-secret-bench-secret-bench-secret-0123';
const quiet = { info() {}, warn() {} };

function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function prepare({ url, dataDir, corpus }) {
  const database = await openDatabase(url ? { url } : { dataDir: join(dataDir, 'pg') });
  await migrate(database);
  await seed(database, quiet);
  // Tokens of accounts that do not exist are refused: the bench signs in a real PRO account.
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
  if (corpus) {
    const started = performance.now();
    // Deterministic: every run indexes the same corpus.
    const docs = generatedCorpus(words, items);
    await new PgSearchIndex(database.db).replaceSource('bench-corpus', docs);
    console.log(
      `  corpus gerado: ${items} itens, ${docs.length} documentos em ${Math.round(performance.now() - started)} ms`,
    );
  }
  await database.close();
  return { uid: row.uid, words, names };
}

/** `requests` rotate, as autocannon does; give one `eachOnce` request for paths that never repeat. */
function load(base, requests) {
  return new Promise((resolve, reject) => {
    autocannon({ url: base, connections, duration: seconds, requests }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const rotating = (paths, headers) => paths.map((path) => ({ method: 'GET', path, headers }));

async function measure(label, { url, corpus }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vetor-bench-search-'));
  let dbUrl;
  let dbName;
  if (url) {
    dbName = `vetor_bench_${process.pid}_${corpus ? 'c' : 's'}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${dbName}`;
    dbUrl = u.toString();
  }
  const { uid, words, names } = await prepare({ url: dbUrl, dataDir, corpus });
  const port = await freePort();
  const server = await startBuiltServer({
    port,
    dataDir,
    env: { JWT_SECRET: secret, RATE_LIMIT_MAX: '100000000', ...(dbUrl ? { DATABASE_URL: dbUrl } : {}) },
  });
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ email: 'bench@vetor.dev', ent: ['va_pro'], prv: 'email' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(uid)
    .setIssuedAt(now)
    .setExpirationTime(now + 2400)
    .sign(new TextEncoder().encode(secret));
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
  const searchPaths = QUERIES.map((q) => `/api/search?q=${encodeURIComponent(q)}`);
  const aiPaths = QUESTIONS.map((q) => `/api/topics/ai-search?search=${encodeURIComponent(q)}`);
  // Enough that none repeats within a run (warm-up included) at a few hundred requests a second.
  const coldSearch = uniqueQueries(words, 20_000).map((q) => `/api/search?q=${encodeURIComponent(q)}`);
  const coldAi = uniqueQuestions(names, 5000).map((q) => `/api/topics/ai-search?search=${encodeURIComponent(q)}`);
  const load1 = (requests) => load(server.url, requests);
  const rows = [];
  // Warm-up, discarded.
  await load1(rotating(searchPaths, headers));
  rows.push([`${label}: GET /api/search (10 consultas em rodízio)`, await load1(rotating(searchPaths, headers))]);
  const coldSearchRequest = eachOnce(coldSearch, headers);
  await load1([coldSearchRequest]);
  rows.push([`${label}: GET /api/search (consultas que não se repetem)`, await load1([coldSearchRequest])]);
  if (!corpus) {
    await load1(rotating(aiPaths, headers));
    rows.push([
      `${label}: GET /api/topics/ai-search (extrativa, 5 perguntas)`,
      await load1(rotating(aiPaths, headers)),
    ]);
    const coldAiRequest = eachOnce(coldAi, headers);
    await load1([coldAiRequest]);
    rows.push([`${label}: GET /api/topics/ai-search (perguntas que não se repetem)`, await load1([coldAiRequest])]);
  }
  rows.push([`carga da máquina (1 min) ao fim: ${loadavg()[0].toFixed(1)}`, null]);
  await server.stop({ keepData: false });
  rmSync(dataDir, { recursive: true, force: true });
  if (dbName) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
  for (const [name, r] of rows) {
    if (!r) {
      console.log(`| ${name} | | | | | | |`);
      continue;
    }
    const errors = r.errors + r.non2xx;
    console.log(
      `| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} ms | ${r.latency.p90} ms | ${r.latency.p97_5} ms | ${r.latency.p99} ms | ${errors} |`,
    );
  }
}

const url = process.env.DATABASE_URL;
const engine = url ? 'PostgreSQL' : 'PGlite';
console.log(`${engine}, ${connections} conexões, ${seconds} s por medida após aquecimento`);
console.log('| medida | req/s | p50 | p90 | p97,5 | p99 | erros |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
await measure(`${engine}, biblioteca de exemplo`, { url, corpus: false });
await measure(`${engine}, + ${items} itens gerados`, { url, corpus: true });
