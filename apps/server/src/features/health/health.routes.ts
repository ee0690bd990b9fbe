import { message } from '@vetor/domain/messages';
import { healthResponse, healthUnavailableResponse } from '@vetor/domain/platform/health.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ping } from '../../db/client.js';

/** A check slower than this counts as a dependency that does not answer. */
const CHECK_TIMEOUT_MS = 2_000;

type Part = 'ok' | 'down';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const usesRedis = app.broadcast.transport === 'redis';
  const within = (check: () => Promise<unknown>): Promise<Part> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<Part>((resolve) => {
      timer = setTimeout(() => resolve('down'), CHECK_TIMEOUT_MS);
    });
    const answered = check().then(
      () => 'ok' as const,
      () => 'down' as const,
    );
    return Promise.race([answered, late]).finally(() => clearTimeout(timer));
  };
  const checkAll = async (): Promise<{ database: Part; files: Part; redis?: Part }> => {
    const [database, files, redis] = await Promise.all([
      within(() => ping(app.db)),
      within(() => app.files.ping()),
      usesRedis ? within(() => app.broadcast.ping()) : Promise.resolve(undefined),
    ]);
    return { database, files, ...(redis ? { redis } : {}) };
  };

  // Probes and load balancers ask often; one round of checks a second answers all of them, and a
  // failing dependency still shows within a second.
  let lastOk = 0;
  let inFlight: ReturnType<typeof checkAll> | null = null;
  const allOk: { database: 'ok'; files: 'ok'; redis?: 'ok' } = usesRedis
    ? { database: 'ok', files: 'ok', redis: 'ok' }
    : { database: 'ok', files: 'ok' };
  const parts = async (): Promise<{ database: Part; files: Part; redis?: Part }> => {
    if (Date.now() - lastOk < 1000) return allOk;
    inFlight ??= checkAll()
      .then((result) => {
        if (Object.values(result).every((p) => p === 'ok')) lastOk = Date.now();
        return result;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  app.get('/health/live', { schema: { tags: ['health'], response: { 200: healthResponse } } }, async () => ({
    status: 'ok' as const,
  }));
  // Readiness follows the database, the file store and Redis (when configured): 503 while one is
  // down (a restart, a failover), so a balancer sends traffic elsewhere, and 200 again by itself once
  // it answers; liveness stays 200 throughout. A server told to stop answers 503 before it closes.
  app.get(
    '/health/ready',
    { schema: { tags: ['health'], response: { 200: healthResponse, 503: healthUnavailableResponse } } },
    async (_request, reply) => {
      const state = await parts();
      const down = Object.values(state).some((p) => p === 'down');
      if (!down && !app.drain.draining) {
        return { status: 'ok' as const, ...allOk };
      }
      const code = app.drain.draining ? ('SERVER_STOPPING' as const) : ('DATABASE_UNAVAILABLE' as const);
      return reply.code(503).send({
        status: 'unavailable' as const,
        ...state,
        ...(app.drain.draining ? { draining: true } : {}),
        code,
        message: message(code),
      });
    },
  );
};
