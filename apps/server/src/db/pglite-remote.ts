import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PgliteReply, PgliteRequest, PgliteWorkerData } from './pglite-protocol.js';

// The request thread's side of the embedded database: it looks like the PGlite client to Drizzle's
// PGlite driver (query, transaction) and sends each statement to pglite-worker.ts, which runs it on
// its own thread. The event loop only copies parameters and rows in and out.

export interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
}

type Send = <T>(request: DistributiveOmit<PgliteRequest, 'id'>) => Promise<T>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** What Drizzle's PGlite driver calls inside a transaction. */
export class RemoteTransaction {
  constructor(
    private readonly send: Send,
    private readonly tx: number,
  ) {}

  // Drizzle passes its parsers with every query; the worker already has the same ones.
  query(text: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult> {
    return this.send({ op: 'query', text, params, rowMode: options?.rowMode, tx: this.tx });
  }
}

export class RemotePglite {
  closed = false;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private readonly listeners = new Map<number, (payload: string) => void>();
  private nextId = 1;
  private failure: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: PgliteReply) => this.receive(message));
    // A thread that dies (WebAssembly out of memory, a bug) fails what waits and what comes after.
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => this.fail(new Error(`a thread do banco embutido (PGlite) terminou (código ${code})`)));
  }

  /** Starts the thread and resolves once PGlite is open (or rejects with its error, `code` kept). */
  static async open(data: PgliteWorkerData): Promise<RemotePglite> {
    const worker = startWorker(data);
    const remote = new RemotePglite(worker);
    try {
      await new Promise((resolve, reject) => remote.pending.set(0, { resolve, reject }));
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return remote;
  }

  query(text: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult> {
    return this.send({ op: 'query', text, params, rowMode: options?.rowMode });
  }

  exec(text: string): Promise<void> {
    return this.send({ op: 'exec', text });
  }

  /**
   * Runs `run` inside one transaction of the worker: its statements go to that transaction, and
   * everything else waits in the worker until it commits (or rolls back when `run` throws).
   */
  async transaction<T>(run: (tx: RemoteTransaction) => Promise<T>): Promise<T> {
    const id = this.nextId;
    await this.send({ op: 'begin' });
    let result: T;
    try {
      result = await run(new RemoteTransaction(this.send, id));
    } catch (error) {
      await this.send({ op: 'end', tx: id, commit: false });
      throw error;
    }
    await this.send({ op: 'end', tx: id, commit: true });
    return result;
  }

  async listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> {
    const listenId = this.nextId;
    this.listeners.set(listenId, onMessage);
    await this.send({ op: 'listen', channel });
    return async () => {
      this.listeners.delete(listenId);
      if (!this.closed) await this.send({ op: 'unlisten', listenId });
    };
  }

  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.send<ArrayBuffer>({ op: 'dump' })]);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.send({ op: 'close' });
    this.closed = true;
    await this.worker.terminate();
  }

  private readonly send: Send = <T>(request: DistributiveOmit<PgliteRequest, 'id'>) => {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id });
    });
  };

  private receive(message: PgliteReply): void {
    if ('event' in message) {
      this.listeners.get(message.id)?.(message.payload);
      return;
    }
    const waiting = this.pending.get(message.id);
    if (!waiting) return;
    this.pending.delete(message.id);
    if (message.ok) waiting.resolve(message.value);
    else waiting.reject(toError(message.error));
  }

  private fail(error: Error): void {
    if (this.closed || this.failure) return;
    this.failure = error;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}

/** The worker's error back as an Error with the same fields (`code` is what callers test). */
function toError(fields: Record<string, unknown>): Error {
  const { message, stack, ...rest } = fields;
  const error = Object.assign(new Error(String(message)), rest);
  if (typeof stack === 'string') error.stack = stack;
  return error;
}

/**
 * The worker's file: the built `.js` beside this one under `npm start`. From sources (vitest, tsx)
 * this module is `.ts`, and the worker thread has no loader of its own; `--import tsx` in its
 * execArgv does not reach a worker's entry module on Node 20, so a two-line entry registers tsx's
 * loader first and then imports the worker.
 */
function startWorker(workerData: PgliteWorkerData): Worker {
  const transferList = workerData.snapshot ? [workerData.snapshot] : [];
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData, transferList });
  // tsx's ES-module API: `require.resolve` finds its CommonJS twin, which sits beside it.
  const tsxCjs = createRequire(import.meta.url).resolve('tsx/esm/api');
  const tsx = pathToFileURL(tsxCjs.replace(/\.cjs$/, '.mjs')).href;
  const worker = new URL('./pglite-worker.ts', import.meta.url).href;
  const entry = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(worker)}); });`;
  return new Worker(entry, { eval: true, execArgv: ['--conditions=source'], workerData, transferList });
}
