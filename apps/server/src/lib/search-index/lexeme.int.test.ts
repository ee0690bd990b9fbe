import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.js';
import { lexemeOf } from './lexeme.js';
import { parseTsVector } from './memory-index.js';

// A search builds its queries from lexemeOf, so it must give every word the lexeme the database
// gives it (to_tsvector('vetor_pt', word)): all the corpus words of the sample library, every
// beginning of them a reader types (2 to 7 letters), numbers and words with digits, and the stop
// words with and without their accents.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

async function databaseLexemes(words: string[]): Promise<Map<string, string | null>> {
  const out = new Map<string, string | null>();
  for (let i = 0; i < words.length; i += 5000) {
    const result = (await t.database.db.execute(
      sql`select w, to_tsvector('vetor_pt', w)::text as v from unnest(${`{${words.slice(i, i + 5000).join(',')}}`}::text[]) as w`,
    )) as unknown as { rows: { w: string; v: string }[] };
    for (const r of result.rows) out.set(r.w, parseTsVector(r.v)[0]?.[0] ?? null);
  }
  return out;
}

describe('lexemeOf', () => {
  it('gives every corpus word and every beginning of one the database’s lexeme', async () => {
    const result = (await t.database.db.execute(sql`select distinct word from search_words`)) as unknown as {
      rows: { word: string }[];
    };
    const words = new Set(result.rows.map((r) => r.word));
    for (const w of [...words]) for (let n = 2; n < Math.min(w.length, 8); n++) words.add(w.slice(0, n));
    for (const w of ['nao', 'voce', 'esta', 'estao', 'tambem', 'ate', 'sem', 'de', 'x', '5mg', 'b12', '10', 'h2o']) {
      words.add(w);
    }
    expect(words.size).toBeGreaterThan(10_000);
    const expected = await databaseLexemes([...words]);
    const wrong = [...words].filter((w) => lexemeOf(w) !== expected.get(w));
    expect(wrong.map((w) => `${w}: ${lexemeOf(w)} ≠ ${expected.get(w)}`)).toEqual([]);
  });
});
