import type { FastifyBaseLogger } from 'fastify';
import { seedAccounts } from '../features/accounts/accounts.seed.js';
import { contentSeed } from '../features/content/content.seed.js';
import type { Database } from './client.js';
import type { SeedStep } from './seed-step.js';

export type { SeedStep } from './seed-step.js';

/**
 * Every seed step, in the order they run: the one place a feature adds its sample data. server.ts
 * and the test database setup both run this list, so tests see what `npm start` shows.
 */
export const seedSteps: readonly SeedStep[] = [
  // The content library (content/**) first: other steps may refer to its items.
  contentSeed,
  // The PRO demo account (README), so premium screens can be seen before payments exist.
  seedAccounts,
];

export async function seed(database: Database, log: Pick<FastifyBaseLogger, 'info' | 'warn'>): Promise<void> {
  for (const step of seedSteps) await step(database, log);
}
