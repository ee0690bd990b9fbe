import {
  safetyAcknowledgementBody,
  safetyAcknowledgementSchema,
  safetyCheckBody,
  safetyCheckResponse,
} from '@vetor/domain/prescriptions/safety-check.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acknowledge, safetyCheck } from './safety-check.service.js';

// The editor asks before saving; open to every vet (it is a safety net), with premium dose ranges
// withheld from free accounts in the service. The acknowledgement is stored with the vet's own
// draft (docs/decisions/prescriptions-safety-check.md).
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

  app.post(
    '/patients/prescriptions/safety-acknowledgements',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['prescriptions'],
        summary: 'Registra que o veterinário está ciente dos alertas da receita',
        body: safetyAcknowledgementBody,
        response: { 200: safetyAcknowledgementSchema },
      },
    },
    async (request) => {
      const user = request.user as { uid: string; isPremium?: boolean };
      return acknowledge(app.db, user.uid, user.isPremium ?? false, request.body, new Date());
    },
  );
};
