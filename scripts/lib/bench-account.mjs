// A real PRO account for the benchmarks that talk to a built server: tokens of accounts that do
// not exist are refused, so the account is created in the server's database before it starts
// (PGlite allows one process at a time). Returns the uid to put in the token's subject.
import { join } from 'node:path';
import { openDatabase } from '../../apps/server/dist/db/client.js';
import { migrate } from '../../apps/server/dist/db/migrate.js';
import { seed } from '../../apps/server/dist/db/seed.js';
import { createUser, setEntitlements } from '../../apps/server/dist/features/accounts/accounts.repository.js';

const quiet = { info: () => {}, warn: console.warn };

/** @param {{ dataDir: string, url?: string, email: string }} options */
export async function createBenchAccount({ dataDir, url, email }) {
  const database = await openDatabase(url ? { url } : { dataDir: join(dataDir, 'pg') });
  try {
    await migrate(database);
    await seed(database, quiet);
    const { row } = await createUser(database.db, { email });
    await setEntitlements(database.db, row.uid, ['va_pro'], 'website');
    return row.uid;
  } finally {
    await database.close();
  }
}
