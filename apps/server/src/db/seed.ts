import type { FastifyBaseLogger } from 'fastify';
import { accountLink } from '../account-link.js';
import { DEMO_PREMIUM_USER, seedAccounts } from '../features/accounts/accounts.seed.js';
import { adsSeed } from '../features/ads/ads.seed.js';
import { algorithmsSeed } from '../features/algorithms/algorithms.seed.js';
import { calculatorsSearchSource } from '../features/calculators/calculators.search-source.js';
import { contentSearchSource } from '../features/content/content.search-source.js';
import { contentSeed } from '../features/content/content.seed.js';
import { ddxSeed } from '../features/ddx/ddx.seed.js';
import { flashcardsSeed } from '../features/flashcards/flashcards.seed.js';
import { handoutsSearchSource } from '../features/handouts/handouts.search-source.js';
import { handoutsSeed } from '../features/handouts/handouts.seed.js';
import { interactionsSeed } from '../features/interactions/interactions.seed.js';
import { newsSeed } from '../features/news/news.seed.js';
import { seedDemoSubscription } from '../features/subscriptions/subscriptions.seed.js';
import { PgSearchIndex } from '../lib/search-index/pg-search-index.js';
import { registerSearchSource, reindexSearch } from '../lib/search-index/search-index.js';
import type { Database } from './client.js';
import type { SeedStep } from './seed-step.js';

export type { SeedStep } from './seed-step.js';

// Features that own searchable content register it; the search step rebuilds what changed.
registerSearchSource(contentSearchSource);
registerSearchSource(calculatorsSearchSource);
registerSearchSource(handoutsSearchSource);

const searchIndexSeed: SeedStep = async (database) => {
  await reindexSearch(database.db, new PgSearchIndex(database.db));
};

/**
 * Every seed step, in the order they run: the one place a feature adds its sample data. server.ts
 * and the test database setup both run this list, so tests see what `npm start` shows.
 */
export const seedSteps: readonly SeedStep[] = [
  // The content library (content/**) first: other steps may refer to its items.
  contentSeed,
  // The PRO demo account (README), so premium screens can be seen before payments exist.
  seedAccounts,
  // Its PRO comes from a seeded sandbox subscription, applied like any purchase.
  seedDemoSubscription(DEMO_PREMIUM_USER.email, accountLink),
  // ddx and interactions check their links against the library.
  ddxSeed,
  interactionsSeed,
  flashcardsSeed,
  algorithmsSeed,
  handoutsSeed,
  // News (content/news/) and Vetor's own house ads.
  newsSeed,
  adsSeed,
  // Last: the search index over everything seeded before it.
  searchIndexSeed,
];

export async function seed(database: Database, log: Pick<FastifyBaseLogger, 'info' | 'warn'>): Promise<void> {
  for (const step of seedSteps) await step(database, log);
}
