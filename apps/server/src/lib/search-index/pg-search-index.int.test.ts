import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.js';
import { PgSearchIndex } from './pg-search-index.js';
import type { SearchDocument } from './search-index.js';
import { searchDocuments, searchWords } from './search-index.table.js';
import { corpusWords } from './search-text.js';

// A re-index writes only what changed (a publish edits one item of thousands), and leaves the index
// exactly as a full rebuild would (documents and corpus words); a search right after it, here or on
// another instance told of the change, finds what was written.

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
  return {
    docs: new Map(docs.map((d) => [d.id, d])),
    words: words.map((w) => w.word).sort(),
  };
}

const wordsOf = (docs: SearchDocument[]) =>
  corpusWords(docs.flatMap((d) => [d.itemName, ...d.synonyms, d.sectionTitle ?? '', d.body])).sort();

describe('PgSearchIndex.replaceSource', () => {
  it('rewrites only the documents that changed, leaves the words as a full rebuild would, and searches what it wrote', async () => {
    const first = [doc('a', 'cetamina anestesia'), doc('b', 'meloxicam dor'), doc('c', 'zorbafilina rara')];
    expect(await index.replaceSource(SOURCE, first)).toEqual({ skipped: false });
    const before = await stored();
    expect([...before.docs.keys()].sort()).toEqual(first.map((d) => d.id));
    expect(before.words).toEqual(wordsOf(first));

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

    const found = await index.search({ q: 'quimbarola', isPremium: true });
    expect(found.hits.map((h) => h.itemId)).toEqual(['d']);
    expect((await index.search({ q: 'zorbafilina', isPremium: true })).hits).toEqual([]);

    expect(await index.replaceSource(SOURCE, second)).toEqual({ skipped: true });
    await index.replaceSource(SOURCE, []);
    const emptied = await stored();
    expect(emptied.docs.size + emptied.words.length).toBe(0);
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
