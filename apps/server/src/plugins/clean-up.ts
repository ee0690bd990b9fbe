// The clean-up registry for housekeeping jobs: a feature registers what it sweeps (orphan files,
// expired rows) and how often, and this plugin runs every job at start and on its interval, on every
// instance. Jobs must be idempotent (two instances may run one at the same time) and take `now`, so
// tests run them at a chosen moment through `app.cleanUp.run(name, now)` instead of waiting.
// Per-account erasure is the other registry (plugins/personal-data.ts): it runs inside an account's
// deletion, these run on their own.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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
  /** The registered names, in order. */
  names(): string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    cleanUp: CleanUp;
  }
}

export function createCleanUp(): CleanUp & { jobs(): [string, CleanUpJob][] } {
  const jobs = new Map<string, CleanUpJob>();
  return {
    register(name, job) {
      if (jobs.has(name)) throw new Error(`clean-up job "${name}" is already registered`);
      jobs.set(name, job);
    },
    async run(name, now = new Date()) {
      const job = jobs.get(name);
      if (!job) throw new Error(`clean-up job "${name}" is not registered`);
      return job.run(now);
    },
    names: () => [...jobs.keys()],
    jobs: () => [...jobs.entries()],
  };
}

export default fp(
  async (app: FastifyInstance, options: { schedule: boolean }) => {
    const registry = createCleanUp();
    app.decorate('cleanUp', registry satisfies CleanUp);
    // Tests build many apps and run jobs by hand; a server schedules them once it is ready, when
    // every feature has registered its own.
    if (!options.schedule) return;
    const timers: NodeJS.Timeout[] = [];
    app.addHook('onReady', async () => {
      for (const [name, job] of registry.jobs()) {
        const run = () =>
          job
            .run(new Date())
            .then((removed) => removed > 0 && app.log.info({ job: name, removed }, 'limpeza concluída'))
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
  { name: 'clean-up' },
);
