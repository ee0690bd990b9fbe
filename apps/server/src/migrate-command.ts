import { join } from 'node:path';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { seed } from './db/seed.js';
import { DataDirError } from './lib/data-dir.js';

// The deploy step of a cluster (`npm run db:migrate`, the image's `migrate` command, the Kubernetes
// Job): applies the migrations and the seed once, before the new instances start with
// MIGRATE_ON_START=false and SEED=false, so no two instances migrate or seed at the same time.
// Same variables as the server (DATABASE_URL, SEED, SEED_DEMO). docs/deploy.md.

async function main() {
  const config = loadConfig();
  const started = performance.now();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pg') });
  try {
    await migrate(database);
    console.warn('  Migrações aplicadas.');
    if (config.seed) {
      const log = {
        info: (...args: unknown[]) => console.warn(...args),
        warn: (...args: unknown[]) => console.warn(...args),
      };
      const { skipped } = await seed(database, log as never, { demo: config.seedDemo });
      console.warn(skipped ? '  Conteúdo já estava em dia.' : '  Conteúdo carregado.');
    }
  } finally {
    await database.close();
  }
  console.warn(`  Pronto em ${Math.round(performance.now() - started)} ms.`);
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirError) console.error(error.message);
  else console.error('Falha ao migrar:', error);
  process.exit(1);
});
