import {
  DEFAULT_DRUGS_CONCENTRATIONS,
  DRUGS_CONCENTRATIONS_CONFIG_ID,
} from '@vetor/domain/calculators/infusion-concentrations';
import { drugsConcentrationsConfigSchema } from '@vetor/domain/calculators/infusion-concentrations.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// The configuration item 'drugs_concentrations' read by the continuous-infusion calculator (spec 3
// §3 Calculator state). The configuration collection is public (no token). Until the content
// feature stores configuration items, the domain default list is the item; the content feature's
// GET /entities/configuration/{id} should delegate here for this id (or read the stored item and
// validate it with the same schema) so both paths answer the same thing.
export const calculatorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `/calculators/configuration/${DRUGS_CONCENTRATIONS_CONFIG_ID}`,
    {
      schema: {
        tags: ['calculators'],
        summary: 'Concentrações dos medicamentos da calculadora de infusão contínua',
        response: { 200: drugsConcentrationsConfigSchema },
      },
    },
    async (_request, reply) => {
      // A static list: browsers and proxies may keep it for an hour.
      reply.header('cache-control', 'public, max-age=3600');
      return {
        id: DRUGS_CONCENTRATIONS_CONFIG_ID as typeof DRUGS_CONCENTRATIONS_CONFIG_ID,
        value: [...DEFAULT_DRUGS_CONCENTRATIONS],
      };
    },
  );
};
