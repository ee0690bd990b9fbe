import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { DataDirError } from './data-dir.js';

// One process per PGlite folder: a second opener is refused before it touches
// a database file, and a lock left by a dead process does not block the next start.

const root = mkdtempSync(join(tmpdir(), 'vetor-data-dir-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every file under `dir` with its size and modification time: equal fingerprints, untouched files. */
function fingerprint(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((name) => {
      const info = statSync(join(dir, name));
      return `${name} ${info.size} ${info.mtimeMs}`;
    });
}

// Each test creates a PGlite database from nothing: seconds of WebAssembly on a shared machine.
describe('the PGlite data folder', { timeout: 120_000 }, () => {
  it('refuses a second opener before it touches the files, and lets the next one in after close', async () => {
    const dataDir = join(root, 'busy', 'pg');
    const first = await openDatabase({ dataDir });
    await first.exec('create table acknowledged (n int); insert into acknowledged values (1);');
    const before = fingerprint(dataDir);

    const second = openDatabase({ dataDir });
    await expect(second).rejects.toBeInstanceOf(DataDirError);
    await expect(second).rejects.toThrow(
      `A pasta de dados ${dataDir} já está em uso por outro processo do Vetor (pid ${process.pid})`,
    );
    expect(fingerprint(dataDir)).toEqual(before);

    // The first opener keeps working, and its write is there for the next one.
    await first.exec('insert into acknowledged values (2);');
    await first.close();
    const next = await openDatabase({ dataDir });
    const { rows } = (await next.db.execute(sql`select count(*)::int as n from acknowledged`)) as { rows: unknown[] };
    expect(rows).toEqual([{ n: 2 }]);
    await next.close();
  });

  it('takes over at once a lock whose process died (kill -9 leaves it behind)', async () => {
    const dataDir = join(root, 'orphan', 'pg');
    mkdirSync(`${dataDir}.lock`, { recursive: true });
    // Far above any live pid: a process that no longer exists.
    writeFileSync(`${dataDir}.pid`, '4194000');
    const database = await openDatabase({ dataDir });
    await database.close();
  });

  it('says in one line which folder is unusable instead of a raw ENOTDIR', async () => {
    // Tests run as root, for whom chmod does not stop writes; a path through a regular file fails
    // for everyone, like a read-only mount does.
    const file = join(root, 'a-file');
    writeFileSync(file, '');
    const dataDir = join(file, 'data', 'pg');
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      `Não foi possível gravar na pasta de dados ${join(file, 'data')}: parte do caminho é um arquivo, não uma pasta; corrija DATA_DIR. (Data folder not writable: ENOTDIR.)`,
    );
  });
});
