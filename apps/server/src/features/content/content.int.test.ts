import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  drugDetailResponse,
  globalSummaryResponse,
  topicItemResponse,
  topicResponse,
} from '@vetor/domain/content/content-api.schemas';
import { compareNamesPtBR } from '@vetor/domain/content/sorting';
import type { TopicItemFile } from '@vetor/domain/content/topic.schemas';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app.js';
import { ContentValidationError } from './content.library.js';
import { insertItemVersion } from './content.repository.js';
import { DEFAULT_CONTENT_DIR, seedContent } from './content.seed.js';

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

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
const post = (url: string, token: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });

// Sample library facts this file relies on (content/): afoxolaner is free, oclacitinibe and ciclosporina premium,
// acepromazina freeTrial; items are premium unless freeTrial.
describe('GET /api/entities/{collection}/{id}', () => {
  it('needs a token', async () => {
    expect((await get('/api/entities/drugs/afoxolaner')).statusCode).toBe(401);
    expect((await get('/api/entities/products/nexgard')).statusCode).toBe(401);
  });
  it('answers a drug detail with doses and product summaries embedded', async () => {
    const res = await get('/api/entities/drugs/afoxolaner', free);
    expect(res.statusCode).toBe(200);
    const body = drugDetailResponse.parse(res.json());
    expect(body.doses.length).toBeGreaterThanOrEqual(2);
    expect(body.veterinary_products.map((p) => p.id)).toEqual(['nexgard', 'nexgard-spectra']);
    expect(body.veterinary_products[0]!.brand).toEqual(expect.any(String));
  });
  it('premium drug: 403 PREMIUM_REQUIRED to free users, 200 to PRO; freeTrial open', async () => {
    const denied = await get('/api/entities/drugs/oclacitinibe', free);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('PREMIUM_REQUIRED');
    expect((await get('/api/entities/drugs/oclacitinibe', pro)).statusCode).toBe(200);
    expect((await get('/api/entities/drugs/acepromazina', free)).statusCode).toBe(200);
  });
  it('a drug answers only under its own collection', async () => {
    expect((await get('/api/entities/vaccines/vacina-antirrabica', pro)).statusCode).toBe(200);
    expect((await get('/api/entities/drugs/vacina-antirrabica', pro)).statusCode).toBe(404);
    expect((await get('/api/entities/unknown/x', free)).statusCode).toBe(404);
    expect((await get('/api/entities/drugs/nao-existe', free)).statusCode).toBe(404);
  });
  it('answers alike on a first read (from the database) and from memory: access, collection, bytes', async () => {
    // Each first call below is this file's first read of the entity; the second finds it in memory.
    const first = await get('/api/entities/drugs/ciclosporina', free);
    const again = await get('/api/entities/drugs/ciclosporina', free);
    expect([first.statusCode, again.statusCode]).toEqual([403, 403]);
    expect(again.json().code).toBe('PREMIUM_REQUIRED');
    const proFirst = await get('/api/entities/drugs/ciclosporina', pro);
    expect(proFirst.statusCode).toBe(200);
    expect((await get('/api/entities/drugs/ciclosporina', pro)).body).toBe(proFirst.body);
    expect((await get('/api/entities/vaccines/ciclosporina', pro)).statusCode).toBe(404);
    const item = '/api/topics/doencas/items/cardiomiopatia-hipertrofica-felina';
    expect([(await get(item, free)).statusCode, (await get(item, free)).statusCode]).toEqual([403, 403]);
    const itemFirst = await get(item, pro);
    expect(itemFirst.statusCode).toBe(200);
    expect((await get(item, pro)).body).toBe(itemFirst.body);
  });
  it('products: any product under products, its own category collection, premium rule', async () => {
    expect((await get('/api/entities/products/nexgard', pro)).statusCode).toBe(200);
    expect((await get('/api/entities/complete_foods_products/biofresh-caes-filhotes', free)).statusCode).toBe(403);
    expect((await get('/api/entities/complete_foods_products/biofresh-caes-filhotes', pro)).statusCode).toBe(200);
    expect((await get('/api/entities/snacks_products/biofresh-caes-filhotes', pro)).statusCode).toBe(404);
  });
  it('?logOnly=true records the view and answers {}', async () => {
    const res = await get('/api/entities/drugs/afoxolaner?logOnly=true', other);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    const recents = (await get('/api/preferences/recents', other)).json().recents;
    expect(recents[0]).toMatchObject({ id: 'afoxolaner', kind: 'drug', category: 1, collection: 'drugs' });
  });
  it('?offline=true answers the copy for the offline store, with the premium check and no recent', async () => {
    const { token } = await signedInUser(t);
    const res = await get('/api/entities/drugs/afoxolaner?offline=true', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 'afoxolaner' });
    expect((await get('/api/preferences/recents', token)).json().recents).toEqual([]);
    expect(
      (await get('/api/entities/complete_foods_products/biofresh-caes-filhotes?offline=true', token)).statusCode,
    ).toBe(403);
  });
  it('configuration is public and serves the infusion concentrations', async () => {
    const res = await get('/api/entities/configuration/drugs_concentrations');
    expect(res.statusCode).toBe(200);
    expect(res.json().value.length).toBeGreaterThan(0);
    expect((await get('/api/entities/configuration/other')).statusCode).toBe(404);
  });
});

