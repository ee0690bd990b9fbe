import {
  createTemplateBody,
  renameTemplateBody,
  templateDeletedResponse,
  templateParams,
  templateSchema,
  templateSummarySchema,
  templatesResponse,
} from '@vetor/domain/prescriptions/prescription-templates.schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as repo from './prescription-templates.repository.js';
import * as service from './prescription-templates.service.js';

// The vet's prescription templates (issue 39): list, save one from a prescription, read one to
// start from, rename, delete. Personal answers: no-store.
export const prescriptionTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['prescriptions'];
  const uidOf = (request: FastifyRequest) => (request.user as { uid: string }).uid;
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
  const auth = { onRequest: app.authenticate };
  // LGPD: an anonymised account keeps its row, so nothing cascades; its templates go here.
  app.personalData.register('prescriptions:templates', async (tx, uid) => {
    await repo.deleteAllTemplatesOf(tx, uid);
  });

  app.get(
    '/patients/prescriptions/templates',
    { ...auth, schema: { tags, response: { 200: templatesResponse } } },
    async (request, reply) => {
      noStore(reply);
      return service.list(app.db, uidOf(request));
    },
  );

  app.post(
    '/patients/prescriptions/templates',
    { ...auth, schema: { tags, body: createTemplateBody, response: { 200: templateSummarySchema } } },
    async (request) => service.create(app.db, uidOf(request), request.body),
  );

  app.get(
    '/patients/prescriptions/templates/:id',
    { ...auth, schema: { tags, params: templateParams, response: { 200: templateSchema } } },
    async (request, reply) => {
      noStore(reply);
      return service.read(app.db, uidOf(request), request.params.id);
    },
  );

  app.patch(
    '/patients/prescriptions/templates/:id',
    {
      ...auth,
      schema: { tags, params: templateParams, body: renameTemplateBody, response: { 200: templateSummarySchema } },
    },
    async (request) => service.rename(app.db, uidOf(request), request.params.id, request.body.name),
  );

  app.delete(
    '/patients/prescriptions/templates/:id',
    { ...auth, schema: { tags, params: templateParams, response: { 200: templateDeletedResponse } } },
    async (request) => service.remove(app.db, uidOf(request), request.params.id),
  );
};
