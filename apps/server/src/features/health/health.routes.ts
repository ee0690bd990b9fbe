import { message } from '@vetor/domain/messages';
import { healthResponse, healthUnavailableResponse } from '@vetor/domain/platform/health.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ping } from '../../db/client.js';

/** A ping slower than this counts as a database that does not answer. */
const PING_TIMEOUT_MS = 2_000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Probes and load balancers ask often; one database ping a second answers all of them, and a
  // failing database still shows within a second.
  let lastOk = 0;
  let inFlight: Promise<boolean> | null = null;
  const databaseUp = async (): Promise<boolean> => {
    if (Date.now() - lastOk < 1000) return true;
    inFlight ??= pingWithin(PING_TIMEOUT_MS)
      .then((up) => {
        if (up) lastOk = Date.now();
        return up;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
  const pingWithin = (ms: number): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    });
    const answered = ping(app.db).then(
      () => true,
      () => false,
    );
    return Promise.race([answered, late]).finally(() => clearTimeout(timer));
  };

  app.get('/health/live', { schema: { tags: ['health'], response: { 200: healthResponse } } }, async () => ({
    status: 'ok' as const,
  }));
  // Readiness follows the database: 503 while it is down (a restart, a failover), so a balancer
  // sends traffic elsewhere, and 200 again by itself once it answers; liveness stays 200 throughout.
  app.get(
    '/health/ready',
    { schema: { tags: ['health'], response: { 200: healthResponse, 503: healthUnavailableResponse } } },
    async (_request, reply) => {
      if (await databaseUp()) return { status: 'ok' as const, database: 'ok' as const };
      return reply.code(503).send({
        status: 'unavailable' as const,
        database: 'down' as const,
        code: 'DATABASE_UNAVAILABLE' as const,
        message: message('DATABASE_UNAVAILABLE'),
      });
    },
  );
};
