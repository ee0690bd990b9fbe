import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

// The production server also serves the built web app: deep links get index.html (so a reload
// keeps the page), hashed assets are cached for a year, and /api stays JSON.

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'vetor-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  // Long enough to be worth compressing, like the real one (~3.7 KB).
  writeFileSync(join(dist, 'index.html'), `<!doctype html><div id="root"></div><!-- ${'x'.repeat(3000)} -->`);
  writeFileSync(join(dist, 'public.html'), '<!doctype html><div id="root" data-page="public"></div>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))})`);
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(() => t.close());

describe('the web app served by the server', () => {
  it('answers client routes (deep links) with index.html, never cached', async () => {
    for (const url of ['/', '/home', '/categories/1/drugs/amoxicilina', '/item/x/content/0/section/1?a=b']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });
  it('answers the pages opened from a link without login with the light public.html', async () => {
    for (const url of ['/shared/handouts/abc/otite', '/shared/tok123', '/validation/AB12CD?x=1']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('data-page="public"');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    // Look-alike paths of the app keep the app.
    for (const url of ['/shared', '/validations', '/sharedx/1']) {
      expect((await t.app.inject({ url })).body, url).not.toContain('data-page="public"');
    }
  });
  it('sends index.html compressed as the browser accepts, and 304 when it has not changed', async () => {
    const plain = await t.app.inject({ url: '/accounts' });
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    const br = await t.app.inject({ url: '/accounts', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const again = await t.app.inject({ url: '/', headers: { 'if-none-match': plain.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });
  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });
  it('gives a real 404 for a missing file and JSON for unknown /api paths', async () => {
    expect((await t.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await t.app.inject({ url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('ROUTE_NOT_FOUND');
  });
});
