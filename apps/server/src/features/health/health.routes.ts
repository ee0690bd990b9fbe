import { healthResponse } from '@vetor/domain/platform/health.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ping } from '../../db/client.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health/live', { schema: { tags: ['health'], response: { 200: healthResponse } } }, async () => ({
    status: 'ok' as const,
  }));
  app.get('/health/ready', { schema: { tags: ['health'], response: { 200: healthResponse } } }, async () => {
    await ping(app.db);
    return { status: 'ok' as const, database: 'ok' as const };
  });
};
