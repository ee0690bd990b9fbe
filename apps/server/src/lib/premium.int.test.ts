import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DRUG_COLLECTIONS } from '@vetor/domain/content/content-api.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from '../test/test-app.js';

// The premium gate, walked from the outside: every route of the OpenAPI document is called with a
// free account's token and the ids, names and classes of every piece of PRO content in its path,
// query and body. No answer may carry a premium body: neither a text that only PRO content holds
// (a "fingerprint") nor a dose of a premium drug. The same walk with a PRO token must find those
// texts on the routes that serve them, which proves the walk reaches the content it guards.

const root = fileURLToPath(new URL('../../../../content/', import.meta.url));

type Json = Record<string, unknown>;

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .map((f) => join(dir, f));
}
const read = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as Json;

/** Fields a list, a lock or a card of a locked item shows to everyone: never fingerprints. */
const LIST_FIELDS = new Set([
  'id',
  'name',
  'description',
  'synonyms',
  'references',
  'classes',
  'brand',
  'photo',
  'presentation',
  'presentationList',
  'content_name',
  'card_class',
  'question',
  // What a list row of a product or topic item shows (globalSummaryItemSchema), and photos.
  'features',
  'contentPoints',
  'brandLines',
  'petAges',
  'petSizes',
  'photos',
  'url',
]);

function strings(value: unknown, out: string[], skipListFields: boolean): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out, skipListFields);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value))
      if (!(skipListFields && LIST_FIELDS.has(k))) strings(v, out, skipListFields);
  return out;
}

const isLocked = (j: Json, kind: 'drug' | 'product' | 'item' | 'algorithm') =>
  !j.freeTrial && (kind === 'item' || Boolean(j.premium));

// --- the library, split into what a free reader may and may not read -------------------------

const lockedTexts: string[] = [];
const openTexts: string[] = [];
const lockedDrugs: { id: string; name: string; collection: string }[] = [];
const lockedProducts: string[] = [];
const lockedItems: { id: string; topic: string; name: string }[] = [];
const lockedAlgorithms: string[] = [];
const lockedDiagnoses: string[] = [];
const lockedContentIds = new Set<string>();

const DRUG_FOLDERS: Record<string, string> = {
  drugs: 'drugs',
  vaccines: 'vaccines',
  dermatologicals: 'dermatologicals',
  ophthalmics: 'ophthalmics',
};
for (const [folder, collection] of Object.entries(DRUG_FOLDERS))
  for (const file of filesUnder(folder)) {
    const j = read(file);
    if (isLocked(j, 'drug')) {
      lockedDrugs.push({ id: String(j.id), name: String(j.name), collection });
      lockedContentIds.add(String(j.id));
      strings(j, lockedTexts, true);
    } else strings(j, openTexts, false);
  }
for (const file of filesUnder('products')) {
  const j = read(file);
  if (isLocked(j, 'product')) {
    lockedProducts.push(String(j.id));
    strings(j, lockedTexts, true);
  } else strings(j, openTexts, false);
}
for (const file of filesUnder('items')) {
  const j = read(file);
  if (isLocked(j, 'item')) {
    lockedItems.push({ id: String(j.id), topic: String(j.topic), name: String(j.name) });
    lockedContentIds.add(String(j.id));
    strings(j, lockedTexts, true);
  } else strings(j, openTexts, false);
}
for (const file of filesUnder('algorithms')) {
  const j = read(file);
  if (isLocked(j, 'algorithm')) {
    lockedAlgorithms.push(String(j.id));
    strings(j, lockedTexts, true);
  } else strings(j, openTexts, false);
}
// Differential diagnosis and interactions are PRO areas as a whole.
for (const file of [...filesUnder('ddx/diagnoses'), ...filesUnder('interactions')]) {
  const j = read(file);
  for (const d of (j.diagnoses as Json[] | undefined) ?? []) lockedDiagnoses.push(String(d.id));
  strings(j, lockedTexts, true);
}
for (const file of filesUnder('flashcards')) {
  const j = read(file);
  if (lockedContentIds.has(String(j.content_id))) strings(j, lockedTexts, true);
  else strings(j, openTexts, false);
}
for (const dir of ['handouts', 'news', 'topics', 'ddx/signs'])
  for (const file of filesUnder(dir)) strings(read(file), openTexts, false);

