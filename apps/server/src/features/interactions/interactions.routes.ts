import {
  interactionDrugsResponse,
  interactionsBody,
  interactionsResponse,
} from '@vetor/domain/interactions/interactions.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePremium } from '../../lib/premium.js';
import { check, listDrugs } from './interactions.service.js';

// docs/product/content-and-study.md §7: POST /entities/drugs/interactions (2 to 6 drugs), PRO only (§6). The GET on the same
// path lists the systemic drugs the screen offers (the spec's "summary of all drugs", path not shown).
export const interactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation, so a user without PRO gets 403 whatever the body.
  const guard = { preValidation: [app.authenticate, requirePremium] };

  app.get(
    '/entities/drugs/interactions',
    {
      ...guard,
      schema: {
        tags: ['interactions'],
        summary: 'Medicamentos sistêmicos',
        response: { 200: interactionDrugsResponse },
      },
    },
    async () => listDrugs(app.db),
  );

  app.post(
    '/entities/drugs/interactions',
    {
      ...guard,
      schema: {
        tags: ['interactions'],
        summary: 'Interações entre 2 e 6 medicamentos',
        body: interactionsBody,
        response: { 200: interactionsResponse },
      },
    },
    async (request) => check(app.db, request.body.drugs),
  );
};
