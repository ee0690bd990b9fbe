import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('error shape', () => {
  it('answers unknown /api paths with a JSON 404 in pt-BR', async () => {
    const res = await t.app.inject({ url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'ROUTE_NOT_FOUND', message: 'Endereço não encontrado.' });
  });
  it('answers malformed JSON with 400 and a pt-BR message, no stack', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/preferences/versions',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toMatch(/inválidos/);
    expect(JSON.stringify(body)).not.toMatch(/at \w+ \(/);
  });
  it('rejects a body over the size limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/preferences/versions',
      headers: { 'content-type': 'application/json' },
      payload: `{"a":"${'x'.repeat(1_100_000)}"}`,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
  it('sets the API security headers on JSON answers and the page set on the docs page', async () => {
    const api = await t.app.inject({ url: '/api/health/live' });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['x-ratelimit-limit']).toBeUndefined();
    const docs = await t.app.inject({ url: '/api/docs/' });
    expect(docs.headers['content-security-policy']).toContain("default-src 'self'");
    expect(docs.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
  it('reports readiness with the database', async () => {
    const res = await t.app.inject({ url: '/api/health/ready' });
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', files: 'ok' });
  });
  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/preferences/versions');
  });
});
