import type { Recent } from '@vetor/domain/content/content-api.schemas';
import type { Db } from '../../db/client.js';
import { type RecentRow, upsertRecents } from './recents.repository.js';

// Viewing a detail records a recent, but a write per view would cost more than serving the view.
// Views are buffered in memory (the latest per user and item) and written in one statement every
// second, when the buffer grows, before the user reads their recents, and when the server closes.
// A crash loses at most the last second of views, which only reorders a history list.

const FLUSH_EVERY_MS = 1000;
const FLUSH_AT_SIZE = 500;

export class RecentsRecorder {
  private pending = new Map<string, RecentRow>();
  private flushing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.flush(), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  record(uid: string, recent: Omit<Recent, 'viewedAt'>, now = new Date()): void {
    this.pending.set(`${uid}\0${recent.kind}\0${recent.id}`, {
      uid,
      kind: recent.kind,
      itemId: recent.id,
      type: recent.type,
      name: recent.name,
      category: recent.category,
      collection: recent.collection ?? null,
      topic: recent.topic ?? null,
      viewedAt: now,
    });
    if (this.pending.size >= FLUSH_AT_SIZE) void this.flush();
  }

  /** Writes what is buffered; concurrent calls queue behind each other. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (!this.pending.size) return;
      const rows = [...this.pending.values()];
      this.pending = new Map();
      try {
        await upsertRecents(this.db, rows);
      } catch (error) {
        this.onError(error);
      }
    });
    return this.flushing;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }
}
