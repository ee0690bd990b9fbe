// The file-storage seam: app.files puts and gets bytes by key, in DATA_DIR/files by default or in
// any S3-compatible store when S3_URL is set. Features choose keys such as
// `prescriptions/<uid>/<id>.pdf`, so deleting an account's files is one deletePrefix.
import { access, constants, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { S3Config } from '../config.js';
import { assertFileKey, type Files, PREFIX } from './files-store.js';

export { assertFileKey, type Files, InvalidFileKeyError, PREFIX, type StoredFile } from './files-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    files: Files;
  }
}

// --- local directory ------------------------------------------------------------------------------

/**
 * Bytes live under <dir>/objects/<key> and the content type under <dir>/types/<key>, so a key can
 * be any valid name without clashing with its metadata. Writes go to a temporary file and are
 * renamed into place, so a reader never sees half a file.
 */
export function localFiles(dir: string): Files {
  const objects = join(dir, 'objects');
  const types = join(dir, 'types');
  let tmpCounter = 0;

  async function writeAtomically(path: string, data: Buffer | string) {
    await mkdir(dirname(path), { recursive: true });
    const tmp = `${path}.${process.pid}.${++tmpCounter}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, path);
  }

  async function listUnder(root: string, relative: string): Promise<string[]> {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(join(root, relative), { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    const keys: string[] = [];
    for (const entry of entries) {
      const key = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) keys.push(...(await listUnder(root, key)));
      else if (!entry.name.endsWith('.tmp')) keys.push(key);
    }
    return keys;
  }

  const files: Files = {
    kind: 'local',
    async put(key, body, contentType) {
      assertFileKey(key);
      await writeAtomically(join(objects, key), body);
      await writeAtomically(join(types, key), contentType);
    },
    async get(key) {
      assertFileKey(key);
      try {
        const [body, contentType] = await Promise.all([
          readFile(join(objects, key)),
          readFile(join(types, key), 'utf8').catch(() => 'application/octet-stream'),
        ]);
        return { body, contentType };
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
        throw err;
      }
    },
    async delete(key) {
      assertFileKey(key);
      await rm(join(objects, key), { force: true });
      await rm(join(types, key), { force: true });
    },
    async deletePrefix(prefix) {
      assertFileKey(prefix, PREFIX);
      // S3 semantics: a plain string prefix, so list the folder the prefix ends in and filter.
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      const keys = (await listUnder(objects, folder)).filter((k) => k.startsWith(prefix));
      for (const key of keys) await files.delete(key);
    },
    async ping() {
      await mkdir(objects, { recursive: true });
      await access(objects, constants.W_OK);
    },
  };
  return files;
}

export default fp(
  async (app: FastifyInstance, options: { dir: string; s3: S3Config | undefined }) => {
    if (options.s3) {
      // The AWS SDK (hundreds of modules, about a second to load on a busy machine) only when S3_URL is set.
      const { s3Files } = await import('./files-s3.js');
      const store = s3Files(options.s3);
      app.decorate('files', store satisfies Files);
      app.addHook('onClose', async () => store.close());
    } else {
      app.decorate('files', localFiles(options.dir));
    }
  },
  { name: 'files' },
);
