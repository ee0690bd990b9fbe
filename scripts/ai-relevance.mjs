// Prints the AI relevance set (apps/server/src/features/ai-search/ai-search.relevance.ts) with the
// passages retrieval hands to each answer, as the JSON the integration test pins, on a fresh embedded
// database with the sample library. Run `npm run build -w @vetor/domain -w @vetor/server` first.
import { openDatabase } from '../apps/server/dist/db/client.js';
import { migrate } from '../apps/server/dist/db/migrate.js';
import { seed } from '../apps/server/dist/db/seed.js';
import { AI_RELEVANCE_QUESTIONS } from '../apps/server/dist/features/ai-search/ai-search.relevance.js';
import { PgSearchIndex } from '../apps/server/dist/lib/search-index/pg-search-index.js';

const database = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : {});
await migrate(database);
await seed(database, { info() {}, warn() {} });
const index = new PgSearchIndex(database.db);
const pins = {};
for (const question of AI_RELEVANCE_QUESTIONS) {
  pins[question] = (await index.passages(question, 8)).map((p) => p.id);
}
console.log(JSON.stringify(pins, null, 2));
await database.close();
