import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { algorithmResponse, algorithmsListResponse } from '@vetor/domain/algorithms/algorithms.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config.js';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app.js';
import { loadAlgorithmFiles } from './algorithms.seed.js';

let t: TestApp;
let pro: string;
let free: string;
beforeAll(async () => {
  t = await createTestApp();
  pro = (await signedInUser(t, { entitlements: ['va_pro'] })).token;
  free = (await signedInUser(t, { entitlements: [] })).token;
});
afterAll(() => t.close());

function withBrokenFile(edit: (text: string) => string, run: (dir: string) => Promise<void>) {
  const dir = mkdtempSync(join(tmpdir(), 'algos-'));
  cpSync(join(REPO_ROOT, 'content'), dir, { recursive: true });
  const path = join(dir, 'algorithms', 'vomito-agudo-no-cao.json');
  writeFileSync(path, edit(readFileSync(path, 'utf8')));
  return run(dir).finally(() => rmSync(dir, { recursive: true, force: true }));
}

describe('algorithm files', () => {
  it('at least 10 algorithms load and validate', async () => {
    expect((await loadAlgorithmFiles()).length).toBeGreaterThanOrEqual(10);
  });
  it('a broken child reference fails the seed naming the file', () =>
    withBrokenFile(
      (text) => text.replace('"child": "alarme"', '"child": "nao-existe"'),
      async (dir) => {
        await expect(loadAlgorithmFiles(dir)).rejects.toThrow(
          /content\/algorithms\/vomito-agudo-no-cao\.json: nodes\.0: filho inexistente "nao-existe"/,
        );
      },
    ));
  it('a link to a missing disease fails the seed', () =>
    withBrokenFile(
      (text) => text.replace('"id": "pancreatite"', '"id": "pancreatite-inexistente"'),
      async (dir) => {
        await expect(loadAlgorithmFiles(dir)).rejects.toThrow(/item inexistente "pancreatite-inexistente"/);
      },
    ));
});

describe('GET /algorithms', () => {
  it('lists the algorithms', async () => {
    const res = await t.app.inject({ url: '/api/algorithms' });
    expect(algorithmsListResponse.parse(res.json()).algorithms.length).toBeGreaterThanOrEqual(10);
  });
  it('answers 403 to a free user for a premium algorithm, and opens the free-trial one', async () => {
    const locked = await t.app.inject({
      url: '/api/algorithms/cetoacidose-diabetica',
      headers: { authorization: `Bearer ${free}` },
    });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe('PREMIUM_REQUIRED');
    const open = await t.app.inject({
      url: '/api/algorithms/vomito-agudo-no-cao',
      headers: { authorization: `Bearer ${free}` },
    });
    expect(open.statusCode).toBe(200);
  });
  it('gives a PRO user the algorithm with drug links carrying their category', async () => {
    const res = await t.app.inject({
      url: '/api/algorithms/cetoacidose-diabetica',
      headers: { authorization: `Bearer ${pro}` },
    });
    const algo = algorithmResponse.parse(res.json());
    expect(algo.version).toBe(1);
    const link = algo.nodes.flatMap((n) => n.links ?? []).find((l) => l.kind === 'drug');
    expect(link?.category).toBe(1);
  });
  it('answers 404 for an unknown algorithm', async () => {
    const res = await t.app.inject({ url: '/api/algorithms/nada', headers: { authorization: `Bearer ${pro}` } });
    expect(res.statusCode).toBe(404);
  });
});
