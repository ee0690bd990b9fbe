// What a management publish costs the search index as the library grows: the published library's
// content source plus 0, 1,000 and 10,000 generated items (four documents each) in that one source,
// re-indexed after one document changed — the diff (`replaceSource` writes the changed documents) paired
// with a full rewrite of the same source (every document's stored hash cleared first, which is what the
// index did before the diff), in alternating order on the same database.
//   npm run build -w @vetor/domain -w @vetor/server && node scripts/bench-reindex.mjs
//   SIZES=0,1000 ROUNDS=3 DATABASE_URL=postgres://… node scripts/bench-reindex.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../apps/server/dist/db/client.js';
import { migrate } from '../apps/server/dist/db/migrate.js';
import { seed } from '../apps/server/dist/db/seed.js';
import { contentSearchSource } from '../apps/server/dist/features/content/content.search-source.js';
import { PgSearchIndex } from '../apps/server/dist/lib/search-index/pg-search-index.js';
import { generatedCorpus } from './lib/search-corpus.mjs';

const sizes = (process.env.SIZES ?? '0,1000,10000').split(',').map(Number);
const rounds = Number(process.env.ROUNDS ?? 3);
const quiet = { info() {}, warn() {} };
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

console.log(
  '| itens gerados | documentos | documentos da fonte (leitura) | publicação: só o que mudou | reescrita completa | razão |',
);
console.log('| ---: | ---: | ---: | ---: | ---: | ---: |');
for (const size of sizes) {
  const dir = mkdtempSync(join(tmpdir(), 'vetor-reindex-'));
  const database = await openDatabase(
    process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: join(dir, 'pg') },
  );
  await migrate(database);
  await seed(database, quiet);
  const db = database.db;
  const words = (await db.execute('select distinct word from search_words order by word')).rows.map((r) => r.word);
  const generated = generatedCorpus(words, size);
  const index = new PgSearchIndex(db);
  const read = [];
  const diff = [];
  const full = [];
  let documents = [];
  // Each round edits one document, like a publish that changed one item.
  async function publish(round, rewriteAll) {
    let t = performance.now();
    documents = [...(await contentSearchSource.documents(db)), ...generated];
    read.push(performance.now() - t);
    documents[0] = { ...documents[0], body: `${documents[0].body} ${rewriteAll ? 'b' : 'a'}${round}` };
    if (rewriteAll) await db.execute(`update search_documents set hash = null where source = 'content'`);
    t = performance.now();
    await index.replaceSource('content', documents);
    (rewriteAll ? full : diff).push(performance.now() - t);
  }
  await publish(-1, true);
  for (let round = 0; round < rounds; round++) {
    for (const rewriteAll of round % 2 ? [true, false] : [false, true]) await publish(round, rewriteAll);
  }
  const d = median(diff);
  const f = median(full);
  console.log(
    `| ${size} | ${documents.length} | ${median(read).toFixed(0)} ms | ${d.toFixed(0)} ms | ${f.toFixed(0)} ms | ${(f / d).toFixed(1)}× |`,
  );
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
