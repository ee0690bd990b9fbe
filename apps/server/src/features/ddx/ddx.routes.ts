import {
  ddxQueryBody,
  ddxResultResponse,
  diagnosisDetailResponse,
  diagnosisParams,
  signsResponse,
} from '@vetor/domain/ddx/ddx.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePremium } from '../../lib/premium.js';
import { diagnosisDetail, listSigns, rank } from './ddx.service.js';

// docs/product/content-and-study.md §7: GET/POST /topics/ddx/signs and GET /topics/ddx/diagnoses/{id}; PRO only (§6).
// Static paths outrank the content feature's /topics/:topicId routes in the router.
export const ddxRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation, so a user without PRO gets 403 whatever the body.
  const guard = { preValidation: [app.authenticate, requirePremium] };

  app.get(
    '/topics/ddx/signs',
    { ...guard, schema: { tags: ['ddx'], summary: 'Sinais clínicos', response: { 200: signsResponse } } },
    async () => listSigns(app.db),
  );

  app.post(
    '/topics/ddx/signs',
    {
      ...guard,
      schema: {
        tags: ['ddx'],
        summary: 'Condições compatíveis com os sinais',
        body: ddxQueryBody,
        response: { 200: ddxResultResponse },
      },
    },
    async (request) => rank(app.db, request.body),
  );

  app.get(
    '/topics/ddx/diagnoses/:id',
    {
      ...guard,
      schema: {
        tags: ['ddx'],
        summary: 'Diagnóstico',
        params: diagnosisParams,
        response: { 200: diagnosisDetailResponse },
      },
    },
    async (request) => diagnosisDetail(app.db, request.params.id),
  );
};
