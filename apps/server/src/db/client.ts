import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.js';

// One handle, two engines: PGlite (Postgres in WASM, embedded, the default) and a real PostgreSQL
// server through DATABASE_URL. Repositories only ever see `Db`.

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL text with several statements (migrations, extensions). */
  exec(text: string): Promise<void>;
  close(): Promise<void>;
  /** Only for PGlite: the data directory as a tarball (test snapshots). */
  dump?(): Promise<Blob>;
}

export interface OpenOptions {
  /** postgres:// URL; when absent PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; absent means in memory. */
  dataDir?: string | undefined;
  /** PGlite snapshot to start from (tests). */
  snapshot?: Blob | undefined;
  /** Called when an idle PostgreSQL connection fails (logged by server.ts). */
  onIdleError?: (err: Error) => void;
  /** Pool size for PostgreSQL. */
  poolMax?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolMax ?? 10 });
    // An idle connection the server ends (restart, failover, a dropped test database: 57P01) is
    // reported here; without a listener node-postgres throws it as an uncaught exception and the
    // process dies. The pool discards that connection and opens a fresh one on the next query.
    pool.on('error', (err) => options.onIdleError?.(err));
    // Fail fast with a clear error instead of on the first request.
    const client = await pool.connect();
    client.release();
    const db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      exec: async (text) => {
        await pool.query(text);
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(dirname(options.dataDir), { recursive: true });
  const client = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
    extensions: { unaccent, pg_trgm },
    parsers: DRIZZLE_PARSERS,
  });
  await client.waitReady;
  const db = drizzlePglite(withoutQueryParsers(client), { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    exec: async (text) => {
      await client.exec(text);
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('none') as Promise<Blob>,
  };
}

/**
 * Drizzle hands PGlite these parsers (dates, timestamps and intervals left as text, for Drizzle to map)
 * with every query, and PGlite then copies its whole table of ~300 parsers to merge them in, on every
 * query: 15% of a favorite toggle's CPU time. They are given to PGlite once, here, instead.
 */
const keepText = (value: string) => value;
const DRIZZLE_PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [
    oid,
    keepText,
  ]),
);

/**
 * The PGlite client as Drizzle sees it: the same, except that the per-query `parsers` option is
 * dropped (PGlite already has the same ones). Transactions get the same treatment.
 */
function withoutQueryParsers<T extends object>(client: T): T {
  return new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (property === 'query') {
        return (text: string, params?: unknown[], options?: { parsers?: unknown }) =>
          (value as PGlite['query']).call(target, text, params, options && { ...options, parsers: undefined });
      }
      if (property === 'transaction') {
        return <R>(run: (tx: object) => Promise<R>) =>
          (value as (run: (tx: object) => Promise<R>) => Promise<R>).call(target, (tx) => run(withoutQueryParsers(tx)));
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
