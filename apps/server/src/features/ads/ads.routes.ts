import {
  adClickBody,
  adClickResponse,
  adsQuery,
  adsResponse,
  managementAdBody,
  managementAdParams,
  managementAdResponse,
  managementAdsResponse,
} from '@vetor/domain/ads/ads.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditedEditor, type EditorLink, editorGuard } from '../../lib/editor-guard.js';
import type { AuthUser } from '../../plugins/auth.js';
import { eraseAdsDataOf } from './ads.repository.js';
import * as service from './ads.service.js';

// docs/product/content-and-study.md §7 GET/POST /preferences/ads (a token, like every preference call) and the management
// area's schedule with click counts (management token only, each change audited).
export const adsRoutes: FastifyPluginAsyncZod<{
  editors: EditorLink;
  showToPremium: boolean;
}> = async (app, { editors, showToPremium }) => {
  const tags = ['ads'];
  const userOf = (request: FastifyRequest) => request.user as AuthUser;
  app.personalData.register('ads', eraseAdsDataOf);

  app.get(
    '/preferences/ads',
    { onRequest: app.authenticate, schema: { tags, querystring: adsQuery, response: { 200: adsResponse } } },
    async (request) => {
      const user = userOf(request);
      return {
        ads: await service.adsFor(app.db, { uid: user.uid, isPremium: user.isPremium }, request.query, {
          showToPremium,
        }),
      };
    },
  );

  app.post(
    '/preferences/ads',
    { onRequest: app.authenticate, schema: { tags, body: adClickBody, response: { 200: adClickResponse } } },
    async (request) => service.recordClick(app.db, userOf(request).uid, request.body),
  );

  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addHook('onRequest', editorGuard(editors.verify));
    const mtags = ['management'];
    scope.get('/management/ads', { schema: { tags: mtags, response: { 200: managementAdsResponse } } }, async () =>
      service.managementList(app.db),
    );
    scope.get(
      '/management/ads/:id',
      { schema: { tags: mtags, params: managementAdParams, response: { 200: managementAdResponse } } },
      async (request) => service.managementGet(app.db, request.params.id),
    );
    scope.post(
      '/management/ads',
      { schema: { tags: mtags, body: managementAdBody, response: { 200: managementAdResponse } } },
      async (request) => service.managementCreate(app.db, auditedEditor(editors, request), request.body),
    );
    scope.post(
      '/management/ads/:id',
      {
        schema: {
          tags: mtags,
          params: managementAdParams,
          body: managementAdBody,
          response: { 200: managementAdResponse },
        },
      },
      async (request) =>
        service.managementUpdate(app.db, auditedEditor(editors, request), request.params.id, request.body),
    );
  });
};
