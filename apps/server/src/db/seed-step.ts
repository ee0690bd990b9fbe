import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client.js';

/**
 * One step of the sample data (db/seed.ts lists them). Every step is idempotent: it checks before
 * inserting, so running the whole seed again is safe. `contentDir` is the content/ folder it reads
 * (the repository's, or a copy in tests). Kept apart from seed.ts so a feature's step imports this
 * type without importing the list that imports the feature.
 */
export type SeedStep = (
  database: Database,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  contentDir: string,
) => Promise<void>;