describe('compressed answers', () => {
  // Details and lists are compressed when cached; the client's Accept-Encoding picks the copy.
  const urls = [
    '/api/entities/drugs/afoxolaner',
    '/api/topics/doencas/items/diabetes-mellitus-canino',
    '/api/entities/summaries',
    '/api/preferences/searches/20',
  ];
  it('sends brotli or gzip as the browser accepts, the same JSON once decoded', async () => {
    for (const url of urls) {
      const plain = await get(url, pro);
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers.vary, url).toMatch(/accept-encoding/i);
      const br = await get(url, pro, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload), url).toBe(true);
      const gz = await get(url, pro, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload), url).toBe(true);
    }
  });
  it('details carry a weak ETag: 304 when unchanged, after the access check and with the view recorded', async () => {
    const url = '/api/entities/drugs/oclacitinibe';
    const first = await get(url, pro, { 'accept-encoding': 'br' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[0-9a-f]{32}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await get(url, pro, { 'if-none-match': etag, 'accept-encoding': 'gzip' });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await get(url, pro, { 'if-none-match': `"other", ${etag.slice(2)}` })).statusCode).toBe(304);
    expect((await get(url, pro, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    // A free user holding the copy still gets 403: access is checked before the validator.
    expect((await get(url, free, { 'if-none-match': etag })).statusCode).toBe(403);
    const recents = (await get('/api/preferences/recents', pro)).json().recents as { id: string }[];
    expect(recents[0]?.id).toBe('oclacitinibe');
  });
  it('honours refusals and other encodings, and still checks access first', async () => {
    const url = '/api/entities/drugs/afoxolaner';
    const refused = await get(url, pro, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    drugDetailResponse.parse(refused.json());
    // deflate alone (no browser sends that): the plain bytes.
    const deflate = await get(url, pro, { 'accept-encoding': 'deflate' });
    expect(deflate.headers['content-encoding']).toBeUndefined();
    expect(deflate.json()).toEqual(refused.json());
    const locked = await get('/api/entities/drugs/oclacitinibe', free, { 'accept-encoding': 'br' });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe('PREMIUM_REQUIRED');
    const etag = (await get('/api/entities/summaries', free)).headers.etag as string;
    const notModified = await get('/api/entities/summaries', free, { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
  });
});

describe('GET /api/topics', () => {
  it('needs a token', async () => {
    expect((await get('/api/topics/tratamento')).statusCode).toBe(401);
    expect((await get('/api/topics/tratamento/items/fluidoterapia-no-paciente-desidratado')).statusCode).toBe(401);
  });
  it('answers a topic with subtopics and item summaries to any signed-in user', async () => {
    const res = await get('/api/topics/doencas', free);
    expect(res.statusCode).toBe(200);
    const topic = topicResponse.parse(res.json());
    expect(topic.subtopics[0]!.items[0]!.topic).toBe('doencas');
  });
  it('items: freeTrial open to all; others 403 to free users and 200 to PRO', async () => {
    const open = await get('/api/topics/tratamento/items/fluidoterapia-no-paciente-desidratado', free);
    expect(open.statusCode).toBe(200);
    expect(topicItemResponse.parse(open.json()).version).toBeGreaterThanOrEqual(1);
    const locked = await get('/api/topics/tratamento/items/antibioticoterapia-racional', free);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe('PREMIUM_REQUIRED');
    expect((await get('/api/topics/tratamento/items/antibioticoterapia-racional', pro)).statusCode).toBe(200);
    expect((await get('/api/topics/doencas/items/antibioticoterapia-racional', pro)).statusCode).toBe(404);
  });
  it('readers see the latest published version, not a newer draft', async () => {
    const id = 'antibioticoterapia-racional';
    const before = topicItemResponse.parse((await get(`/api/topics/tratamento/items/${id}`, pro)).json());
    const draft = { ...(before as unknown as TopicItemFile), name: 'Rascunho' };
    const version = await insertItemVersion(t.database.db, draft, 'draft', 'x', {
      category: 12,
      photo: null,
      searchName: 'rascunho',
    });
    expect(version).toBe(before.version + 1);
    const after = (await get(`/api/topics/tratamento/items/${id}`, pro)).json();
    expect(after.name).toBe(before.name);
    expect(after.version).toBe(before.version);
  });
});

describe('GET /api/entities/summaries and /api/preferences/searches/20', () => {
  it('lists every category sorted by name ignoring accents, premium included, with an ETag', async () => {
    expect((await get('/api/entities/summaries')).statusCode).toBe(401);
    const res = await get('/api/entities/summaries', free);
    expect(res.statusCode).toBe(200);
    const body = globalSummaryResponse.parse(res.json());
    const names = body.items.map((i) => i.name);
    expect(names).toEqual([...names].sort(compareNamesPtBR));
    expect(new Set(body.items.map((i) => i.category))).toEqual(new Set([1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13]));
    expect(body.items.some((i) => i.premium)).toBe(true);
    expect(body.items.every((i) => i.type !== 2)).toBe(true);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^W\/"[0-9a-f]{32}"$/);
    expect((await get('/api/entities/summaries', free, { 'if-none-match': etag })).statusCode).toBe(304);
  });
  it('search list items carry id, name, 1-based category, card flag and classes', async () => {
    const res = await get('/api/preferences/searches/20', free);
    expect(res.statusCode).toBe(200);
    const items = res.json().items;
    expect(items.find((i: { id: string }) => i.id === 'afoxolaner')).toMatchObject({
      name: 'Afoxolaner',
      category: 1,
      // Afoxolaner has flashcards (content/flashcards/drugs/afoxolaner.json); vaccines have none.
      card: true,
    });
    expect(items.find((i: { id: string }) => i.id === 'vacina-antirrabica')).toMatchObject({ card: false });
    expect(items.find((i: { id: string }) => i.id === 'antibioticoterapia-racional').topic).toBe('tratamento');
  });
});

describe('favorites', () => {
  const fav = { id: 'afoxolaner', name: 'Afoxolaner', category: 1, type: 0 };
  it('toggles: add then delete, reporting lastOperation', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/preferences/favorites' })).statusCode).toBe(401);
    const added = await post('/api/preferences/favorites', free, fav);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ lastOperation: 'add', favorites: [{ ...fav, date: expect.any(Number) }] });
    const removed = await post('/api/preferences/favorites', free, fav);
    expect(removed.json()).toEqual({ lastOperation: 'delete', favorites: [] });
  });
  it('user A cannot see or delete user B favorites', async () => {
    await post('/api/preferences/favorites', other, fav);
    expect((await get('/api/preferences/favorites', free)).json().favorites).toEqual([]);
    // A posting the same item adds it to A's own list; B's stays.
    expect((await post('/api/preferences/favorites', free, fav)).json().lastOperation).toBe('add');
    expect((await get('/api/preferences/favorites', other)).json().favorites).toHaveLength(1);
    await post('/api/preferences/favorites', free, fav);
    expect((await get('/api/preferences/favorites', other)).json().favorites).toHaveLength(1);
  });
  it('rejects a body without category or topic', async () => {
    expect((await post('/api/preferences/favorites', free, { id: 'x', name: 'X' })).statusCode).toBe(400);
  });
  it('the 101st add answers 409 FAVORITES_LIMIT; removing still works', async () => {
    const { token } = await signedInUser(t);
    for (let i = 0; i < 100; i++) {
      const res = await post('/api/preferences/favorites', token, { id: `item-${i}`, name: `Item ${i}`, category: 1 });
      expect(res.statusCode).toBe(200);
    }
    const over = await post('/api/preferences/favorites', token, { id: 'item-100', name: 'Item 100', category: 1 });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('FAVORITES_LIMIT');
    const removed = await post('/api/preferences/favorites', token, { id: 'item-5', name: 'Item 5', category: 1 });
    expect(removed.json().lastOperation).toBe('delete');
    expect(removed.json().favorites).toHaveLength(99);
  });
});

