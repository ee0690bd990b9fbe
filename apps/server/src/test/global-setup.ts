import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT } from '../config.js';
import { openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { seed } from '../db/seed.js';

// A fresh PGlite costs seconds; loading a snapshot costs about one. So the migrated and seeded
// database is built once per run and every test file starts from its own copy of it.
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const dir = join(REPO_ROOT, '.data-test');
  mkdirSync(dir, { recursive: true });
  const database = await openDatabase({});
  await migrate(database);
  await seed(database, { info: () => {}, warn: console.warn });
  const blob = await database.dump!();
  await database.close();
  const path = join(dir, `snapshot-${process.pid}.tar`);
  writeFileSync(path, Buffer.from(await blob.arrayBuffer()));
  project.provide('pgliteSnapshot', path);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}
