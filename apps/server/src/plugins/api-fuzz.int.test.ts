import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from '../test/test-app.js';

// Every route of the API (from the OpenAPI document, plus the hidden ones), called with NUL bytes,
// control characters and broken URL encodings in its path, query and body, with and without a
// token; then with deep nesting and lone surrogates in bodies shaped by each route's own schema:
// no answer is a 5xx, and every error is { code, message } (plus `field` for validation).
// TEST_DATABASE_URL runs the same walk on PostgreSQL.

let t: TestApp;
let token: string;
let uid: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token, uid } = await signedInUser(t, { entitlements: ['va_pro'] }));
});
afterAll(() => t.close());

const BAD = [
  '%00',
  'a%00b',
  '%01',
  '%1B%5B31m',
  'a%0Ab',
  '%7F',
  '%C2%85',
  '%E0%A4%A',
  '%',
  '%zz',
  '%FF%FE',
  '..%2F..%2F',
];
const BAD_TEXT = ['\u0000', 'a\u0000b', '\u0001', '\u001b[31m', '\u007f', '\u0085', '\ud800'];

function routes(app: TestApp['app']): { method: string; path: string }[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const out = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
  return [...out, { method: 'GET', path: '/dev/outbox' }, { method: 'GET', path: '/dev/outbox.json' }];
}

