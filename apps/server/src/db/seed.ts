import { createHash, type Hash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { accountLink } from '../account-link.js';
import { REPO_ROOT } from '../config.js';
import { DEMO_PREMIUM_USER, seedAccounts } from '../features/accounts/accounts.seed.js';
import { adsSeed } from '../features/ads/ads.seed.js';
import { algorithmsSearchSource } from '../features/algorithms/algorithms.search-source.js';
import { algorithmsSeed } from '../features/algorithms/algorithms.seed.js';
import { calculatorsSearchSource } from '../features/calculators/calculators.search-source.js';
import { contentSearchSource } from '../features/content/content.search-source.js';
import { contentSeed } from '../features/content/content.seed.js';
import { ddxSearchSource } from '../features/ddx/ddx.search-source.js';
import { ddxSeed } from '../features/ddx/ddx.seed.js';
import { flashcardsSearchSource } from '../features/flashcards/flashcards.search-source.js';
import { flashcardsSeed } from '../features/flashcards/flashcards.seed.js';
import { handoutsSearchSource } from '../features/handouts/handouts.search-source.js';
import { handoutsSeed } from '../features/handouts/handouts.seed.js';
import { interactionsSeed } from '../features/interactions/interactions.seed.js';
import { newsSeed } from '../features/news/news.seed.js';
import { seedDemoSubscription } from '../features/subscriptions/subscriptions.seed.js';
import { PgSearchIndex } from '../lib/search-index/pg-search-index.js';
import { registerSearchSource, reindexSearch } from '../lib/search-index/search-index.js';
import type { Database } from './client.js';
import { MIGRATIONS_DIR } from './migrate.js';
import { contentSeedState } from './schema.js';
import type { SeedStep } from './seed-step.js';

// Features that own searchable content register it; the search step rebuilds what changed.
registerSearchSource(contentSearchSource);
registerSearchSource(calculatorsSearchSource);
registerSearchSource(handoutsSearchSource);
registerSearchSource(algorithmsSearchSource);
registerSearchSource(ddxSearchSource);
registerSearchSource(flashcardsSearchSource);

const searchIndexSeed: SeedStep = async (database) => {
  await reindexSearch(database.db, new PgSearchIndex(database.db));
};

/** The public demo account: its password is in the README, so production has it only when asked (SEED_DEMO). */
const DEMO_STEPS: readonly SeedStep[] = [seedAccounts, seedDemoSubscription(DEMO_PREMIUM_USER.email, accountLink)];

/**
 * Every seed step, in the order they run: the one place a feature adds its sample data. server.ts
 * and the test database setup both run this list, so tests see what `npm start` shows.
 */
export const seedSteps: readonly SeedStep[] = [
  // The content library (content/**) first: other steps may refer to its items.
  contentSeed,
  // The PRO demo account (README), so premium screens can be seen before payments exist.
  // Its PRO comes from a seeded sandbox subscription, applied like any purchase.
  ...DEMO_STEPS,
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

const DEFAULT_CONTENT_DIR = join(REPO_ROOT, 'content');
/** The server's code as it runs: src under tsx and vitest, dist under `npm start`. */
const SERVER_CODE = fileURLToPath(new URL('..', import.meta.url));
/** What else turns content into rows: the domain's matching build and the migrations. */
const CODE_DIRS = [SERVER_CODE, join(REPO_ROOT, 'packages', 'domain', basename(SERVER_CODE)), MIGRATIONS_DIR];
/** Files that do not run: tests, type declarations, source maps, tsc's build info. */
const NOT_CODE = /\.(test\.ts|d\.ts|map|tsbuildinfo)$/;
const FINGERPRINT_KEY = 'seed';

function hashTree(hash: Hash, root: string, skip?: RegExp) {
  const walk = (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path);
      } else if (!skip?.test(entry.name)) {
        hash
          .update(`${relative(root, path)}\0`)
          .update(readFileSync(path))
          .update('\0');
      }
    }
  };
  if (existsSync(root)) walk(root);
}

/**
 * What the seed's result depends on: the bytes of content/ and of the code that seeds it (any change
 * to the server, the domain or the migrations counts, so no step can be forgotten). Bytes, not
 * modification times, so a fresh clone over an existing data dir is recognised as unchanged.
 * About 1,300 files read: tens of milliseconds, against a second for the seed itself.
 */
export function seedFingerprint(contentDir: string = DEFAULT_CONTENT_DIR): string {
  const hash = createHash('sha256');
  hashTree(hash, contentDir);
  for (const dir of CODE_DIRS) {
    hash.update(`\n${basename(dir)}\n`);
    hashTree(hash, dir, NOT_CODE);
  }
  return hash.digest('hex');
}

export interface SeedOptions {
  /** The content/ folder to load (tests use a changed copy). */
  contentDir?: string;
  /** Runs every step even when nothing changed (tests of the steps' idempotence). */
  force?: boolean;
  /** Seeds the demo account too (default true; production passes config.seedDemo). */
  demo?: boolean;
}

/**
 * Runs the steps when content or code changed since the last complete seed of this database, and
 * records the fingerprint after the last step, so a failed seed runs again on the next start.
 * An unchanged start skips it entirely (it used to cost most of a second of every `npm start`).
 */
export async function seed(
  database: Database,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  options: SeedOptions = {},
): Promise<{ skipped: boolean }> {
  const contentDir = options.contentDir ?? DEFAULT_CONTENT_DIR;
  const demo = options.demo ?? true;
  // Asking for the demo later must seed again, so the choice is part of the fingerprint.
  const fingerprint = `${seedFingerprint(contentDir)}${demo ? '' : ':sem-demo'}`;
  const [last] = await database.db
    .select({ hash: contentSeedState.hash })
    .from(contentSeedState)
    .where(eq(contentSeedState.key, FINGERPRINT_KEY));
  if (last?.hash === fingerprint && !options.force) {
    log.info('seed: conteúdo e código iguais aos do último seed; nada a carregar');
    return { skipped: true };
  }
  for (const step of seedSteps) if (demo || !DEMO_STEPS.includes(step)) await step(database, log, contentDir);
  await database.db
    .insert(contentSeedState)
    .values({ key: FINGERPRINT_KEY, hash: fingerprint })
    .onConflictDoUpdate({ target: contentSeedState.key, set: { hash: fingerprint, loadedAt: new Date() } });
  return { skipped: false };
}
