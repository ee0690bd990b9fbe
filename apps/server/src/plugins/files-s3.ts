// The S3-compatible backend of the file-storage seam (plugins/files.ts), in a module of its own so
// the AWS SDK is loaded only by a server that has S3_URL.
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.js';
import { assertFileKey, type Files, PREFIX } from './files-store.js';

/** `listPageSize` (S3's maximum, 1000, by default) exists so tests can page with a few keys. */
export function s3Files(config: S3Config, listPageSize = 1000): Files & { close(): void } {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: many S3-compatible stores reject the newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const full = (key: string) => `${config.keyPrefix}${key}`;

  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertFileKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: full(key), Body: body, ContentType: contentType }));
    },
    async get(key) {
      assertFileKey(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: full(key) }));
        const bytes = out.Body ? await out.Body.transformToByteArray() : new Uint8Array();
        return { body: Buffer.from(bytes), contentType: out.ContentType ?? 'application/octet-stream' };
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async delete(key) {
      assertFileKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: full(key) }));
    },
    async deletePrefix(prefix) {
      assertFileKey(prefix, PREFIX);
      // ListObjects (v1) paged by the last key seen: every S3-compatible store supports it, and it
      // needs no continuation token (s3rver 4 cannot make one on OpenSSL 3).
      let Marker: string | undefined;
      for (;;) {
        const page = await client.send(
          new ListObjectsCommand({ Bucket, Prefix: full(prefix), MaxKeys: listPageSize, Marker }),
        );
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (keys.length) {
          const out = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
          if (out.Errors?.length) throw new Error(`S3 refused to delete ${out.Errors.length} of ${keys.length} keys`);
        }
        if (!page.IsTruncated || !keys.length) return;
        Marker = keys.at(-1)?.Key;
      }
    },
    async ping() {
      // An object request (signed like every other): "not found" means the store answers and our
      // credentials are accepted; a refused key or an unreachable host throws.
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: full('readiness-probe') }));
      } catch (err) {
        const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status !== 404) throw err;
      }
    },
    close: () => client.destroy(),
  };
}
