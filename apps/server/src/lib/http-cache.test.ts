import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeAnswer, HttpCache } from './http-cache.js';

describe('HttpCache', () => {
  it('builds an answer once for concurrent misses and keeps it', async () => {
    const cache = new HttpCache({ ttlMs: 60_000 });
    let loads = 0;
    const load = async () => {
      loads++;
      return { body: '{"a":1}', meta: undefined };
    };
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(a.answer.identity.toString()).toBe('{"a":1}');
    expect(b.answer.etag).toBe(a.answer.etag);
    await cache.get('k', load);
    expect(loads).toBe(1);
  });

  it('a clear during a load still answers that request, and the answer is not kept', async () => {
    const cache = new HttpCache({ ttlMs: 60_000 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const pending = cache.get('k', async () => {
      await gate;
      return { body: '"old"', meta: undefined };
    });
    cache.clear();
    release();
    expect((await pending).answer.identity.toString()).toBe('"old"');
    const fresh = await cache.get('k', async () => ({ body: '"new"', meta: undefined }));
    expect(fresh.answer.identity.toString()).toBe('"new"');
  });

  it('compresses an answer once per encoding, when first asked, and not below the threshold', async () => {
    const body = JSON.stringify({ text: 'amoxicilina '.repeat(200) });
    const answer = encodeAnswer(body);
    expect(answer.compressible).toBe(true);
    const br = answer.encoded('br');
    expect(answer.encoded('br')).toBe(br);
    expect(brotliDecompressSync(await br).toString()).toBe(body);
    expect(gunzipSync(await answer.encoded('gzip')).toString()).toBe(body);
    expect(encodeAnswer('{"a":1}').compressible).toBe(false);
  });
});
