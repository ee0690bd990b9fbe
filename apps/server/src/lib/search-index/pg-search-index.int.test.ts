import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.js';
import { PgSearchIndex } from './pg-search-index.js';
import type { SearchDocument } from './search-index.js';
import { searchDocuments, searchTerms, searchWords } from './search-index.table.js';
import { corpusWords } from './search-text.js';

// A re-index writes only what changed (a publish edits one item of thousands), and leaves the index
// exactly as a full rebuild would: documents, corpus words and lexeme counts.

let t: TestDatabase;
let index: PgSearchIndex;
beforeAll(async () => {
  t = await createTestDatabase();
  index = new PgSearchIndex(t.database.db);
});
afterAll(() => t.drop());

const SOURCE = 'diff-test';

function doc(id: string, body: string): SearchDocument {
  return {
    id: `${SOURCE}:${id}`,
    itemKey: `${SOURCE}:${id}`,
    itemType: 'drug',
    itemId: id,
    itemName: `Teste ${id}`,
    synonyms: [],
    description: 'Documento de teste do índice.',
    category: 1,
    categoryName: 'Medicamentos Sistêmicos',
    topic: 'drugs',
    photo: null,
    itemPath: null,
    sectionTitle: null,
    body,
    isDose: false,
    premium: false,
    requiresPro: false,
    position: 0,
  };
}

async function stored() {
  const db = t.database.db;
  const docs = await db
    .select({ id: searchDocuments.id, body: searchDocuments.body, indexedAt: searchDocuments.indexedAt })
    .from(searchDocuments)
    .where(eq(searchDocuments.source, SOURCE));
  const words = await db.select({ word: searchWords.word }).from(searchWords).where(eq(searchWords.source, SOURCE));
  const terms = await db
    .select({ term: searchTerms.term, documents: searchTerms.documents })
    .from(searchTerms)
    .where(eq(searchTerms.source, SOURCE));
  const rebuilt = (await db.execute(
    sql.raw(
      `select word as term, ndoc as documents from ts_stat('select tsv from search_documents where source = ''${SOURCE}''')`,
    ),
  )) as unknown as { rows: { term: string; documents: number }[] };
  return {
    docs: new Map(docs.map((d) => [d.id, d])),
    words: words.map((w) => w.word).sort(),
    terms: terms.sort((a, b) => a.term.localeCompare(b.term)),
    rebuiltTerms: rebuilt.rows
      .map((r) => ({ term: r.term, documents: Number(r.documents) }))
      .sort((a, b) => a.term.localeCompare(b.term)),
  };
}

const wordsOf = (docs: SearchDocument[]) =>
  corpusWords(docs.flatMap((d) => [d.itemName, ...d.synonyms, d.sectionTitle ?? '', d.body])).sort();

describe('PgSearchIndex.replaceSource', () => {
  it('rewrites only the documents that changed, and leaves words and counts as a full rebuild would', async () => {
    const first = [doc('a', 'cetamina anestesia'), doc('b', 'meloxicam dor'), doc('c', 'zorbafilina rara')];
    expect(await index.replaceSource(SOURCE, first)).toEqual({ skipped: false });
    const before = await stored();
    expect([...before.docs.keys()].sort()).toEqual(first.map((d) => d.id));
    expect(before.words).toEqual(wordsOf(first));
    expect(before.terms).toEqual(before.rebuiltTerms);

    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = [doc('a', 'cetamina anestesia'), doc('b', 'meloxicam dor aguda'), doc('d', 'quimbarola nova')];
    expect(await index.replaceSource(SOURCE, second)).toEqual({ skipped: false });
    const after = await stored();
    expect([...after.docs.keys()].sort()).toEqual(second.map((d) => d.id));
    // The untouched document was not rewritten; the changed and the new one were.
    const id = (x: string) => `${SOURCE}:${x}`;
    expect(after.docs.get(id('a'))!.indexedAt).toEqual(before.docs.get(id('a'))!.indexedAt);
    expect(after.docs.get(id('b'))!.indexedAt.getTime()).toBeGreaterThan(before.docs.get(id('b'))!.indexedAt.getTime());
    expect(after.docs.get(id('b'))!.body).toBe('meloxicam dor aguda');
    expect(after.words).toEqual(wordsOf(second));
    expect(after.words).not.toContain('zorbafilina');
    expect(after.terms).toEqual(after.rebuiltTerms);

    const found = await index.search({ q: 'quimbarola', isPremium: true });
    expect(found.hits.map((h) => h.itemId)).toEqual(['d']);
    expect((await index.search({ q: 'zorbafilina', isPremium: true })).hits).toEqual([]);

    expect(await index.replaceSource(SOURCE, second)).toEqual({ skipped: true });
    await index.replaceSource(SOURCE, []);
    const emptied = await stored();
    expect(emptied.docs.size + emptied.words.length + emptied.terms.length).toBe(0);
  });

  it("after another instance's change, a new word is searched as written, not taken for a typo", async () => {
    const other = new PgSearchIndex(t.database.db);
    await index.replaceSource(SOURCE, [doc('a', 'quintarolo anestesia')]);
    // This instance holds the corpus words in memory from a first search.
    expect((await index.search({ q: 'quintarolo', isPremium: true })).hits.map((h) => h.itemId)).toEqual(['a']);
    // Another instance publishes a word one letter from a known one: in a stale list it reads as a typo.
    await other.replaceSource(SOURCE, [doc('a', 'quintarolo anestesia'), doc('e', 'quintarola nova')]);
    index.changedElsewhere();
    const found = await index.search({ q: 'quintarola', isPremium: true });
    expect(found.correctedQuery).toBeNull();
    expect(found.hits.map((h) => h.itemId)).toContain('e');
    await index.replaceSource(SOURCE, []);
  });
});
