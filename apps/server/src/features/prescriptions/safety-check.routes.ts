import { safetyCheckBody, safetyCheckResponse } from '@vetor/domain/prescriptions/safety-check.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safetyCheck } from './safety-check.service.js';

// The editor asks before saving; open to every vet (it is a safety net), with premium dose ranges
// withheld from free accounts in the service.
export const safetyCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/patients/prescriptions/safety-check',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['prescriptions'],
        summary: 'Checagem de segurança dos itens da receita',
        body: safetyCheckBody,
        response: { 200: safetyCheckResponse },
      },
    },
    async (request) => {
      const user = request.user as { uid: string; isPremium?: boolean };
      return safetyCheck(app.db, user.uid, user.isPremium ?? false, request.body);
    },
  );
};
