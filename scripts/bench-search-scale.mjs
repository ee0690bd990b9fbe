// CPU per cold search and per cold AI retrieval as the library grows: the sample library plus
// 0, 1,000, 10,000 and 50,000 generated items (scripts/lib/search-corpus.mjs), through
// PgSearchIndex in this process (PGlite runs here, so process CPU is the whole cost of a request's
// search; on PostgreSQL it is the database's CPU too, measured by the HTTP bench). Queries never
// repeat (scripts/lib/search-queries.mjs).
//   npm run build -w @vetor/domain -w @vetor/server && node scripts/bench-search-scale.mjs
//   SIZES=0,1000 CALLS=100 node scripts/bench-search-scale.mjs
// With a baseline (another commit's index, on the same database, in alternating order):
//   git show <commit>:apps/server/src/lib/search-index/pg-search-index.ts > /tmp/base.ts
//   npx esbuild /tmp/base.ts --format=esm --platform=node --outfile=apps/server/dist/lib/search-index/base.js
//   BASELINE=apps/server/dist/lib/search-index/base.js node scripts/bench-search-scale.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase } from '../apps/server/dist/db/client.js';
import { migrate } from '../apps/server/dist/db/migrate.js';
import { seed } from '../apps/server/dist/db/seed.js';
import { PgSearchIndex } from '../apps/server/dist/lib/search-index/pg-search-index.js';
import { generatedCorpus } from './lib/search-corpus.mjs';
import { uniqueQueries, uniqueQuestions } from './lib/search-queries.mjs';

const sizes = (process.env.SIZES ?? '0,1000,10000,50000').split(',').map(Number);
const calls = Number(process.env.CALLS ?? 200);
const quiet = { info() {}, warn() {} };
const Baseline = process.env.BASELINE ? (await import(resolve(process.env.BASELINE))).PgSearchIndex : null;

async function cpuPerCall(fns) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const times = [];
  for (const fn of fns) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  const c = process.cpuUsage(c0);
  times.sort((a, b) => a - b);
  return {
    cpu: (c.user + c.system) / 1000 / fns.length,
    p95: times[Math.floor(times.length * 0.95)],
    wall: (performance.now() - t0) / fns.length,
  };
}

console.log(
  `| itens gerados | documentos | busca CPU/consulta | busca p95 (uma por vez) | IA CPU/pergunta | IA p95 | RSS |`,
);
console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const size of sizes) {
  const dir = mkdtempSync(join(tmpdir(), 'vetor-search-scale-'));
  const database = await openDatabase(
    process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: join(dir, 'pg') },
  );
  await migrate(database);
  await seed(database, quiet);
  const words = (await database.db.execute('select distinct word from search_words order by word')).rows.map(
    (r) => r.word,
  );
  const names = (
    await database.db.execute(
      'select distinct item_name from search_documents where section_title is null order by item_name',
    )
  ).rows.map((r) => r.item_name);
  const index = new PgSearchIndex(database.db);
  await index.replaceSource('bench-corpus', size ? generatedCorpus(words, size) : []);
  const [{ n }] = (await database.db.execute('select count(*)::int as n from search_documents')).rows;
  const queries = uniqueQueries(words, calls + 20);
  const questions = uniqueQuestions(names, calls + 20);
  const sides = [['atual', index]];
  if (Baseline) sides.unshift(['base', new Baseline(database.db)]);
  const results = new Map(sides.map(([name]) => [name, []]));
  // Warm-up (word list, plans), then halves of the measured calls in alternating order: none repeats
  // on a side, and both sides see the same load.
  for (const [, ix] of sides) {
    for (const q of queries.slice(0, 20)) await ix.search({ q, isPremium: true });
    for (const q of questions.slice(0, 20)) await ix.passages(q, 8);
  }
  const half = Math.floor(calls / 2);
  for (const part of [0, 1]) {
    const order = part ? [...sides].reverse() : sides;
    for (const [name, ix] of order) {
      const qs = queries.slice(20 + part * half, 20 + (part + 1) * half);
      const as = questions.slice(20 + part * half, 20 + (part + 1) * half);
      results.get(name).push({
        s: await cpuPerCall(qs.map((q) => () => ix.search({ q, isPremium: true }))),
        a: await cpuPerCall(as.map((q) => () => ix.passages(q, 8))),
      });
    }
  }
  const rss = Math.round(process.memoryUsage().rss / 1e6);
  const mean = (xs) => xs.reduce((x, y) => x + y, 0) / xs.length;
  for (const [name, r] of results) {
    console.log(
      `| ${name} | ${size} | ${n} | ${mean(r.map((x) => x.s.cpu)).toFixed(1)} ms | ${Math.max(...r.map((x) => x.s.p95)).toFixed(0)} ms | ${mean(r.map((x) => x.a.cpu)).toFixed(1)} ms | ${Math.max(...r.map((x) => x.a.p95)).toFixed(0)} ms | ${rss} MB |`,
    );
  }
  await index.replaceSource('bench-corpus', []);
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
