import { healthResponse } from '@vetor/domain/platform/health.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ping } from '../../db/client.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Probes and load balancers ask often; one database ping a second answers all of them, and a
  // failing database still shows within a second.
  let lastOk = 0;
  let inFlight: Promise<void> | null = null;
  const databaseReady = async () => {
    if (Date.now() - lastOk < 1000) return;
    inFlight ??= ping(app.db)
      .then(() => {
        lastOk = Date.now();
      })
      .finally(() => {
        inFlight = null;
      });
    await inFlight;
  };

  app.get('/health/live', { schema: { tags: ['health'], response: { 200: healthResponse } } }, async () => ({
    status: 'ok' as const,
  }));
  app.get('/health/ready', { schema: { tags: ['health'], response: { 200: healthResponse } } }, async () => {
    await databaseReady();
    return { status: 'ok' as const, database: 'ok' as const };
  });
};
