// The clean-up registry for housekeeping jobs: a feature registers what it sweeps (orphan files,
// expired rows) and how often, and this plugin runs every job at start and on its interval. On
// PostgreSQL every instance schedules them but a run holds a transaction-scoped advisory lock on the
// job's name (`pg_try_advisory_xact_lock`): an instance that finds it taken skips that round, so a
// job runs on one instance at a time. Jobs stay idempotent (instances take turns, and a job may run
// again right after another instance's run) and take `now`, so tests run them at a chosen moment
// through `app.cleanUp.run(name, now)` instead of waiting.
// Per-account erasure is the other registry (plugins/personal-data.ts): it runs inside an account's
// deletion, these run on their own.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';

export interface CleanUpJob {
  /** How often the job runs after its first run at start. */
  everyMs: number;
  /** Sweeps what is due at `now`; answers how many things it removed (for the log). */
  run(now: Date): Promise<number>;
}

export interface CleanUp {
  /** Adds a job; names are unique (`feature:what`). */
  register(name: string, job: CleanUpJob): void;
  /** Runs one job now (tests, or an operator's command). */
  run(name: string, now?: Date): Promise<number>;
  /** Runs one job unless another instance is running it (what the schedule calls). */
  runExclusive(name: string, now?: Date): Promise<{ ran: boolean; removed: number }>;
  /** The registered names, in order. */
  names(): string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    cleanUp: CleanUp;
  }
}

/** The advisory-lock key space of clean-up jobs (the first of pg's two int4 keys), so other locks cannot clash. */
const LOCK_CLASS = 0x7e70c1;

export function createCleanUp(database: Database): CleanUp & { jobs(): [string, CleanUpJob][] } {
  const jobs = new Map<string, CleanUpJob>();
  const jobNamed = (name: string) => {
    const job = jobs.get(name);
    if (!job) throw new Error(`clean-up job "${name}" is not registered`);
    return job;
  };
  return {
    register(name, job) {
      if (jobs.has(name)) throw new Error(`clean-up job "${name}" is already registered`);
      jobs.set(name, job);
    },
    async run(name, now = new Date()) {
      return jobNamed(name).run(now);
    },
    async runExclusive(name, now = new Date()) {
      const job = jobNamed(name);
      // PGlite belongs to one process (its folder is locked), so there is no other instance to wait
      // for; and its single connection would be held by the lock's transaction while the job queries.
      if (database.kind !== 'postgres') return { ran: true, removed: await job.run(now) };
      // The lock lives as long as this transaction: a crash or a lost connection frees it by itself.
      return database.db.transaction(async (tx) => {
        const result = await tx.execute(
          sql`select pg_try_advisory_xact_lock(${LOCK_CLASS}, hashtext(${name})) as locked`,
        );
        const [row] = (result as unknown as { rows: { locked: boolean }[] }).rows;
        if (!row?.locked) return { ran: false, removed: 0 };
        return { ran: true, removed: await job.run(now) };
      });
    },
    names: () => [...jobs.keys()],
    jobs: () => [...jobs.entries()],
  };
}

export default fp(
  async (app: FastifyInstance, options: { schedule: boolean }) => {
    const registry = createCleanUp(app.database);
    app.decorate('cleanUp', registry satisfies CleanUp);
    // Tests build many apps and run jobs by hand; a server schedules them once it is ready, when
    // every feature has registered its own.
    if (!options.schedule) return;
    const timers: NodeJS.Timeout[] = [];
    app.addHook('onReady', async () => {
      for (const [name, job] of registry.jobs()) {
        const run = () =>
          registry
            .runExclusive(name, new Date())
            .then(({ removed }) => removed > 0 && app.log.info({ job: name, removed }, 'limpeza concluída'))
            .catch((err) => app.log.error({ err, job: name }, 'clean-up job failed'));
        void run();
        const timer = setInterval(run, job.everyMs);
        timer.unref();
        timers.push(timer);
      }
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
    });
  },
  { name: 'clean-up', dependencies: ['db'] },
);
