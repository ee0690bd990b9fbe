import { HEADERS } from '@vetor/domain/platform/headers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { redisAnswers } from '../test/local-services.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

// Rate limiting per IP: in memory by default, shared in Redis when REDIS_URL is set (several
// instances then count together).

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function hammer(app: TestApp['app'], times: number) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++)
    statuses.push((await app.inject({ url: '/api/preferences/toggles', remoteAddress: '10.9.8.7' })).statusCode);
  return statuses;
}

const redisUp = await redisAnswers();

describe('rate limiting', () => {
  it('answers 429 RATE_LIMITED in pt-BR past the limit (memory)', async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '5' });
    const statuses = await hammer(t.app, 7);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const res = await t.app.inject({ url: '/api/preferences/toggles', remoteAddress: '10.9.8.7' });
    expect(res.json()).toEqual({ code: 'RATE_LIMITED', message: expect.stringContaining('Muitas tentativas') });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(res.headers['x-ratelimit-limit']).toBe('5');
    expect(res.headers['x-ratelimit-remaining']).toBe('0');
    // Another address has its own count, and answers under the limit carry no rate headers.
    const other = await t.app.inject({ url: '/api/preferences/toggles', remoteAddress: '10.9.8.8' });
    expect(other.statusCode).toBe(200);
    expect(other.headers['x-ratelimit-limit']).toBeUndefined();
  });
  it('opens a new window a minute later (memory)', async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '2' });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      expect(await hammer(t.app, 3)).toEqual([200, 200, 429]);
      vi.setSystemTime(Date.now() + 61_000);
      expect(await hammer(t.app, 3)).toEqual([200, 200, 429]);
    } finally {
      vi.useRealTimers();
    }
  });
  it('does not count health probes', async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '2' });
    for (let i = 0; i < 5; i++)
      expect((await t.app.inject({ url: '/api/health/live', remoteAddress: '10.9.8.7' })).statusCode).toBe(200);
  });
  // Skipped only where no Redis answers on 127.0.0.1:6379 (CI and this machine have one).
  it.runIf(redisUp)('counts in Redis when REDIS_URL is set, across two instances', async () => {
    const first = await createTestApp({ RATE_LIMIT_MAX: '4', REDIS_URL: 'redis://127.0.0.1:6379' });
    const second = await createTestApp({ RATE_LIMIT_MAX: '4', REDIS_URL: 'redis://127.0.0.1:6379' });
    try {
      const ip = `10.${Math.floor(Math.random() * 200)}.1.1`;
      const call = (app: TestApp['app']) =>
        app.inject({ url: '/api/preferences/toggles', remoteAddress: ip }).then((r) => r.statusCode);
      const statuses = [
        await call(first.app),
        await call(second.app),
        await call(first.app),
        await call(second.app),
        await call(first.app),
      ];
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('security headers', () => {
  const API_CSP = "default-src 'none'; frame-ancestors 'none'";
  it('are on errors and unknown API paths too, and the page set on deep links', async () => {
    t = await createTestApp();
    const unauthorized = await t.app.inject({ url: '/api/preferences/favorites' });
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.headers['content-security-policy']).toBe(API_CSP);
    expect(unauthorized.headers['x-content-type-options']).toBe('nosniff');
    const missing = await t.app.inject({ url: '/api/nada-aqui' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toBe(API_CSP);
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/login/emails/codes',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['strict-transport-security']).toContain('max-age=');
    const page = await t.app.inject({ url: '/items/drugs' });
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
  });
  it('with CORS: a preflight has them, and a 429 carries the CORS headers the browser needs', async () => {
    t = await createTestApp({ CORS_ORIGINS: 'https://app.vetor.example', RATE_LIMIT_MAX: '1' });
    const origin = 'https://app.vetor.example';
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/preferences/toggles',
      headers: { origin, 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    expect(preflight.headers['content-security-policy']).toBe(API_CSP);
    const ask = () =>
      t!.app.inject({ url: '/api/preferences/toggles', headers: { origin }, remoteAddress: '10.1.1.1' });
    expect((await ask()).statusCode).toBe(200);
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['access-control-allow-origin']).toBe(origin);
    expect(limited.headers['content-security-policy']).toBe(API_CSP);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });
});

describe('API keys', () => {
  it('are enforced on API calls only when configured; health, docs and pages stay open', async () => {
    t = await createTestApp({ API_KEYS: 'web-1,ios-1' });
    const toggles = (headers: Record<string, string> = {}) =>
      t!.app.inject({ url: '/api/preferences/toggles', headers });
    expect((await toggles()).statusCode).toBe(401);
    expect((await toggles({ [HEADERS.apiKey]: 'outra' })).statusCode).toBe(401);
    expect((await toggles({ [HEADERS.apiKey]: 'ios-1' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/items/drugs' })).statusCode).not.toBe(401);
    await t.close();
    t = await createTestApp();
    expect((await t.app.inject({ url: '/api/preferences/toggles' })).statusCode).toBe(200);
  });
});
