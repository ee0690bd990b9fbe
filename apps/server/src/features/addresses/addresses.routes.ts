import { cepParams, cepResponse } from '@vetor/domain/addresses/cep';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lookupCep } from './addresses.service.js';

/** GET /addresses/ceps/{cep}: fills an address form (accounts, the prescriber's data, owners). */
export const addressesRoutes: FastifyPluginAsyncZod<{ cepLookupUrl: string | null }> = async (app, options) => {
  app.get(
    '/addresses/ceps/:cep',
    {
      // Signed-in people fill addresses; the limit keeps the route from relaying a scraper.
      onRequest: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags: ['addresses'], params: cepParams, response: { 200: cepResponse } },
    },
    async (request, reply) => {
      const answer = await lookupCep(options.cepLookupUrl, request.params.cep);
      // A CEP's street does not change from one day to the next.
      if (answer.source === 'lookup') reply.header('cache-control', 'private, max-age=86400');
      return answer;
    },
  );
};
