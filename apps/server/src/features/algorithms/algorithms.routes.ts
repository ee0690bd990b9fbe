import {
  algorithmParams,
  algorithmResponse,
  algorithmsListResponse,
} from '@vetor/domain/algorithms/algorithms.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAlgorithm, listAlgorithms } from './algorithms.service.js';

// Interactive algorithms (category 14). The list is open (locked ones show a lock); an algorithm
// answers 403 to a caller who may not read premium content, which opens the purchase screen.

export const algorithmsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['algorithms'];
  app.get('/algorithms', { schema: { tags, response: { 200: algorithmsListResponse } } }, async () => ({
    algorithms: await listAlgorithms(app.db),
  }));
  app.get(
    '/algorithms/:id',
    { onRequest: app.authenticate, schema: { tags, params: algorithmParams, response: { 200: algorithmResponse } } },
    async (request) => getAlgorithm(app.db, request.params.id, request.user!.isPremium),
  );
};