/**
 * Texts of 40 characters or more that only locked content holds. Shorter ones ("Dor (gatos)") and
 * any that an open item also says are not evidence of a leak.
 */
const openCorpus = openTexts.join('\n');
// A locked item's or drug's name is on every list; the DDx names a diagnosis after it ("diagnosis").
const publicNames = new Set([...lockedItems.map((i) => i.name), ...lockedDrugs.map((d) => d.name)]);
const fingerprints = [...new Set(lockedTexts)].filter(
  (s) => s.length >= 40 && !openCorpus.includes(s) && !publicNames.has(s),
);
const lockedDrugIds = new Set(lockedDrugs.map((d) => d.id));

// --- what an answer may not carry -------------------------------------------------------------

/** The first premium thing found in an answer's JSON, or null. */
function leakIn(body: unknown): string | null {
  const text = strings(body, [], false).join('\n');
  const fp = fingerprints.find((f) => text.includes(f));
  if (fp) return `texto PRO: ${fp.slice(0, 60)}…`;
  let dose: string | null = null;
  (function walk(v: unknown) {
    if (dose) return;
    if (Array.isArray(v)) for (const x of v) walk(x);
    else if (v && typeof v === 'object') {
      const o = v as Json;
      if ('measurement' in o && typeof o.drugId === 'string' && lockedDrugIds.has(o.drugId))
        dose = `dose de ${o.drugId}`;
      else for (const x of Object.values(o)) walk(x);
    }
  })(body);
  return dose;
}

// --- the walk ---------------------------------------------------------------------------------

interface Call {
  route: string;
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}

const chunks = <T>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));

function callsOf(doc: { paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>> }) {
  const names = [...lockedDrugs.map((d) => d.name), ...lockedItems.map((i) => i.name)];
  const queryValues: Record<string, string[]> = {
    q: names,
    search: names,
    drugIds: chunks([...lockedDrugIds], 10).map((c) => c.join(',')),
    species: ['1'],
    content_id: [...lockedContentIds],
    content_type: ['1'],
    offline: ['true'],
  };
  // A route whose `{id}` is not a content id (a patient, a checkout, a news item) is still called
  // with content ids, in case it reads one; a few of each kind suffice there.
  const anyId = [
    ...[...lockedDrugIds].slice(0, 5),
    ...lockedProducts.slice(0, 5),
    ...lockedItems.slice(0, 5).map((i) => i.id),
    ...lockedAlgorithms,
  ];
  const calls: Call[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (path.startsWith('/api/management')) continue; // editors only: a reader's token is refused there
    for (const [method, op] of Object.entries(methods)) {
      if (method !== 'get') continue;
      let paths: string[];
      if (path.includes('{topicId}') && path.includes('{itemId}'))
        paths = lockedItems.map((i) => path.replace('{topicId}', i.topic).replace('{itemId}', i.id));
      else if (path.includes('{collection}'))
        paths = [
          ...lockedDrugs.map((d) => path.replace('{collection}', d.collection).replace('{id}', d.id)),
          ...lockedProducts.map((id) => path.replace('{collection}', 'products').replace('{id}', id)),
        ];
      else if ((DRUG_COLLECTIONS as readonly string[]).some((c) => path === `/api/entities/${c}/{id}`))
        paths = [...lockedDrugIds].map((id) => path.replace('{id}', id));
      else if (path.startsWith('/api/entities/') && path.endsWith('/{id}'))
        paths = lockedProducts.map((id) => path.replace('{id}', id));
      else if (path === '/api/topics/ddx/diagnoses/{id}') paths = lockedDiagnoses.map((id) => path.replace('{id}', id));
      else if (path === '/api/algorithms/{id}') paths = lockedAlgorithms.map((id) => path.replace('{id}', id));
      else if (path.includes('{id}')) paths = anyId.map((id) => path.replace('{id}', id));
      else if (path.includes('{contentId}')) paths = [...lockedContentIds].map((id) => path.replace('{contentId}', id));
      else paths = [path];
      paths = paths.map((p) => p.replace(/\{[^}]+\}/g, 'x'));
      const queries = (op.parameters ?? []).filter((p) => p.in === 'query' && queryValues[p.name]);
      for (const p of paths) {
        calls.push({ route: `GET ${path}`, method: 'GET', url: p });
        for (const q of queries)
          for (const v of queryValues[q.name] ?? [])
            calls.push({ route: `GET ${path}`, method: 'GET', url: `${p}?${q.name}=${encodeURIComponent(v)}` });
      }
    }
  }
  // The PRO areas' questions are bodies.
  calls.push({
    route: 'POST /api/entities/drugs/interactions',
    method: 'POST',
    url: '/api/entities/drugs/interactions',
    body: { drugs: lockedDrugs.slice(0, 2).map((d) => d.name) },
  });
  calls.push({
    route: 'POST /api/topics/ddx/signs',
    method: 'POST',
    url: '/api/topics/ddx/signs',
    body: { signs: [1, 2], species: 1 },
  });
  for (const name of names.slice(0, 10))
    calls.push({
      route: 'POST /api/patients/prescriptions/searches',
      method: 'POST',
      url: '/api/patients/prescriptions/searches',
      body: { search: name, filter: 0 },
    });
  return calls;
}

