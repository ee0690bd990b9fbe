import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, parseS3Url, type S3Config } from '../config.js';
import { startS3 } from '../test/s3-peer.js';
import files, { InvalidFileKeyError } from './files.js';
import { s3Files } from './files-s3.js';

// The same contract on both backends: a local directory, and a real S3 protocol peer from npm
// (@20minutes/s3rver) listening on 127.0.0.1.

const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from([0, 1, 2, 128, 255])]);

async function appWithFiles(options: { dir: string; s3: S3Config | undefined }): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(files, options);
  await app.ready();
  return app;
}

const backends = ['local', 's3'] as const;

describe.each(backends)('files on %s', (backend) => {
  let app: FastifyInstance;
  let s3: Awaited<ReturnType<typeof startS3>> | undefined;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vetor-files-'));
    if (backend === 's3') s3 = await startS3();
    app = await appWithFiles({ dir, s3: s3 ? parseS3Url(s3.url)! : undefined });
    expect(app.files.kind).toBe(backend);
  });
  afterAll(async () => {
    await app.close();
    await s3?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('puts, gets, replaces and deletes bytes with their content type', async () => {
    await app.files.put('prescriptions/u1/r1.pdf', pdf, 'application/pdf');
    const got = await app.files.get('prescriptions/u1/r1.pdf');
    expect(got?.contentType).toBe('application/pdf');
    expect(Buffer.compare(got!.body, pdf)).toBe(0);

    await app.files.put('prescriptions/u1/r1.pdf', Buffer.from('nova versão'), 'text/plain; charset=utf-8');
    const replaced = await app.files.get('prescriptions/u1/r1.pdf');
    expect(replaced?.body.toString()).toBe('nova versão');
    expect(replaced?.contentType).toBe('text/plain; charset=utf-8');

    await app.files.delete('prescriptions/u1/r1.pdf');
    expect(await app.files.get('prescriptions/u1/r1.pdf')).toBeNull();
    await app.files.delete('prescriptions/u1/r1.pdf'); // deleting twice is fine
  });

  it('answers null for a missing key and for a "folder"', async () => {
    expect(await app.files.get('nada/aqui.pdf')).toBeNull();
    await app.files.put('pasta/arquivo.txt', Buffer.from('x'), 'text/plain');
    expect(await app.files.get('pasta')).toBeNull();
  });

  it('deletePrefix removes every key under a prefix and nothing else', async () => {
    await app.files.put('photos/u1/a.jpg', Buffer.from('a'), 'image/jpeg');
    await app.files.put('photos/u1/sub/b.jpg', Buffer.from('b'), 'image/jpeg');
    await app.files.put('photos/u10/c.jpg', Buffer.from('c'), 'image/jpeg');
    await app.files.put('photos/u2/d.jpg', Buffer.from('d'), 'image/jpeg');
    await app.files.deletePrefix('photos/u1/');
    expect(await app.files.get('photos/u1/a.jpg')).toBeNull();
    expect(await app.files.get('photos/u1/sub/b.jpg')).toBeNull();
    expect((await app.files.get('photos/u10/c.jpg'))?.body.toString()).toBe('c');
    expect((await app.files.get('photos/u2/d.jpg'))?.body.toString()).toBe('d');
    // A plain string prefix, as on S3: 'photos/u1' also matches 'photos/u10/…'.
    await app.files.deletePrefix('photos/u1');
    expect(await app.files.get('photos/u10/c.jpg')).toBeNull();
    await app.files.deletePrefix('ninguem/');
  });

  it('deletePrefix pages through more than one listing', async () => {
    if (backend === 'local') return;
    // Three keys per listing page, so eight keys take three pages of list + multi-delete.
    const store = s3Files(parseS3Url(s3!.url)!, 3);
    const keys = Array.from({ length: 8 }, (_, i) => `bulk/u9/${i}.txt`);
    for (const key of keys) await store.put(key, Buffer.from(key), 'text/plain');
    await store.put('bulk/u8/fica.txt', Buffer.from('fica'), 'text/plain');
    await store.deletePrefix('bulk/u9/');
    for (const key of keys) expect(await store.get(key)).toBeNull();
    expect((await store.get('bulk/u8/fica.txt'))?.body.toString()).toBe('fica');
    store.close();
  });

  it.each([
    '../segredo',
    'a/../../etc/passwd',
    '/etc/passwd',
    'a//b',
    '.hidden',
    'a/./b',
    'a\\b',
    'a\u0000b',
    '',
    `${'a'.repeat(513)}`,
  ])('refuses the unsafe key %j', async (key) => {
    await expect(app.files.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(InvalidFileKeyError);
    await expect(app.files.get(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
    await expect(app.files.delete(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
    await expect(app.files.deletePrefix(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
  });

  it('keeps local files inside DATA_DIR/files', async () => {
    if (backend === 's3') return;
    await app.files.put('a/b.txt', Buffer.from('x'), 'text/plain');
    expect(existsSync(join(dir, 'objects', 'a', 'b.txt'))).toBe(true);
  });

  it('is refused by the S3 store with a wrong secret', async () => {
    if (backend === 'local') return;
    const cfg = parseS3Url(s3!.url)!;
    const wrong = await appWithFiles({ dir, s3: { ...cfg, secretAccessKey: 'errado' } });
    await expect(wrong.files.put('a/b.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/signature/i);
    await wrong.close();
  });

  it('stores S3 keys under the bucket and the prefix of S3_URL', async () => {
    if (backend === 'local') return;
    await app.files.put('a/b.txt', Buffer.from('x'), 'text/plain');
    const cfg = parseS3Url(s3!.url)!;
    const client = new S3Client({
      endpoint: cfg.endpoint,
      region: cfg.region,
      forcePathStyle: true,
      credentials: { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey },
    });
    const out = await client.send(new GetObjectCommand({ Bucket: 'vetor', Key: 'test-env/a/b.txt' }));
    expect(await out.Body?.transformToString()).toBe('x');
    client.destroy();
  });
});

describe('S3_URL', () => {
  it('parses credentials, endpoint, bucket, prefix, region and path style', () => {
    expect(parseS3Url('s3://AK%2F1:S%40CRET@s3.sa-east-1.amazonaws.com/vetor-files?region=sa-east-1')).toEqual({
      endpoint: 'https://s3.sa-east-1.amazonaws.com',
      region: 'sa-east-1',
      bucket: 'vetor-files',
      keyPrefix: '',
      accessKeyId: 'AK/1',
      secretAccessKey: 'S@CRET',
      forcePathStyle: false,
    });
    expect(parseS3Url('s3+http://k:s@127.0.0.1:9000/b/prod/v1?forcePathStyle=true')).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'b',
      keyPrefix: 'prod/v1/',
      forcePathStyle: true,
    });
  });
  it.each(['http://k:s@host/b', 's3://host/b', 's3://k:s@host', 's3://k:s@host/b?forcePathStyle=sim'])(
    'stops the start on %s',
    (value) => {
      expect(() => loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'vetor-cfg-')), S3_URL: value })).toThrow(
        /S3_URL/,
      );
    },
  );
  it('keeps files in DATA_DIR/files without S3_URL', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vetor-cfg-'));
    const c = loadConfig({ DATA_DIR: dir });
    expect(c.s3).toBeUndefined();
    expect(c.filesDir).toBe(join(dir, 'files'));
  });
});