/** Asserts the one error shape; `where` names the call in a failure. */
function expectNoServerError(res: LightMyRequestResponse, where: string): void {
  expect(res.statusCode, `${where}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
  if (res.statusCode >= 400 && String(res.headers['content-type']).startsWith('application/json')) {
    const body = res.json();
    expect(typeof body.code, where).toBe('string');
    expect(typeof body.message, where).toBe('string');
    expect(
      Object.keys(body).every((k) => ['code', 'message', 'field'].includes(k)),
      where,
    ).toBe(true);
    expect(body.code, where).not.toMatch(/^FST_/);
  }
}

function bodyWith(text: string) {
  return {
    id: text,
    name: text,
    email: `${text}@vetor.app`,
    code: text,
    displayName: text,
    category: 1,
    type: 0,
    user: { uid: text },
    address: { street: text },
  };
}

describe('fuzz over every route', () => {
  // Seven hundred calls: on PostgreSQL, on a busy shared machine, more than the default 30 s.
  it('no 5xx, and every error in the one shape', { timeout: 90_000 }, async () => {
    const all = routes(t.app);
    expect(all.length).toBeGreaterThan(20);
    let calls = 0;
    for (const { method, path } of all) {
      for (const bad of BAD) {
        const url = `${path.replace(/\{uid\}/g, uid).replace(/\{[^}]+\}/g, bad)}?q=${bad}&logOnly=${bad}&retry=${bad}`;
        for (const auth of [true, false]) {
          const text = BAD_TEXT[calls % BAD_TEXT.length] ?? '\u0000';
          const res = await t.app.inject({
            method: method as 'GET',
            url,
            remoteAddress: '127.0.0.1',
            headers: {
              ...(auth ? { authorization: `Bearer ${token}` } : {}),
              'x-app-version': '5.12.2',
              ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
            },
            ...(method === 'GET' ? {} : { payload: JSON.stringify(bodyWith(text)) }),
          });
          calls++;
          expectNoServerError(res, `${method} ${url} (${auth ? 'token' : 'no token'})`);
        }
      }
    }
    expect(calls).toBeGreaterThan(400);
  });
  it('a favorite whose name holds a NUL byte is refused with 400, not stored', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/preferences/favorites',
      headers: { authorization: `Bearer ${token}` },
      payload: { id: 'meloxicam', name: 'Melo\u0000xicam', category: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'name' });
    const nul = await t.app.inject({ url: '/api/entities/drugs/%00', headers: { authorization: `Bearer ${token}` } });
    expect(nul.statusCode).toBe(400);
  });
});

// The second walk: bodies built from each route's request schema in the OpenAPI document, so they
// get past the schema's shape and reach what lies behind it (services, the database, PDF fonts).

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  additionalProperties?: JsonSchema | boolean;
};
type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** Deeper than any request of ours, and deep enough to overflow a recursive walk. */
const DEEP_LEVELS = 20_000;
const deepArray = (levels: number): string => `${'['.repeat(levels)}${']'.repeat(levels)}`;
/** A high and a low surrogate, each alone, between ordinary letters. */
const LONE = 'Rex \ud800 e \udc00 fim';
/** The same in a URL: CESU-8 bytes of a lone surrogate, which are not UTF-8. */
const LONE_IN_URL = 'Rex%20%ED%A0%80';

/**
 * A value of the schema's shape with every string set to `text`: enums and constants keep their
 * first allowed value, numbers their minimum, so only the strings are wrong.
 */
function sample(doc: OpenApi, schema: JsonSchema | undefined, text: string, depth = 0): unknown {
  if (!schema || depth > 8) return text;
  if (schema.$ref) return sample(doc, doc.components?.schemas?.[schema.$ref.split('/').at(-1)!], text, depth);
  const choice = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choice) return sample(doc, choice.find((s) => s.type !== 'null') ?? choice[0], text, depth);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    const props = Object.entries(schema.properties ?? {});
    return Object.fromEntries(props.map(([key, s]) => [key, sample(doc, s, text, depth + 1)]));
  }
  if (type === 'array') return [sample(doc, schema.items, text, depth + 1)];
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  return text;
}

/** Each route's body variants: surrogates in every string, deep nesting in each field and at the root. */
function hostileBodies(doc: OpenApi, schema: JsonSchema | undefined): string[] {
  const shaped = sample(doc, schema, LONE);
  const bodies = [JSON.stringify(shaped), deepArray(DEEP_LEVELS), `{"a":${deepArray(DEEP_LEVELS)}}`];
  if (shaped && typeof shaped === 'object' && !Array.isArray(shaped)) {
    const fields = Object.keys(shaped);
    const deepValue = deepArray(DEEP_LEVELS);
    // Every field at once holding the deep value; the raw text is spliced in (JSON.stringify of it recurses).
    const withDeep = Object.fromEntries(fields.map((key) => [key, '__DEEP__']));
    bodies.push(JSON.stringify(withDeep).replaceAll('"__DEEP__"', deepValue));
  }
  return bodies;
}

describe('fuzz with deep nesting and lone surrogates, bodies shaped by each route', () => {
  it('no 5xx on any route, on this engine', { timeout: 120_000 }, async () => {
    const fresh = await signedInUser(t, { entitlements: ['va_pro'] });
    const doc = t.app.swagger() as unknown as OpenApi;
    // Account deletion last: it ends the token the other calls use.
    const operations = Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })))
      .sort((a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'));
    let calls = 0;
    for (const { path, method, op } of operations) {
      const queryNames = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const query = (value: string) =>
        [...queryNames, 'q', 'a[0][0][0][0][0][0][0][0]'].map((n) => `${n}=${value}`).join('&');
      const pathWith = (value: string) => path.replace(/\{uid\}/g, fresh.uid).replace(/\{[^}]+\}/g, value);
      const headers = { authorization: `Bearer ${fresh.token}`, 'x-app-version': '5.12.2' };
      const send = async (url: string, payload?: string) => {
        const res = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          remoteAddress: '127.0.0.1',
          headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
          ...(payload === undefined ? {} : { payload }),
        });
        calls++;
        expectNoServerError(res, `${method.toUpperCase()} ${url.slice(0, 120)} ${payload?.slice(0, 80) ?? ''}`);
      };
      await send(`${pathWith(LONE_IN_URL)}?${query(LONE_IN_URL)}`);
      await send(`${pathWith('x')}?${query(encodeURIComponent('x').replace('x', '%F0%9F'))}`);
      if (method === 'get' || method === 'delete') continue;
      const schema = op.requestBody?.content?.['application/json']?.schema;
      for (const body of hostileBodies(doc, schema)) await send(pathWith('x'), body);
      // The same surrogate body with real path values, so routes with an {id} reach their service.
      await send(pathWith(fresh.uid), JSON.stringify(sample(doc, schema, LONE)));
    }
    expect(calls).toBeGreaterThan(300);
  });
});