let t: TestApp;
let calls: Call[];
beforeAll(async () => {
  t = await createTestApp();
  calls = callsOf(t.app.swagger() as Parameters<typeof callsOf>[0]);
}, 120_000);
afterAll(() => t.close());

/** Every call with the token; the routes whose 200 answers carried premium content, with an example. */
async function walk(token: string, which: readonly Call[]): Promise<Map<string, string>> {
  const leaks = new Map<string, string>();
  for (const call of which) {
    const res = await t.app.inject({
      method: call.method,
      url: call.url,
      headers: { authorization: `Bearer ${token}`, 'x-app-version': '5.12.2' },
      ...(call.body ? { payload: call.body as Json } : {}),
    });
    expect(res.statusCode, `${call.method} ${call.url}`).toBeLessThan(500);
    if (res.statusCode !== 200 || !String(res.headers['content-type']).includes('json')) continue;
    const leak = leakIn(res.json());
    if (leak && !leaks.has(call.route)) leaks.set(call.route, `${call.url}: ${leak}`);
  }
  return leaks;
}

describe('premium gate over every route', () => {
  it('has PRO content to guard', () => {
    expect(lockedDrugs.length).toBeGreaterThan(10);
    expect(lockedItems.length).toBeGreaterThan(10);
    expect(fingerprints.length).toBeGreaterThan(500);
    expect(calls.length).toBeGreaterThan(500);
  });

  it('leaves the emergency drugs a free vet needs at a cardiac arrest open (docs/decisions/web-working-day-2.md)', async () => {
    const { token } = await signedInUser(t);
    for (const id of ['adrenalina', 'atropina']) {
      expect(read(`drugs/${id}.json`)).toMatchObject({ premium: false });
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/entities/drugs/${id}`,
        headers: { authorization: `Bearer ${token}`, 'x-app-version': '5.12.2' },
      });
      expect(res.statusCode, id).toBe(200);
      expect(res.json().doses.length, id).toBeGreaterThan(0);
    }
  });

  it('a free account gets no premium body from any route', async () => {
    const { token } = await signedInUser(t);
    const leaks = await walk(token, calls);
    expect(Object.fromEntries(leaks)).toEqual({});
  }, 300_000);

  it('a PRO account reads that content through the routes that serve it (the walk reaches it)', async () => {
    const { token } = await signedInUser(t, { entitlements: ['va_pro'] });
    const serving = [
      'GET /api/entities/drugs/{id}',
      'GET /api/entities/products/{id}',
      'GET /api/topics/{topicId}/items/{itemId}',
      'GET /api/algorithms/{id}',
      'GET /api/patients/prescriptions/options',
      'GET /api/preferences/cards',
      'GET /api/search',
      'GET /api/topics/ddx/diagnoses/{id}',
    ];
    // Reaching the content is shown by every call of the routes that serve it and a few of the
    // others; the free walk makes them all.
    const perRoute = new Map<string, number>();
    const sample = calls.filter((c) => {
      const n = (perRoute.get(c.route) ?? 0) + 1;
      perRoute.set(c.route, n);
      return n <= 6 || serving.includes(c.route);
    });
    const leaks = await walk(token, sample);
    expect([...leaks.keys()].sort()).toEqual(expect.arrayContaining(serving));
  }, 300_000);
});
