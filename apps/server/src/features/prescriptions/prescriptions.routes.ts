import { AppError } from '@vetor/domain/errors';
import { openDraftsQuery, openDraftsResponse } from '@vetor/domain/prescriptions/prescription-templates.schemas';
import {
  deletedResponse,
  deleteQuery,
  detailQuery,
  filesBody,
  filesResponse,
  idSchema,
  itemOptionsQuery,
  itemOptionsResponse,
  itemSearchBody,
  itemSearchResponse,
  listQuery,
  listResponse,
  prescriptionSchema,
  publicShareResponse,
  saveOrDeleteBody,
  shareBody,
  shareExpiryBody,
  shareExpiryResponse,
  shareIdParams,
  shareResponse,
  sharesResponse,
  validationParams,
  validationResponse,
} from '@vetor/domain/prescriptions/prescriptions.schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { deleteAllOf } from './prescriptions.repository.js';
import * as service from './prescriptions.service.js';

// The prescription calls of docs/product/calculators-patients-prescriptions-management.md §7 (token required), the ones whose paths the spec does not show
// (details, guide files, options of an item, the share list and revocation), and the two public
// reads: the owner's share page and the pharmacy's validation page (no login).
export const prescriptionsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const tags = ['prescriptions'];
  const ctx: service.PrescriptionsContext = {
    db: app.db,
    files: app.files,
    mail: app.mail,
    pdf: app.pdf,
    certificateKey: config.certificateKey,
  };
  const uidOf = (request: FastifyRequest) => (request.user as { uid: string }).uid;
  /** Links point at the site the vet uses: PUBLIC_URL in production, the request's origin otherwise. */
  const baseOf = (request: FastifyRequest) =>
    config.publicUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;
  const sendPdf = (reply: FastifyReply, file: { name: string; body: Buffer }, download: boolean) =>
    reply
      .header('content-type', 'application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `${download ? 'attachment' : 'inline'}; filename="${file.name}"`)
      .send(file.body);
  const fileParams = z.object({ id: idSchema, page: z.coerce.number().int().min(1).max(8) });
  const downloadQuery = z.object({ download: z.enum(['true', 'false']).optional() });
  const auth = { onRequest: app.authenticate };
  // LGPD: a deleted account takes its prescriptions, share links and guide files with it (the rows
  // also go by cascade with the patients; the files in the store only go here).
  app.personalData.register('prescriptions', async (tx, uid) => {
    await deleteAllOf(tx, uid);
    await app.files.deletePrefix(`prescriptions/${uid}/`);
  });

  app.post(
    '/patients/prescriptions',
    {
      ...auth,
      schema: {
        tags,
        querystring: deleteQuery,
        body: saveOrDeleteBody,
        response: { 200: z.union([prescriptionSchema, deletedResponse]) },
      },
    },
    async (request) => {
      const { id, patientId, pages } = request.body;
      if (request.query.deleted === 'true') {
        if (!id) throw new AppError('REQUIRED_FIELD', { field: 'id' });
        return service.deleteDraft(ctx, uidOf(request), id);
      }
      if (!patientId) throw new AppError('PRESCRIPTION_PATIENT_REQUIRED', { field: 'patientId' });
      if (!pages) throw new AppError('REQUIRED_FIELD', { field: 'pages' });
      return service.saveDraft(ctx, uidOf(request), { ...request.body, patientId, pages });
    },
  );

  app.get(
    '/patients/prescriptions',
    { ...auth, schema: { tags, querystring: listQuery, response: { 200: listResponse } } },
    async (request) => service.listForPatient(app.db, uidOf(request), request.query.patientId, request.query.cursor),
  );

  app.get(
    '/patients/prescriptions/drafts',
    { ...auth, schema: { tags, querystring: openDraftsQuery, response: { 200: openDraftsResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.openDrafts(app.db, uidOf(request), request.query.patientId);
    },
  );

  app.get(
    '/patients/prescriptions/:id',
    {
      ...auth,
      schema: { tags, params: z.object({ id: idSchema }), querystring: detailQuery, response: { 200: filesResponse } },
    },
    async (request) => service.detail(app.db, uidOf(request), request.params.id),
  );

  app.post(
    '/patients/prescriptions/files',
    { ...auth, schema: { tags, body: filesBody, response: { 200: filesResponse } } },
    async (request) =>
      service.generateFiles(ctx, uidOf(request), request.body.prescriptionId, baseOf(request), {
        sign: request.body.sign,
      }),
  );

  app.get(
    '/patients/prescriptions/:id/files/:page',
    { ...auth, schema: { tags, params: fileParams, querystring: downloadQuery } },
    async (request, reply) =>
      sendPdf(
        reply,
        await service.guideFile(ctx, uidOf(request), request.params.id, request.params.page),
        request.query.download === 'true',
      ),
  );

  app.post(
    '/patients/prescriptions/shares',
    { ...auth, schema: { tags, body: shareBody, response: { 200: shareResponse } } },
    async (request) => service.share(ctx, uidOf(request), request.body, baseOf(request)),
  );

  app.get(
    '/patients/prescriptions/:id/shares',
    { ...auth, schema: { tags, params: z.object({ id: idSchema }), response: { 200: sharesResponse } } },
    async (request) => service.listShares(app.db, uidOf(request), request.params.id, baseOf(request)),
  );

  app.delete(
    '/patients/prescriptions/shares/:shareId',
    { ...auth, schema: { tags, params: shareIdParams, response: { 200: z.object({ revoked: z.literal(true) }) } } },
    async (request) => service.revokeShare(app.db, uidOf(request), request.params.shareId),
  );

  app.post(
    '/patients/prescriptions/shares/:shareId/expiry',
    {
      ...auth,
      schema: { tags, params: shareIdParams, body: shareExpiryBody, response: { 200: shareExpiryResponse } },
    },
    async (request) =>
      service.setShareExpiry(app.db, uidOf(request), request.params.shareId, request.body.expiresInDays),
  );

  app.post(
    '/patients/prescriptions/searches',
    { ...auth, schema: { tags, body: itemSearchBody, response: { 200: itemSearchResponse } } },
    async (request) => ({ results: await service.searchItems(app.db, request.body.search, request.body.filter) }),
  );

  app.get(
    '/patients/prescriptions/options',
    { ...auth, schema: { tags, querystring: itemOptionsQuery, response: { 200: itemOptionsResponse } } },
    async (request) =>
      service.itemOptions(
        app.db,
        request.query.drugIds.split(',').filter(Boolean).slice(0, 10),
        request.query.species,
        request.user!.isPremium,
      ),
  );

  // --- public: no token ---------------------------------------------------------------------------

  app.get(
    '/patients/shares/:shareId',
    { schema: { tags, params: shareIdParams, response: { 200: publicShareResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.publicShare(app.db, request.params.shareId);
    },
  );

  app.get(
    '/patients/shares/:shareId/files/:page',
    {
      schema: {
        tags,
        params: shareIdParams.extend({ page: z.coerce.number().int().min(1).max(8) }),
        querystring: downloadQuery,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await service.publicShareFile(ctx, request.params.shareId, request.params.page),
        request.query.download === 'true',
      ),
  );

  app.get(
    '/patients/prescriptions/validations/:code',
    { schema: { tags, params: validationParams, response: { 200: validationResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.validation(ctx, request.params.code);
    },
  );
};
