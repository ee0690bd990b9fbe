import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.js';
import { type MemoryIndex, QueryRun } from './memory-index.js';
import { readMemoryIndex } from './pg-search-index.js';
import { parseTsQuery } from './tsquery.js';

// The in-memory index must match and rank as the database does: for queries of every shape a search
// or an AI question builds (words, prefixes, several words, synonym phrases, OR of terms), the
// documents matching, their ts_rank(weights, tsv, query, 1) (search) and ts_rank_cd(weights, tsv,
// query) (AI answers) are compared with PostgreSQL's own over the sample library.

let t: TestDatabase;
let index: MemoryIndex;
beforeAll(async () => {
  t = await createTestDatabase();
  index = await readMemoryIndex(t.database.db);
});
afterAll(() => t.drop());

const QUERIES = [
  `websearch_to_tsquery('vetor_pt', 'insuficiencia renal')`,
  `to_tsquery('vetor_pt', 'amoxi:*')`,
  `websearch_to_tsquery('vetor_pt', 'dose gatos') || to_tsquery('vetor_pt', 'dose:* & gatos:*')`,
  `websearch_to_tsquery('vetor_pt', '"doenca renal cronica" felina') || websearch_to_tsquery('vetor_pt', 'drc felina')`,
  `to_tsquery('vetor_pt', 'meloxicam | gato | dose')`,
  `websearch_to_tsquery('vetor_pt', 'tosse dos canis')`,
  `to_tsquery('vetor_pt', 'hi:*')`,
  `websearch_to_tsquery('vetor_pt', 'cinomose -vacina')`,
  `to_tsquery('vetor_pt', 'dose | drc | gato') || websearch_to_tsquery('vetor_pt', 'dose "doenca renal cronica" gato')`,
];

describe('in-memory index against PostgreSQL', () => {
  it.each(QUERIES)('%s: same documents, ts_rank and ts_rank_cd', async (expression) => {
    const result = (await t.database.db.execute(
      sql`with q as (select (${sql.raw(expression)}) as q)
          select q.q::text as text,
            coalesce((select json_agg(json_build_object('id', d.id, 'rank', ts_rank('{0.1, 0.25, 0.5, 1.0}', d.tsv, q.q, 1),
              'cd', ts_rank_cd('{0.1, 0.25, 0.5, 1.0}', d.tsv, q.q)))
              from search_documents d where d.tsv @@ q.q), '[]') as found
          from q`,
    )) as unknown as { rows: { text: string; found: { id: string; rank: number; cd: number }[] }[] };
    const { text, found } = result.rows[0]!;
    const query = parseTsQuery(text)!;
    const run = new QueryRun(index, [query]);
    const docs = run.firstMatches(query, Number.MAX_SAFE_INTEGER);
    run.load(docs);
    const mine = new Map(
      docs
        .filter((n) => run.matches(query, n))
        .map((n) => [index.documents[n]!.id, { rank: run.rank(query, n), cd: run.rankCd(query, n) }]),
    );
    expect(found.length).toBeGreaterThan(0);
    expect([...mine.keys()].sort()).toEqual(found.map((f) => f.id).sort());
    for (const f of found) {
      expect(mine.get(f.id)!.rank).toBeCloseTo(f.rank, 5);
      expect(mine.get(f.id)!.cd).toBeCloseTo(f.cd, 4);
    }
  });
});
