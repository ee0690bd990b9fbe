import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from '../test/test-app.js';

// One regression test per hole (docs/decisions/server-hot-path.md) that the request path closes. Each failed on the code
// before it (8696ad0).

let t: TestApp;
let free: string;
let pro: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '100000' });
  free = (await signedInUser(t)).token;
  pro = (await signedInUser(t, { entitlements: ['va_pro'] })).token;
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('the local outbox', () => {
  it('answers only a client on this machine', async () => {
    for (const url of ['/dev/outbox', '/dev/outbox.json']) {
      const remote = await t.app.inject({ url, remoteAddress: '192.168.0.23' });
      expect(remote.statusCode).toBe(404);
      expect(remote.json().code).toBe('ROUTE_NOT_FOUND');
      // A forged X-Forwarded-For does not make a remote client local, nor the reverse.
      const forged = await t.app.inject({
        url,
        remoteAddress: '192.168.0.23',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(forged.statusCode).toBe(404);
      expect((await t.app.inject({ url, remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    }
  });
  it('refuses a reverse proxy on this machine, whatever TRUST_PROXY says', async () => {
    const trusting = await createTestApp({ TRUST_PROXY: '1' });
    try {
      for (const app of [t.app, trusting.app])
        for (const headers of [
          { 'x-forwarded-for': '203.0.113.7' },
          { 'x-forwarded-for': '127.0.0.1' },
          { forwarded: 'for=203.0.113.7' },
          { 'x-real-ip': '203.0.113.7' },
        ]) {
          // The proxy connects from 127.0.0.1 and says whom it speaks for.
          const res = await app.inject({ url: '/dev/outbox.json', remoteAddress: '127.0.0.1', headers });
          expect(res.statusCode).toBe(404);
          expect(res.json().code).toBe('ROUTE_NOT_FOUND');
        }
    } finally {
      await trusting.close();
    }
  });
  it('does not exist when SMTP is configured', async () => {
    const withSmtp = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const res = await withSmtp.app.inject({ url: '/dev/outbox.json', remoteAddress: '127.0.0.1' });
      expect(res.statusCode).toBe(404);
    } finally {
      await withSmtp.close();
    }
  });
});

describe('rate limits and X-Forwarded-For', () => {
  it('hold when a client forges X-Forwarded-For (no trusted proxy by default)', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.app.inject({
          url: '/api/preferences/toggles',
          remoteAddress: '203.0.113.9',
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await limited.close();
    }
  });
  it('count the client a trusted proxy names, and only that proxy', async () => {
    const behindProxy = await createTestApp({ RATE_LIMIT_MAX: '2', TRUST_PROXY: '10.0.0.1' });
    try {
      const viaProxy = (client: string) =>
        behindProxy.app.inject({
          url: '/api/preferences/toggles',
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': client },
        });
      expect([(await viaProxy('198.51.100.1')).statusCode, (await viaProxy('198.51.100.1')).statusCode]).toEqual([
        200, 200,
      ]);
      expect((await viaProxy('198.51.100.1')).statusCode).toBe(429);
      // Another client behind the same proxy has its own count.
      expect((await viaProxy('198.51.100.2')).statusCode).toBe(200);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('premium products inside free drug pages', () => {
  it('carry only what a list shows', async () => {
    const product = await t.app.inject({ url: '/api/entities/products/nexgard', headers: bearer(free) });
    expect(product.statusCode).toBe(403);
    const full = (await t.app.inject({ url: '/api/entities/products/nexgard', headers: bearer(pro) })).json();
    expect(full.drugs.length + full.volumes.length + full.classes.length).toBeGreaterThan(0);
    for (const token of [free, pro]) {
      const drug = (await t.app.inject({ url: '/api/entities/drugs/afoxolaner', headers: bearer(token) })).json();
      const embedded = drug.veterinary_products.find((p: { id: string }) => p.id === 'nexgard');
      expect(embedded).toMatchObject({ id: 'nexgard', name: full.name, premium: true, freeTrial: false });
      // Before, the embedded entry was byte-identical to the product answer that is refused (403).
      expect(embedded).not.toEqual(full);
      for (const field of ['sections', 'drugs', 'features', 'classes', 'volumes', 'photos', 'petBreeds'])
        expect(embedded[field], field).toEqual([]);
    }
  });
});

describe('personal answers', () => {
  it('are never stored by a cache', async () => {
    const user = await signedInUser(t);
    const calls = [
      { url: '/api/login/users/me' },
      { url: '/api/preferences/favorites' },
      { url: '/api/preferences/recents' },
      { url: '/api/preferences/versions' },
      { url: '/api/preferences/toggles' },
      { url: `/api/login/${user.uid}/tokens`, method: 'POST' as const },
    ];
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: bearer(user.token) });
      expect(res.statusCode, call.url).toBe(200);
      expect(res.headers['cache-control'], call.url).toBe('no-store');
    }
  });
});

describe('router errors', () => {
  it('answer the one { code, message } shape in pt-BR and never echo the URL', async () => {
    const cases = [
      { url: '/api/entities/drugs/%E0%A4%A', status: 400 },
      { url: `/api/entities/drugs/${'a'.repeat(600)}`, status: 400 },
      { url: '/api/entities/drugs/%zz', status: 400 },
      { method: 'POST' as const, url: '/api/preferences/favorites', type: 'text/xml', payload: '<x/>', status: 415 },
      {
        method: 'POST' as const,
        url: '/api/preferences/favorites',
        type: 'application/json',
        payload: `{"id":"${'x'.repeat(1_100_000)}"}`,
        status: 413,
      },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: c.method ?? 'GET',
        url: c.url,
        headers: { ...bearer(free), ...(c.type ? { 'content-type': c.type } : {}) },
        ...(c.payload ? { payload: c.payload } : {}),
      });
      expect(res.statusCode, c.url.slice(0, 60)).toBe(c.status);
      const body = res.json();
      expect(Object.keys(body).sort(), c.url.slice(0, 60)).toEqual(['code', 'message']);
      expect(body.code).not.toMatch(/^FST_/);
      expect(res.body).not.toContain('entities');
      expect(res.body).not.toContain('favorites');
    }
  });
});
