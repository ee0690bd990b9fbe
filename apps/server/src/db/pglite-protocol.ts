// The messages between the request thread (pglite-remote.ts) and the database thread
// (pglite-worker.ts). Every request has an id; its answer carries the same id. Id 0 is "ready".

export interface PgliteWorkerData {
  dataDir?: string | undefined;
  /** A data directory tarball to start from (test snapshots). */
  snapshot?: ArrayBuffer | undefined;
}

export type PgliteRequest =
  | { id: number; op: 'query'; text: string; params?: unknown[]; rowMode?: 'array' | 'object'; tx?: number }
  | { id: number; op: 'exec'; text: string }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'unlisten'; listenId: number }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

export type PgliteReply =
  | { id: number; ok: true; value?: unknown }
  | { id: number; ok: false; error: Record<string, unknown> }
  /** A NOTIFY heard by the LISTEN whose request had this id. */
  | { id: number; event: 'notification'; payload: string };
