import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { explainDataDirFailure, lockDataDir } from '../lib/data-dir.js';
import { RemotePglite } from './pglite-remote.js';
import * as schema from './schema.js';

// One handle, two engines: PGlite (Postgres in WASM, embedded, the default; on a thread of its own)
// and a real PostgreSQL server through DATABASE_URL. Repositories only ever see `Db`.

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
  /**
   * LISTEN on a channel: `onMessage` gets each payload; `onGap` is told when the listening
   * connection was lost and came back (notifications in between are gone). Returns the unlisten.
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>>;
  /** NOTIFY a channel (delivered to every listener once the current transaction, if any, commits). */
  notify(channel: string, payload: string): Promise<void>;
  /** PostgreSQL only: the pool's connections now (the metrics' gauges). */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
}

export interface OpenOptions {
  /** postgres:// URL; when absent PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; absent means in memory. */
  dataDir?: string | undefined;
  /** PGlite snapshot to start from (tests). */
  snapshot?: Blob | undefined;
  /** Called when a PostgreSQL connection is lost, idle or in use (logged by server.ts). */
  onConnectionError?: (err: Error) => void;
  /** Pool size for PostgreSQL. */
  poolMax?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax ?? 10,
      // A database host that vanished (failover) leaves connects hanging without this; a request
      // then waits this long at most and answers DATABASE_UNAVAILABLE.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // A connection the server ends (restart, failover, pg_terminate_backend: 57P01) emits 'error'.
    // The pool listens only while a connection is idle; one checked out by a query or a transaction
    // has no listener, and node-postgres's unheard 'error' event kills the process. So every
    // connection gets a listener for its whole life: the query in flight fails (a 503, see
    // db/unavailable.ts), and the pool drops the dead connection when it is released.
    pool.on('error', (err) => options.onConnectionError?.(err));
    pool.on('connect', (client) => {
      client.on('error', (err) => options.onConnectionError?.(err));
    });
    releaseDeadTransactionClients(pool);
    // Fail fast with a clear error instead of on the first request.
    const client = await pool.connect();
    client.release();
    const db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    const listeners = new Set<() => Promise<void>>();
    return {
      db,
      kind: 'postgres',
      exec: async (text) => {
        await pool.query(text);
      },
      close: async () => {
        for (const stop of [...listeners]) await stop();
        await pool.end();
      },
      listen: async (channel, onMessage, onGap) => {
        const stop = await listenOnPostgres(
          options.url as string,
          channel,
          onMessage,
          onGap,
          options.onConnectionError,
        );
        const unlisten = async () => {
          listeners.delete(unlisten);
          await stop();
        };
        listeners.add(unlisten);
        return unlisten;
      },
      notify: async (channel, payload) => {
        await pool.query('select pg_notify($1, $2)', [channel, payload]);
      },
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max ?? 10,
      }),
    };
  }
  return openPglite(options);
}

async function openPglite(options: OpenOptions): Promise<Database> {
  const { dataDir } = options;
  // Before PGlite reads a byte: a second process on the same folder is refused here.
  const unlock = dataDir ? await lockDataDir(dataDir) : async () => {};
  // PGlite runs every statement synchronously: on its own thread, so requests never wait on one
  // another's statements (docs/decisions/platform-pglite-worker.md).
  let client: RemotePglite;
  try {
    client = await RemotePglite.open({
      dataDir,
      snapshot: options.snapshot ? await options.snapshot.arrayBuffer() : undefined,
    });
  } catch (error) {
    await unlock();
    throw dataDir ? explainDataDirFailure(error, dataDir) : error;
  }
  const db = drizzlePglite(client as unknown as PGlite, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    exec: (text) => client.exec(text),
    close: async () => {
      await client.close();
      await unlock();
    },
    dump: () => client.dumpDataDir(),
    // One process holds a PGlite database, so its listeners are this process's own (several app
    // instances on one PGlite, as the int tests build, hear each other like on PostgreSQL).
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
  };
}

/**
 * Drizzle checks a client out for a transaction and sends `begin` before its try/finally: when the
 * connection dies right then, `begin` fails and the client is never released. Each such leak keeps
 * a pool slot forever, and after `max` of them every request waits for a connection that never
 * comes. So a client checked out with `connect()` is released by the pool itself as soon as its
 * connection dies, and Drizzle's own release afterwards (when it gets there) does nothing.
 */
function releaseDeadTransactionClients(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient>;
  const guarded = async (): Promise<pg.PoolClient> => {
    const client = await connect();
    const release = client.release;
    let released = false;
    const done = (err?: Error | boolean) => {
      if (released) return;
      released = true;
      client.removeListener('error', done);
      release.call(client, err);
    };
    client.on('error', done);
    client.release = done;
    return client;
  };
  // pool.query() passes a callback and guards its own client; only the promise form is wrapped.
  pool.connect = ((callback?: unknown) => (callback ? connect(callback) : guarded())) as pg.Pool['connect'];
}

/** How long a request waits for a new PostgreSQL connection before it is told to try again. */
const CONNECT_TIMEOUT_MS = 5_000;

/** Wait before listening again after the connection was lost (a restart, a failover). */
const RELISTEN_DELAY_MS = 1_000;

/**
 * A connection of its own that stays in LISTEN (a pooled one would be handed to queries). When it
 * is lost it comes back after a pause and says so through onGap, because what was notified in
 * between never arrives.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onGap: (() => void) | undefined,
  onError: ((err: Error) => void) | undefined,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (n) => {
      if (n.channel === channel) onMessage(n.payload ?? '');
    });
    next.on('error', (err) => {
      onError?.(err);
      next.end().catch(() => {});
      if (client === next) client = undefined;
      if (!stopped) timer = setTimeout(reconnect, RELISTEN_DELAY_MS);
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    // Stopped while this was connecting (a close during an outage): nobody would end it.
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
  };
  const reconnect = () => {
    connect().then(
      () => onGap?.(),
      (err: Error) => {
        onError?.(err);
        if (!stopped) timer = setTimeout(reconnect, RELISTEN_DELAY_MS);
      },
    );
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => {});
    client = undefined;
  };
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
