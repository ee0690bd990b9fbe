import type { FastifyBaseLogger } from 'fastify';
import { contentSeed } from '../features/content/content.seed.js';
import { ddxSeed } from '../features/ddx/ddx.seed.js';
import { interactionsSeed } from '../features/interactions/interactions.seed.js';
import type { Database } from './client.js';

/**
 * Loads the sample data into an empty database. Each feature adds its own step; every step is
 * idempotent (it checks before inserting), so running it on every start is safe.
 */
export type SeedStep = (database: Database, log: Pick<FastifyBaseLogger, 'info' | 'warn'>) => Promise<void>;

// ddx and interactions check their links against the library, so they run after contentSeed.
export const seedSteps: SeedStep[] = [contentSeed, ddxSeed, interactionsSeed];

export async function seed(database: Database, log: Pick<FastifyBaseLogger, 'info' | 'warn'>): Promise<void> {
  for (const step of seedSteps) await step(database, log);
}