describe('recents', () => {
  it('records each detail view, latest first, one row per item, per user', async () => {
    const { token } = await signedInUser(t, { entitlements: ['va_pro'] });
    expect((await get('/api/preferences/recents')).statusCode).toBe(401);
    await get('/api/entities/drugs/afoxolaner', token);
    await new Promise((r) => setTimeout(r, 5));
    await get('/api/entities/products/nexgard', token);
    await new Promise((r) => setTimeout(r, 5));
    await get('/api/topics/tratamento/items/antibioticoterapia-racional', token);
    await new Promise((r) => setTimeout(r, 5));
    await get('/api/entities/drugs/afoxolaner', token);
    const recents = (await get('/api/preferences/recents', token)).json().recents;
    expect(recents.map((r: { id: string }) => r.id)).toEqual(['afoxolaner', 'antibioticoterapia-racional', 'nexgard']);
    expect(recents[1]).toMatchObject({ kind: 'item', topic: 'tratamento', category: 12 });
    // A denied view is not recorded.
    await get('/api/entities/drugs/oclacitinibe', free);
    const mine = (await get('/api/preferences/recents', free)).json().recents;
    expect(mine.some((r: { id: string }) => r.id === 'oclacitinibe')).toBe(false);
  });
});

describe('seed', () => {
  it('skips an unchanged library', async () => {
    expect(await seedContent(t.database, { info: () => {} })).toEqual({ skipped: true });
  });
  it('a file breaking its schema fails the seed naming the file and the field', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vetor-content-'));
    try {
      cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true, filter: (src) => !src.endsWith('.svg') });
      const file = join(dir, 'drugs', 'meloxicam.json');
      const drug = JSON.parse(readFileSync(file, 'utf8'));
      drug.doses[0].route = 'Pela orelha';
      writeFileSync(file, JSON.stringify(drug));
      const error = await seedContent(t.database, { info: () => {} }, dir).catch((e) => e);
      expect(error).toBeInstanceOf(ContentValidationError);
      expect(error.message).toContain('content/drugs/meloxicam.json: doses.0.route: via desconhecida');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('no request gives a 500', () => {
  it('over arbitrary collections, ids and query strings', async () => {
    const segment = fc.oneof(
      fc.constantFrom('drugs', 'products', 'vaccines', 'configuration', 'summaries', 'foods_products', ''),
      fc.string({ maxLength: 30 }),
    );
    await fc.assert(
      fc.asyncProperty(segment, segment, fc.boolean(), fc.string({ maxLength: 10 }), async (a, b, useTopics, q) => {
        const path = useTopics
          ? `/api/topics/${encodeURIComponent(a)}/items/${encodeURIComponent(b)}`
          : `/api/entities/${encodeURIComponent(a)}/${encodeURIComponent(b)}?logOnly=${encodeURIComponent(q)}`;
        const res = await get(path, pro);
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});
