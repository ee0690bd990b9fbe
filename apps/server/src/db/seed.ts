import type { FastifyBaseLogger } from 'fastify';
import { algorithmsSeed } from '../features/algorithms/algorithms.seed.js';
import { contentSeed } from '../features/content/content.seed.js';
import { flashcardsSeed } from '../features/flashcards/flashcards.seed.js';
import type { Database } from './client.js';

/**
 * Loads the sample data into an empty database. Each feature adds its own step; every step is
 * idempotent (it checks before inserting), so running it on every start is safe.
 */
export type SeedStep = (database: Database, log: Pick<FastifyBaseLogger, 'info' | 'warn'>) => Promise<void>;

export const seedSteps: SeedStep[] = [contentSeed, flashcardsSeed, algorithmsSeed];

export async function seed(database: Database, log: Pick<FastifyBaseLogger, 'info' | 'warn'>): Promise<void> {
  for (const step of seedSteps) await step(database, log);
}
