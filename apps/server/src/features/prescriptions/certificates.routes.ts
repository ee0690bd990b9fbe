import {
  certificateBody,
  certificateRemovedResponse,
  certificateResponse,
} from '@vetor/domain/prescriptions/certificates.schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as repo from './certificates.repository.js';
import * as service from './certificates.service.js';

// The signing certificate of "Meus dados": upload, summary, removal. The answers carry
// only the summary (response schema), never the file or its password.
export const certificatesRoutes: FastifyPluginAsyncZod<{ certificateKey: Buffer | null }> = async (
  app,
  { certificateKey },
) => {
  const tags = ['prescriptions'];
  const ctx: service.CertificatesContext = { db: app.db, key: certificateKey };
  const uidOf = (request: FastifyRequest) => (request.user as { uid: string }).uid;
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
  const auth = { onRequest: app.authenticate };
  // LGPD: anonymising an account keeps its row, so the cascade does not fire; the certificate goes here.
  app.personalData.register('prescriptions:certificates', async (tx, uid) => {
    await repo.deleteCertificate(tx, uid);
  });

  app.get(
    '/accounts/certificate',
    { ...auth, schema: { tags, response: { 200: certificateResponse } } },
    async (request, reply) => {
      noStore(reply);
      return service.getCertificate(ctx, uidOf(request));
    },
  );

  app.put(
    '/accounts/certificate',
    { ...auth, schema: { tags, body: certificateBody, response: { 200: certificateResponse } } },
    async (request, reply) => {
      noStore(reply);
      return service.putCertificate(ctx, uidOf(request), request.body);
    },
  );

  app.delete(
    '/accounts/certificate',
    { ...auth, schema: { tags, response: { 200: certificateRemovedResponse } } },
    async (request, reply) => {
      noStore(reply);
      return service.deleteCertificate(ctx, uidOf(request));
    },
  );
};
