import {
  managementNewsBody,
  managementNewsCreateBody,
  managementNewsListResponse,
  managementNewsResponse,
  newsListResponse,
  newsParams,
  newsReadResponse,
} from '@vetor/domain/news/news.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditedEditor, type EditorLink, editorGuard } from '../../lib/editor-guard.js';
import { eraseNewsReadsOf } from './news.repository.js';
import * as service from './news.service.js';

// The news screen's calls (docs/product/platform-accounts-subscription.md §2 Notícias: list with unread marks, mark one read) and the
// management area's list / create / edit / publish (management token only, each change audited).
export const newsRoutes: FastifyPluginAsyncZod<{ editors: EditorLink }> = async (app, { editors }) => {
  const tags = ['news'];
  const uidOf = (request: FastifyRequest) => (request.user as { uid: string }).uid;
  app.personalData.register('news', eraseNewsReadsOf);

  app.get(
    '/news',
    { onRequest: app.authenticate, schema: { tags, response: { 200: newsListResponse } } },
    async (request) => service.list(app.db, uidOf(request)),
  );

  app.post(
    '/news/:id/read',
    { onRequest: app.authenticate, schema: { tags, params: newsParams, response: { 200: newsReadResponse } } },
    async (request) => service.markRead(app.db, uidOf(request), request.params.id),
  );

  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addHook('onRequest', editorGuard(editors.verify));
    const mtags = ['management'];
    scope.get(
      '/management/news',
      { schema: { tags: mtags, response: { 200: managementNewsListResponse } } },
      async () => service.managementList(app.db),
    );
    scope.get(
      '/management/news/:id',
      { schema: { tags: mtags, params: newsParams, response: { 200: managementNewsResponse } } },
      async (request) => service.managementGet(app.db, request.params.id),
    );
    scope.post(
      '/management/news',
      { schema: { tags: mtags, body: managementNewsCreateBody, response: { 200: managementNewsResponse } } },
      async (request) => {
        const { id, ...body } = request.body;
        return service.managementCreate(app.db, auditedEditor(editors, request), id, body);
      },
    );
    // Edit and publish are one call: `published` in the body is the switch.
    scope.post(
      '/management/news/:id',
      {
        schema: {
          tags: mtags,
          params: newsParams,
          body: managementNewsBody,
          response: { 200: managementNewsResponse },
        },
      },
      async (request) =>
        service.managementUpdate(app.db, auditedEditor(editors, request), request.params.id, request.body),
    );
  });
};
