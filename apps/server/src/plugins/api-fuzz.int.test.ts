import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from '../test/test-app.js';

// Every route of the API (from the OpenAPI document, plus the hidden ones), called with NUL bytes,
// control characters and broken URL encodings in its path, query and body, with and without a
// token: no answer is a 5xx, and every error is { code, message } (plus `field` for validation).

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
  it('no 5xx, and every error in the one shape', async () => {
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
          const where = `${method} ${url} (${auth ? 'token' : 'no token'})`;
          expect(res.statusCode, where).toBeLessThan(500);
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
