import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.js';
import { allPrefixes, anyWord, either, websearch, withVariants } from './search-query.js';
import { foldPlurals, questionTerms, synonymVariants, termsOf } from './search-text.js';
import { parseTsQuery, type TsQuery } from './tsquery.js';

// The queries built from each word's lexeme (search-query.ts) must be the trees the database builds
// from the same text with websearch_to_tsquery and to_tsquery: searches and questions of every shape
// the relevance sets hold (accents, plurals, prefixes, abbreviations and lay terms that expand to
// synonym phrases, several words), stop words in and around phrases, numbers and websearch's `or`.
// (The relevance sets themselves belong to the search and AI features, whose tests run them whole.)

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

const CFG = sql.raw(`'vetor_pt'::regconfig`);

async function databaseQuery(expression: SQL): Promise<TsQuery | null> {
  const result = (await t.database.db.execute(sql`select (${expression})::text as q`)) as unknown as {
    rows: { q: string }[];
  };
  return parseTsQuery(result.rows[0]!.q);
}

const joinSql = (parts: SQL[]) => sql.join(parts, sql` || `);

/**
 * A tree with each chain of & or | written as one list: `(a | b) | c` and `a | (b | c)` are the
 * same query (the database prints both as `a | b | c`), and ranking reads only the operands and
 * the top operator.
 */
type Flat = { word: string } | { not: Flat } | { op: string; parts: Flat[] };
function flat(q: TsQuery | null): Flat | null {
  if (!q) return null;
  if (q.kind === 'word') return { word: `${q.lexeme}${q.prefix ? ':*' : ''}` };
  if (q.kind === 'not') return { not: flat(q.arg)! };
  if (q.kind === 'phrase') return { op: `<${q.distance}>`, parts: [flat(q.left)!, flat(q.right)!] };
  const parts: Flat[] = [];
  const collect = (x: TsQuery) => {
    if (x.kind === q.kind) {
      collect(x.left);
      collect(x.right);
    } else parts.push(flat(x)!);
  };
  collect(q);
  return { op: q.kind, parts };
}

describe('queries built in memory, against the database', () => {
  const searches = [
    'insuficiencia renal',
    'doenca renal cronica',
    'CiNoMoSe',
    'piometras',
    'convulsões',
    'amoxi',
    'leishm',
    'DRC',
    'ICC',
    'FeLV',
    'cushing',
    'IECA',
    'PIF',
    'picada de cobra',
    'verme do coração',
    'tosse dos canis',
    'doença do carrapato',
    'aids felina',
    'torção gástrica',
    'alergia a pulga',
    'gato desidratado',
    'metamizol',
    'obstrucao uretral',
    'doença do rato',
    'tosse dos canis felv',
    'cao or gato',
    '5mg b12 dose',
    'a do',
  ];
  it.each(searches)('search «%s»', async (q) => {
    const words = termsOf(q).map(foldPlurals);
    const text = words.join(' ');
    const variants = synonymVariants(text);
    const exact = withVariants(websearch(text), variants);
    const all = either(exact, allPrefixes(words));

    const whole = joinSql([text, ...variants].map((v) => sql`websearch_to_tsquery(${CFG}, ${v})`));
    const prefixes = sql`to_tsquery(${CFG}, ${words.map((w) => `${w}:*`).join(' & ')})`;
    expect(flat(exact)).toEqual(flat(await databaseQuery(whole)));
    expect(flat(all)).toEqual(flat(await databaseQuery(sql`${whole} || ${prefixes}`)));
  });

  const questions = [
    'Qual a dose de meloxicam para gatos?',
    'dose de amoxicilina com clavulanato em cães',
    'potássio na cetoacidose diabética',
    'Como manejar status epilepticus em cães?',
    'estadiamento da doença renal crônica felina',
    'dose de furosemida na insuficiência cardíaca congestiva',
    'tratamento da leishmaniose visceral canina',
    'vacinação contra raiva em gatos',
    'dose de drc em gatos com icc',
    'tosse dos canis tratamento',
  ];
  it.each(questions)('question «%s»', async (question) => {
    const terms = questionTerms(question).map(foldPlurals);
    const variants = synonymVariants(terms.join(' '));
    const query = withVariants(anyWord(terms), variants);
    const expected = joinSql([
      sql`to_tsquery(${CFG}, ${terms.join(' | ')})`,
      ...variants.map((v) => sql`websearch_to_tsquery(${CFG}, ${v})`),
    ]);
    expect(flat(query)).toEqual(flat(await databaseQuery(expected)));
    for (const term of terms) {
      const mine = withVariants(anyWord([term]), synonymVariants(term));
      const theirs = joinSql([
        sql`to_tsquery(${CFG}, ${term})`,
        ...synonymVariants(term).map((v) => sql`websearch_to_tsquery(${CFG}, ${v})`),
      ]);
      expect(flat(mine)).toEqual(flat(await databaseQuery(theirs)));
    }
  });
});
