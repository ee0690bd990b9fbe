// A real S3 protocol peer from npm (@20minutes/s3rver) on 127.0.0.1, for tests of the file store
// and of the features that write to it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';

export async function startS3() {
  const directory = mkdtempSync(join(tmpdir(), 'vetor-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'vetor', configs: [] }],
  });
  // s3rver 4 canonicalises bucket-level paths as '/vetor' while current SDKs sign '/vetor/' (list,
  // multi-delete), so only those requests skip its signature check; object requests keep it (see the
  // wrong-secret test below).
  server.middleware.unshift(async (ctx, next) => {
    server.allowMismatchedSignatures = /^\/[^/]+\/$/.test(ctx.path);
    await next();
  });
  const { port } = (await server.run()) as { port: number };
  return {
    url: `s3+http://S3RVER:S3RVER@127.0.0.1:${port}/vetor/test-env?region=us-east-1&forcePathStyle=true`,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
