import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgliteReply, PgliteRequest, PgliteWorkerData } from './pglite-protocol.js';

// The embedded database's own thread: PGlite (Postgres compiled to WebAssembly) runs every
// statement synchronously, so in the request thread each one stopped every other request. Here it
// answers the messages of pglite-remote.ts; docs/decisions/platform-pglite-worker.md says why.

/**
 * Dates, timestamps and intervals stay text for Drizzle to map, as its PGlite driver asks with every
 * query. Functions cannot cross threads, so they are PGlite's parsers once, here, for every query.
 */
const keepText = (value: string) => value;
const DRIZZLE_PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [
    oid,
    keepText,
  ]),
);

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs only as a worker thread');
const { dataDir, snapshot } = workerData as PgliteWorkerData;

const reply = (message: PgliteReply, transfer?: ArrayBuffer[]) => port.postMessage(message, transfer);

/** An error as plain data: its message and the fields a caller reads (`code`, `detail`, …). */
function plainError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error))
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return { ...fields, name: error.name, message: error.message, stack: error.stack };
}

const client = new PGlite({
  ...(dataDir ? { dataDir } : {}),
  ...(snapshot ? { loadDataDir: new Blob([snapshot]) } : {}),
  extensions: { unaccent, pg_trgm },
  parsers: DRIZZLE_PARSERS,
});

/** Open transactions by id: each waits in PGlite's `transaction` until the parent says how it ends. */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void; finished: Promise<unknown> }>();
const unlistens = new Map<number, () => Promise<void>>();

async function handle(request: PgliteRequest): Promise<void> {
  switch (request.op) {
    case 'query': {
      const target = request.tx === undefined ? client : transactions.get(request.tx)?.tx;
      if (!target) throw new Error(`transação ${request.tx} não existe mais`);
      const result = await target.query(request.text, request.params, { rowMode: request.rowMode });
      reply({
        id: request.id,
        ok: true,
        value: { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows },
      });
      return;
    }
    case 'exec':
      await client.exec(request.text);
      reply({ id: request.id, ok: true });
      return;
    case 'begin': {
      // PGlite holds its lock for the whole callback: other statements wait, as in one process.
      let began = false;
      const finished = client.transaction(async (tx) => {
        const ended = new Promise<boolean>((resolve) => transactions.set(request.id, { tx, end: resolve, finished }));
        began = true;
        reply({ id: request.id, ok: true });
        const commit = await ended;
        if (!commit) await tx.rollback();
      });
      finished.catch((error) => {
        if (!began) reply({ id: request.id, ok: false, error: plainError(error) });
      });
      return;
    }
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`transação ${request.tx} não existe mais`);
      transactions.delete(request.tx);
      open.end(request.commit);
      // The answer waits for the commit (or rollback): a failed commit is the caller's error.
      await open.finished;
      reply({ id: request.id, ok: true });
      return;
    }
    case 'listen': {
      const stop = await client.listen(request.channel, (payload) =>
        reply({ id: request.id, event: 'notification', payload }),
      );
      unlistens.set(request.id, stop);
      reply({ id: request.id, ok: true });
      return;
    }
    case 'unlisten': {
      const stop = unlistens.get(request.listenId);
      unlistens.delete(request.listenId);
      if (stop && !client.closed) await stop();
      reply({ id: request.id, ok: true });
      return;
    }
    case 'dump': {
      const blob = (await client.dumpDataDir('none')) as Blob;
      const bytes = await blob.arrayBuffer();
      reply({ id: request.id, ok: true, value: bytes }, [bytes]);
      return;
    }
    case 'close':
      await client.close();
      reply({ id: request.id, ok: true });
      return;
  }
}

client.waitReady.then(
  () => {
    reply({ id: 0, ok: true });
    port.on('message', (request: PgliteRequest) => {
      handle(request).catch((error) => reply({ id: request.id, ok: false, error: plainError(error) }));
    });
  },
  (error) => reply({ id: 0, ok: false, error: plainError(error) }),
);
