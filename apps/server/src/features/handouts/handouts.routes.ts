import {
  handoutEventBody,
  handoutEventResponse,
  handoutSharesQuery,
  handoutSharesResponse,
  handoutsResponse,
  publicHandoutParams,
  publicHandoutQuery,
  publicHandoutResponse,
  shareHandoutsBody,
  shareHandoutsResponse,
} from '@vetor/domain/handouts/handouts.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { handoutPdfDocument } from './handout-pdf.js';
import { deleteAllOf } from './handouts.repository.js';
import * as service from './handouts.service.js';

// The handout calls of docs/product/content-and-study.md §7 (/topics/handouts), the owner's public read of docs/product/calculators-patients-prescriptions-management.md §7
// (/patients/handouts/{id}?shareId=…, no login) and the revocation of a link (path not in the spec).
export const handoutsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const tags = ['handouts'];
  const ctx: service.HandoutsContext = { db: app.db, mail: app.mail };
  const uidOf = (request: FastifyRequest) => (request.user as { uid: string }).uid;
  const baseOf = (request: FastifyRequest) =>
    config.publicUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;
  const auth = { preHandler: app.authenticate };
  // LGPD: a deleted account takes its handout links and events with it.
  app.personalData.register('handouts', deleteAllOf);

  app.get('/topics/handouts', { schema: { tags, response: { 200: handoutsResponse } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return service.list(app.db);
  });

  app.post(
    '/topics/handouts',
    { ...auth, schema: { tags, body: shareHandoutsBody, response: { 200: shareHandoutsResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.share(ctx, uidOf(request), request.body, baseOf(request));
    },
  );

  app.get(
    '/topics/handouts/shares',
    { ...auth, schema: { tags, querystring: handoutSharesQuery, response: { 200: handoutSharesResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.sharesOf(app.db, uidOf(request), request.query.patientId, baseOf(request));
    },
  );

  app.delete(
    '/topics/handouts/shares/:shareId',
    {
      ...auth,
      schema: {
        tags,
        params: publicHandoutQuery,
        response: { 200: z.object({ revoked: z.literal(true) }) },
      },
    },
    async (request) => service.revoke(app.db, uidOf(request), request.params.shareId),
  );

  // Token optional: events of a signed-out visitor are stored without a uid.
  app.post(
    '/topics/handouts/events',
    { schema: { tags, body: handoutEventBody, response: { 200: handoutEventResponse } } },
    async (request) => service.logEvent(app.db, request.user?.uid ?? null, request.body),
  );

  app.get(
    '/patients/handouts/:handoutId',
    {
      schema: {
        tags,
        params: publicHandoutParams,
        querystring: publicHandoutQuery,
        response: { 200: publicHandoutResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.publicHandout(app.db, request.params.handoutId, request.query.shareId);
    },
  );

  // The same handout as a one-page PDF to print (path not in the spec; same share check).
  app.get(
    '/patients/handouts/:handoutId/pdf',
    { schema: { tags, params: publicHandoutParams, querystring: publicHandoutQuery } },
    async (request, reply) => {
      const page = await service.publicHandout(app.db, request.params.handoutId, request.query.shareId);
      const pdf = await app.pdf.renderPdf(handoutPdfDocument(page), { now: new Date() });
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${page.handout.id}.pdf"`)
        .send(pdf);
    },
  );
};
