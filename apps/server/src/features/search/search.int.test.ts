import { hitPath, type RecentSearch, type SearchResponse } from '@vetor/domain/search/search.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app.js';
import { RELEVANCE } from './search.relevance.js';

// Global search end to end on the seeded sample library (PGlite, or PostgreSQL with
// TEST_DATABASE_URL). RELEVANCE is the test set of docs/search.md.

let t: TestApp;
let pro: string;
let free: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp();
  pro = (await signedInUser(t, { entitlements: ['va_pro'] })).token;
  free = (await signedInUser(t)).token;
  other = (await signedInUser(t)).token;
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
async function search(q: string, token = pro, category?: string): Promise<SearchResponse> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/search',
    query: { q, ...(category ? { category } : {}) },
    headers: auth(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchResponse;
}

describe('global search', () => {
  it.each(RELEVANCE)('%s: %s', async (_kind, q, expected) => {
    const { hits } = await search(q);
    const top = hits.slice(0, 3).map((h) => h.itemId);
    expect(
      top,
      `${q} → ${hits
        .slice(0, 5)
        .map((h) => h.itemId)
        .join(', ')}`,
    ).toContain(expected);
  });

  it('"convulsao" puts the epilepsy pages above the parasiticides whose warnings mention seizures', async () => {
    const ids = (await search('convulsao')).hits.map((h) => h.itemId);
    const firstParasiticide = ids.findIndex((id) =>
      ['sarolaner', 'afoxolaner', 'fluralaner', 'lotilaner'].includes(id),
    );
    for (const epilepsy of ['epilepsia-idiopatica-canina', 'status-epilepticus']) {
      expect(ids.indexOf(epilepsy), ids.join(', ')).toBeGreaterThanOrEqual(0);
      if (firstParasiticide >= 0) expect(ids.indexOf(epilepsy)).toBeLessThan(firstParasiticide);
    }
  });

  // Every kind of content the library holds is findable, and a hit opens where that content lives.
  it.each([
    ['drug', 'meloxicam', '/categories/1/drugs/meloxicam'],
    ['product', 'Apoquel', '/categories/1/products/apoquel'],
    ['disease', 'piometra', '/item/piometra'],
    ['treatment', 'suporte na parvovirose', '/item/suporte-na-parvovirose'],
    ['ddx diagnosis', 'doença mixomatosa', '/ddx'],
    ['algorithm', 'poliúria e polidipsia', '/algorithms/poliuria-e-polidipsia'],
    ['handout', 'epilepsia no cão', '/handouts/epilepsia-no-cao'],
    ['flashcard deck', 'flashcards meloxicam', '/cards?content=meloxicam'],
    ['calculator', 'glasgow', '/calculators/modified-glasgow-coma-scale'],
  ])('finds a %s (%s)', async (_type, q, path) => {
    const paths = (await search(q)).hits.map((h) => hitPath(h));
    expect(paths, paths.join(', ')).toContain(path);
  });

  it('a hit carries what the list shows, with the matched words marked', async () => {
    const { hits } = await search('insuficiencia renal');
    const hit = hits.find((h) => h.itemId === 'doenca-renal-cronica-felina')!;
    expect(hit).toMatchObject({ itemType: 'item', category: 11, categoryName: 'Doenças', topic: expect.any(String) });
    expect(hits.some((h) => /<mark>/.test(h.snippet))).toBe(true);
  });

  it('a typo is reported as the corrected query', async () => {
    const res = await search('amoxicilna');
    expect(res.correctedQuery).toBe('amoxicilina');
    expect((await search('amoxicilina')).correctedQuery).toBeNull();
  });

  it('facets count one per item, most first; a facet filters the hits', async () => {
    const res = await search('renal');
    expect(res.facets.length).toBeGreaterThan(1);
    const counts = res.facets.map((f) => f.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const facet of res.facets) {
      expect(res.hits.filter((h) => h.categoryName === facet.categoryName).length).toBeLessThanOrEqual(facet.count);
    }
    const total = res.facets.reduce((n, f) => n + f.count, 0);
    // A disease and its flashcard deck share an id; where a hit opens tells them apart.
    expect(new Set(res.hits.map((h) => `${h.itemType}:${h.itemId}:${hitPath(h)}`)).size).toBe(Math.min(total, 20));
    const doencas = res.facets.find((f) => f.categoryName === 'Doenças')!;
    const filtered = await search('renal', pro, 'Doenças');
    expect(filtered.hits.length).toBe(doencas.count);
    expect(filtered.hits.every((h) => h.categoryName === 'Doenças')).toBe(true);
    expect(filtered.facets).toEqual(res.facets);
  });

  it('premium hits are marked, and locked only for free users', async () => {
    const forFree = await search('cinomose', free);
    const item = forFree.hits.find((h) => h.itemId === 'cinomose')!;
    expect(item.locked).toBe(true);
    const forPro = await search('cinomose', pro);
    expect(forPro.hits.find((h) => h.itemId === 'cinomose')!.locked).toBe(false);
    const freeDrug = (await search('afoxolaner', free)).hits.find((h) => h.itemId === 'afoxolaner')!;
    expect(freeDrug).toMatchObject({ premium: false, locked: false });
    const premiumDrug = (await search('oclacitinibe', free)).hits.find((h) => h.itemId === 'oclacitinibe')!;
    expect(premiumDrug).toMatchObject({ premium: true, locked: true });
  });

  it('an empty search returns nothing', async () => {
    for (const q of ['', '   ', '?!']) {
      expect(await search(q)).toEqual({ query: q.trim(), correctedQuery: null, hits: [], facets: [] });
    }
  });

  it('a repeat is answered from the cache with its ETag (304), and a reindex drops the cached answers', async () => {
    const get = (q: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/api/search', query: { q }, headers: { ...auth(pro), ...headers } });
    const first = await get('zorbafilina');
    expect(first.json()).toMatchObject({ hits: [] });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\//);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect((await get('zorbafilina', { 'if-none-match': etag })).statusCode).toBe(304);
    // A source that was not there: the cached empty answer must not outlive the reindex.
    await t.app.searchIndex.replaceSource('cache-test', [
      {
        id: 'cache-test:1',
        itemKey: 'cache-test:1',
        itemType: 'drug',
        itemId: 'zorbafilina',
        itemName: 'Zorbafilina',
        synonyms: [],
        description: 'Um nome que não existe no conteúdo.',
        category: 1,
        categoryName: 'Medicamentos Sistêmicos',
        topic: 'drugs',
        photo: null,
        itemPath: null,
        sectionTitle: null,
        body: '',
        isDose: false,
        premium: false,
        requiresPro: false,
        position: 0,
      },
    ]);
    const again = await get('zorbafilina', { 'if-none-match': etag });
    expect(again.statusCode).toBe(200);
    expect((again.json() as SearchResponse).hits.map((h) => h.itemId)).toEqual(['zorbafilina']);
    await t.app.searchIndex.replaceSource('cache-test', []);
    expect((await get('zorbafilina')).json()).toMatchObject({ hits: [] });
  });

  it('needs a token and refuses a query over 200 characters', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/search?q=renal' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/search',
      query: { q: 'a'.repeat(201) },
      headers: auth(pro),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('recent searches', () => {
  const hit = (i: number): RecentSearch => ({
    itemId: `item-${i}`,
    itemName: `Item ${i}`,
    itemType: 'drug',
    category: 1,
    categoryName: 'Medicamentos Sistêmicos',
    itemPath: null,
    photo: null,
    description: '',
    topic: 'drugs',
    premium: false,
  });
  const add = (token: string, h: RecentSearch) =>
    t.app.inject({ method: 'POST', url: '/api/preferences/recent-searches', payload: h, headers: auth(token) });
  const list = async (token: string) =>
    (
      (await t.app.inject({ method: 'GET', url: '/api/preferences/recent-searches', headers: auth(token) })).json() as {
        searches: RecentSearch[];
      }
    ).searches;

  it('keeps the newest 6 per user, a repeat moves to the top, other users see none', async () => {
    for (let i = 1; i <= 8; i++) expect((await add(free, hit(i))).statusCode).toBe(200);
    expect((await list(free)).map((s) => s.itemId)).toEqual([
      'item-8',
      'item-7',
      'item-6',
      'item-5',
      'item-4',
      'item-3',
    ]);
    await add(free, hit(5));
    expect((await list(free)).map((s) => s.itemId)).toEqual([
      'item-5',
      'item-8',
      'item-7',
      'item-6',
      'item-4',
      'item-3',
    ]);
    expect(await list(other)).toEqual([]);
  });
});
