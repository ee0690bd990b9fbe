import { AppError } from '@vetor/domain/errors';
import {
  auditResponse,
  managementApprovalBody,
  managementClassesQuery,
  managementClassesResponse,
  managementClassSchema,
  managementImportBody,
  managementImportResponse,
  managementItemListResponse,
  managementItemParams,
  managementItemResponse,
  managementItemSaveBody,
  managementLoginBody,
  managementLoginResponse,
  managementSaveResponse,
  managementVersionParams,
  managementVersionResponse,
} from '@vetor/domain/management/management.schemas';
import { message } from '@vetor/domain/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { reindexSearch } from '../../lib/search-index/search-index.js';
import { bearer } from '../../plugins/auth.js';
import type { CustomersLink } from './management.customers.js';
import { managementOpsRoutes } from './management.ops.routes.js';
import { findEditor, insertAudit } from './management.repository.js';
import * as service from './management.service.js';
import { type ManagementClaims, managementTokens } from './management.tokens.js';

// Spec 3 §7 /management calls. Sign-in is public and rate-limited; everything else needs a
// management token (its own audience: app tokens are refused here, and these are refused there).

declare module 'fastify' {
  interface FastifyRequest {
    editor: ManagementClaims | null;
  }
}

/** Sign-in attempts per address per minute. */
const LOGIN_RATE = { max: 10, timeWindow: 60_000 };

const success = (version?: number) => ({
  code: 'SUCCESS' as const,
  message: message('SUCCESS'),
  ...(version !== undefined ? { version } : {}),
});

export const managementRoutes: FastifyPluginAsyncZod<{ config: Config; customers: CustomersLink }> = async (
  app,
  { config, customers },
) => {
  const tokens = managementTokens(config.jwtSecret);
  const admin = config.managementAdmin;
  // After migrations (server.ts migrates before building the app).
  if (admin) app.addHook('onReady', () => service.ensureBootstrapAdmin(app.db, admin));

  app.post(
    '/management/login',
    {
      config: { rateLimit: LOGIN_RATE },
      schema: { tags: ['management'], body: managementLoginBody, response: { 200: managementLoginResponse } },
    },
    async (request) => {
      const editor = await service.checkLogin(app.db, request.body.user, request.body.password);
      const profile: 1 | 2 = editor.profile === 1 ? 1 : 2;
      const signed = await tokens.sign({ editorId: editor.id, user: editor.user, profile });
      await insertAudit(app.db, {
        editorId: editor.id,
        editorUser: editor.user,
        action: 'login',
        target: `editor:${editor.user}`,
      });
      return {
        ...signed,
        profile,
        editor: { id: editor.id, user: editor.user, name: editor.name, profile },
      };
    },
  );

  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.decorateRequest('editor', null);
    // Before the body is read or validated: no management token, no management call.
    scope.addHook('onRequest', async (request: FastifyRequest) => {
      const token = bearer(request);
      const claims = token ? await tokens.verify(token) : undefined;
      if (!claims) throw new AppError('UNAUTHORIZED');
      // The editor as they are now: a disabled editor's tokens stop at once, and a changed profile
      // counts from the next call (one primary-key read; management traffic is small).
      const current = await findEditor(app.db, claims.editorId);
      if (!current || current.disabledAt) throw new AppError('UNAUTHORIZED');
      request.editor = { editorId: current.id, user: current.user, profile: current.profile === 1 ? 1 : 2 };
    });
    const editorOf = (request: FastifyRequest) => request.editor as ManagementClaims;

    /** After a publish or a disable: search first, then the caches, so the next read sees both. */
    async function published() {
      await reindexSearch(app.db, app.searchIndex, 'content');
      await app.contentEvents.changed();
    }

    scope.get(
      '/management/topics/subtopics/items',
      { schema: { tags: ['management'], response: { 200: managementItemListResponse } } },
      async (request) => ({ items: await service.listItems(app.db, editorOf(request)) }),
    );

    scope.get(
      '/management/topics/subtopics/items/:id',
      { schema: { tags: ['management'], params: managementItemParams, response: { 200: managementItemResponse } } },
      async (request) => service.getItem(app.db, editorOf(request), request.params.id),
    );

    scope.post(
      '/management/topics/subtopics/items/:id',
      {
        bodyLimit: 2_000_000,
        schema: {
          tags: ['management'],
          params: managementItemParams,
          body: managementItemSaveBody,
          response: { 200: managementSaveResponse },
        },
      },
      async (request) => success(await service.saveItem(app.db, editorOf(request), request.params.id, request.body)),
    );

    scope.get(
      '/management/topics/subtopics/items/:id/versions/:version',
      {
        schema: { tags: ['management'], params: managementVersionParams, response: { 200: managementVersionResponse } },
      },
      async (request) => service.getVersion(app.db, editorOf(request), request.params.id, request.params.version),
    );

    scope.post(
      '/management/topics/subtopics/items/:id/versions/:version/restorations',
      { schema: { tags: ['management'], params: managementVersionParams, response: { 200: managementSaveResponse } } },
      async (request) =>
        success(await service.restoreVersion(app.db, editorOf(request), request.params.id, request.params.version)),
    );

    scope.post(
      '/management/topics/subtopics/items/:id/approvals',
      {
        schema: {
          tags: ['management'],
          params: managementItemParams,
          body: managementApprovalBody,
          response: { 200: managementSaveResponse },
        },
      },
      async (request) => {
        const version = await service.approveItem(
          app.db,
          editorOf(request),
          request.params.id,
          request.body.available,
          config.managementRequireReviewer,
        );
        await published();
        return success(version);
      },
    );

    scope.get(
      '/management/classes',
      {
        schema: {
          tags: ['management'],
          querystring: managementClassesQuery,
          response: { 200: managementClassesResponse },
        },
      },
      async (request) => ({ classes: await service.listClasses(app.db, request.query.category) }),
    );

    scope.post(
      '/management/classes',
      { schema: { tags: ['management'], body: managementClassSchema, response: { 200: managementSaveResponse } } },
      async (request) => {
        await service.addClass(app.db, editorOf(request), request.body);
        return success();
      },
    );

    scope.post(
      '/management/classes/imports',
      {
        bodyLimit: 3_000_000,
        schema: { tags: ['management'], body: managementImportBody, response: { 200: managementImportResponse } },
      },
      async (request) => service.importClasses(app.db, editorOf(request), request.body),
    );

    await scope.register(managementOpsRoutes, { config, customers });

    scope.get(
      '/management/audit',
      { schema: { tags: ['management'], response: { 200: auditResponse } } },
      async () => ({ entries: await service.listAudit(app.db) }),
    );
  });
};
