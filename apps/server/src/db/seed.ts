import type { FastifyBaseLogger } from 'fastify';
import { calculatorsSearchSource } from '../features/calculators/calculators.search-source.js';
import { contentSearchSource } from '../features/content/content.search-source.js';
import { contentSeed } from '../features/content/content.seed.js';
import { PgSearchIndex } from '../lib/search-index/pg-search-index.js';
import { registerSearchSource, reindexSearch } from '../lib/search-index/search-index.js';
import type { Database } from './client.js';

/**
 * Loads the sample data into an empty database. Each feature adds its own step; every step is
 * idempotent (it checks before inserting), so running it on every start is safe.
 */
export type SeedStep = (database: Database, log: Pick<FastifyBaseLogger, 'info' | 'warn'>) => Promise<void>;

// Features that own searchable content register it; the last step rebuilds what changed.
registerSearchSource(contentSearchSource);
registerSearchSource(calculatorsSearchSource);

const searchIndexSeed: SeedStep = async (database) => {
  await reindexSearch(database.db, new PgSearchIndex(database.db));
};

export const seedSteps: SeedStep[] = [contentSeed, searchIndexSeed];

export async function seed(database: Database, log: Pick<FastifyBaseLogger, 'info' | 'warn'>): Promise<void> {
  for (const step of seedSteps) await step(database, log);
}
