import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { REPO_ROOT } from '../config.js';
import { createUser } from '../features/accounts/accounts.repository.js';
import { answers } from '../test/local-services.js';
import { createTestDatabase, testConfig } from '../test/test-app.js';
import { openDatabase } from './client.js';
import { migrate } from './migrate.js';
import { users } from './schema.js';

// The backup and restore commands of docs/deploy.md, read from the guide itself (the block after
// each `<!-- backup-restore:… -->` marker) and run with bash, so the guide cannot drift from what works.

const postgresUp = await answers(5432);
const hasPgTools = spawnSync('pg_restore', ['--version']).status === 0;
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function guideCommands(marker: string): string {
  const guide = readFileSync(join(REPO_ROOT, 'docs', 'deploy.md'), 'utf8');
  const at = guide.indexOf(`<!-- backup-restore:${marker} -->`);
  const block = /```sh\n([\s\S]*?)```/.exec(guide.slice(at));
  if (at < 0 || !block?.[1]) throw new Error(`docs/deploy.md has no backup-restore:${marker} block`);
  return block[1];
}

const runGuide = (marker: string, env: Record<string, string>) =>
  execFileSync('bash', ['-euo', 'pipefail', '-c', guideCommands(marker)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

const work = mkdtempSync(join(tmpdir(), 'vetor-backup-'));
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  rmSync(work, { recursive: true, force: true });
});

describe('backup and restore as docs/deploy.md says', () => {
  // Skipped only where no PostgreSQL answers on 127.0.0.1:5432 or its client tools are missing (CI
  // and this machine have both).
  it.runIf(postgresUp && hasPgTools)(
    'PostgreSQL: pg_dump, then pg_restore into a new database that the app serves',
    async () => {
      const source = await createTestDatabase(POSTGRES_URL);
      closers.push(() => source.drop());
      const email = 'antes-do-backup@teste.vetor.app';
      await createUser(source.database.db, { email });

      const restoreDb = `vetor_restored_${Date.now().toString(36)}`;
      const restoreUrl = new URL(source.url as string);
      restoreUrl.pathname = `/${restoreDb}`;
      closers.push(async () => {
        const admin = new pg.Client({ connectionString: POSTGRES_URL });
        await admin.connect();
        await admin.query(`drop database if exists ${restoreDb} with (force)`);
        await admin.end();
      });
      runGuide('postgres', {
        DATABASE_URL: source.url as string,
        BACKUP_FILE: join(work, 'vetor.dump'),
        RESTORE_DB: restoreDb,
        RESTORE_URL: restoreUrl.toString(),
      });

      const restored = await openDatabase({ url: restoreUrl.toString(), poolMax: 2 });
      closers.push(() => restored.close());
      // The guide's next step: migrate (nothing pending here), then serve.
      await migrate(restored);
      const [row] = await restored.db
        .select({ uid: users.uid, email: users.email })
        .from(users)
        .where(eq(users.email, email));
      expect(row?.email).toBe(email);
      const app = await buildApp(testConfig(), { database: restored });
      closers.push(() => app.close());
      await app.ready();
      expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
      // The account from before the backup signs in and reads the library.
      const { token } = await app.tokens.sign({ uid: row?.uid as string, email, entitlements: [], provider: 'email' });
      const drug = await app.inject({
        url: '/api/entities/drugs/meloxicam',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(drug.statusCode, drug.body).toBe(200);
    },
    180_000,
  );

  it('PGlite: the stopped server’s folder copied and put back', async () => {
    const dataDir = join(work, 'data');
    const email = 'pglite-antes-do-backup@teste.vetor.app';
    const original = await openDatabase({ dataDir: join(dataDir, 'pg') });
    await migrate(original);
    await createUser(original.db, { email });
    await original.close();

    const restoreDir = join(work, 'restored');
    runGuide('pglite', { DATA_DIR: dataDir, BACKUP_FILE: join(work, 'pg.tgz'), RESTORE_DATA_DIR: restoreDir });
    const restored = await openDatabase({ dataDir: join(restoreDir, 'pg') });
    closers.push(() => restored.close());
    const [row] = await restored.db.select({ email: users.email }).from(users).where(eq(users.email, email));
    expect(row?.email).toBe(email);
  }, 120_000);
});
