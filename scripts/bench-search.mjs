// Search and AI search under load (issue 12): the built server, HTTP, 10 connections, in one run:
//  1. the sample library, on PGlite (the default) — global search and the extractive AI answer;
//  2. the sample library plus a generated corpus of 10,000 items (40,000 documents) — search.
// The data dir is prepared before the server starts (migrate, seed, then the generated corpus as
// its own search source through PgSearchIndex.replaceSource), so the server opens it as is.
// Builds nothing: run `npm run build -w @vetor/domain -w @vetor/server` first.
// DATABASE_URL=postgres://… runs the same on PostgreSQL (a fresh database is created and dropped).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
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

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = 10;
const items = Number(process.env.BENCH_ITEMS ?? 10_000);
const secret = 'bench-secret-bench-secret-bench-secret-0123';
const quiet = { info() {}, warn() {} };

const QUERIES = [
  'insuficiencia renal',
  'amoxicilna',
  'meloxicam',
  'DRC',
  'cinomoze',
  'pimob',
  'dor aguda gatos',
  'leishm',
  'convulsões',
  'diabetes',
];
const QUESTIONS = [
  'Qual a dose de meloxicam para gatos?',
  'Como estadiar a doença renal crônica felina?',
  'Qual o tratamento da cetoacidose diabética?',
  'Quais os sinais clínicos da cinomose?',
  'Qual a dose de maropitant para vômito em cães?',
];

function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** A deterministic generator, so every run indexes the same corpus. */
function random(seed) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

function generatedCorpus(words, count) {
  const rnd = random(42);
  const pick = () => words[Math.floor(rnd() * words.length)];
  const phrase = (n) => Array.from({ length: n }, pick).join(' ');
  const docs = [];
  for (let i = 0; i < count; i++) {
    const name = `${phrase(2)} ${i}`;
    const base = {
      itemKey: `gen:${i}`,
      itemType: 'item',
      itemId: `gen-${i}`,
      itemName: name[0].toUpperCase() + name.slice(1),
      synonyms: [phrase(2)],
      description: phrase(8),
      category: 11 + (i % 3),
      categoryName: ['Doenças', 'Tratamento', 'Patologia Clínica'][i % 3],
      topic: 'gerado',
      photo: null,
      isDose: false,
      premium: i % 2 === 0,
      requiresPro: true,
    };
    docs.push({ ...base, id: `gen:${i}`, itemPath: null, sectionTitle: null, body: phrase(6), position: 0 });
    for (let s = 0; s < 3; s++) {
      docs.push({
        ...base,
        id: `gen:${i}#${s}`,
        itemPath: `/item/gen-${i}/content/${s}/section/0`,
        sectionTitle: phrase(3),
        body: phrase(40),
        position: s + 1,
      });
    }
  }
  return docs;
}

async function prepare({ url, dataDir, corpus }) {
  const database = await openDatabase(url ? { url } : { dataDir: join(dataDir, 'pg') });
  await migrate(database);
  await seed(database, quiet);
  // Tokens of accounts that do not exist are refused: the bench signs in a real PRO account.
  const { row } = await createUser(database.db, { email: 'bench@vetor.dev' });
  await setEntitlements(database.db, row.uid, ['va_pro'], 'website');
  if (corpus) {
    const started = performance.now();
    const { rows } = await database.db.execute('select distinct word from search_words');
    const docs = generatedCorpus(
      rows.map((r) => r.word),
      items,
    );
    await new PgSearchIndex(database.db).replaceSource('bench-corpus', docs);
    console.log(
      `  corpus gerado: ${items} itens, ${docs.length} documentos em ${Math.round(performance.now() - started)} ms`,
    );
  }
  await database.close();
  return row.uid;
}

function load(base, paths, headers) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        requests: paths.map((path) => ({ method: 'GET', path, headers })),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

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
  const uid = await prepare({ url: dbUrl, dataDir, corpus });
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
  // Warm-up, discarded.
  await load(server.url, searchPaths, headers);
  const rows = [];
  const search = await load(server.url, searchPaths, headers);
  rows.push([`${label}: GET /api/search (10 consultas em rodízio)`, search]);
  if (!corpus) {
    await load(server.url, aiPaths, headers);
    rows.push([
      `${label}: GET /api/topics/ai-search (extrativa, 5 perguntas)`,
      await load(server.url, aiPaths, headers),
    ]);
  }
  await server.stop({ keepData: false });
  rmSync(dataDir, { recursive: true, force: true });
  if (dbName) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
  for (const [name, r] of rows) {
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
