import { fileURLToPath } from 'node:url';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { SEARCH_CONFIG_SQL } from '../lib/search-index/pg-search-index.js';
import type { Database } from './client.js';

// Resolves to apps/server/src/db/migrations from both src/db and dist/db.
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

/** Applies the committed SQL migrations; the same files run on PGlite and on PostgreSQL. */
export async function migrate(database: Database): Promise<void> {
  // Accent- and similarity-aware search needs these before any migration uses them.
  await database.exec('create extension if not exists unaccent; create extension if not exists pg_trgm;');
  // The accent-free Portuguese text-search configuration of the search index.
  await database.exec(SEARCH_CONFIG_SQL);
  const config = { migrationsFolder: MIGRATIONS_DIR, migrationsSchema: 'drizzle' };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as Parameters<typeof migratePglite>[0], config);
  } else {
    await migrateNodePg(database.db as Parameters<typeof migrateNodePg>[0], config);
  }
}
