// Prints the relevance test set of docs/search.md with the top 3 hits of each query, as a markdown
// table, on a fresh embedded database with the sample library.
// Run `npm run build -w @vetor/domain -w @vetor/server` first.
import { openDatabase } from '../apps/server/dist/db/client.js';
import { migrate } from '../apps/server/dist/db/migrate.js';
import { seed } from '../apps/server/dist/db/seed.js';
import { RELEVANCE } from '../apps/server/dist/features/search/search.relevance.js';
import { PgSearchIndex } from '../apps/server/dist/lib/search-index/pg-search-index.js';

const database = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : {});
await migrate(database);
await seed(database, { info() {}, warn() {} });
const index = new PgSearchIndex(database.db);
console.log('| tipo | consulta | esperado | 1º | 2º | 3º | ok |');
console.log('| --- | --- | --- | --- | --- | --- | :---: |');
let passed = 0;
for (const [kind, q, expected] of RELEVANCE) {
  const { hits, correctedQuery } = await index.search({ q, isPremium: true });
  const top = hits.slice(0, 3).map((h) => h.itemId);
  const ok = top.includes(expected);
  if (ok) passed++;
  const shown = top.map((id) => (id === expected ? `**${id}**` : id));
  while (shown.length < 3) shown.push('—');
  console.log(
    `| ${kind} | \`${q}\`${correctedQuery ? ` → \`${correctedQuery}\`` : ''} | ${expected} | ${shown.join(' | ')} | ${ok ? 'sim' : 'não'} |`,
  );
}
console.log(`\n${passed}/${RELEVANCE.length} no top 3.`);
await database.close();
