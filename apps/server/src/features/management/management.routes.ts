import { AppError } from '@vetor/domain/errors';
import {
  auditQuery,
  auditResponse,
  managementApprovalBody,
  managementClassesQuery,
  managementClassesResponse,
  managementClassSchema,
  managementCompareQuery,
  managementCreatedResponse,
  managementDrugCompareResponse,
  managementDrugSaveBody,
  managementEntitiesQuery,
  managementEntitiesResponse,
  managementEntityParams,
  managementEntityResponse,
  managementEntityVersionParams,
  managementExclusionBody,
  managementImportBody,
  managementImportResponse,
  managementItemCompareResponse,
  managementItemListResponse,
  managementItemParams,
  managementItemResponse,
  managementItemSaveBody,
  managementLoginBody,
  managementLoginResponse,
  managementNewItemBody,
  managementPhotoBody,
  managementPhotoResponse,
  managementSaveResponse,
  managementSubtopicBody,
  managementSubtopicParams,
  managementSubtopicQuery,
  managementSubtopicResponse,
  managementTopicBody,
  managementTopicsResponse,
  managementVersionParams,
  managementVersionResponse,
} from '@vetor/domain/management/management.schemas';
import { message } from '@vetor/domain/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reindexSearch } from '../../lib/search-index/search-index.js';
import { bearer } from '../../plugins/auth.js';
import * as drugsService from './management.drugs.js';
import { type ManagementOpsOptions, managementOpsRoutes } from './management.ops.routes.js';
import {
  ORPHAN_PHOTO_SWEEP_EVERY_MS,
  PHOTO_FILE,
  PHOTO_PREFIX,
  storePhoto,
  sweepOrphanPhotos,
} from './management.photos.js';
import { findEditor, insertAudit } from './management.repository.js';
import * as service from './management.service.js';
import { type ManagementClaims, managementTokens } from './management.tokens.js';
import * as topicsService from './management.topics.js';

// docs/product/calculators-patients-prescriptions-management.md §7 /management calls. Sign-in is public and rate-limited; everything else needs a
// management token (its own audience: app tokens are refused here, and these are refused there).

declare module 'fastify' {
  interface FastifyRequest {
    editor: ManagementClaims | null;
  }
}

/** Sign-in attempts per address per minute. */
const LOGIN_RATE = { max: 10, timeWindow: 60_000 };

const created = (id: string) => ({ code: 'SUCCESS' as const, message: message('SUCCESS'), id });

const success = (version?: number) => ({
  code: 'SUCCESS' as const,
  message: message('SUCCESS'),
  ...(version !== undefined ? { version } : {}),
});

export const managementRoutes: FastifyPluginAsyncZod<ManagementOpsOptions> = async (
  app,
  { config, customers, linkCheckFirstHopAllow },
) => {
  const tokens = managementTokens(config.jwtSecret);
  const admin = config.managementAdmin;
  // After migrations (server.ts migrates before building the app).
  if (admin) app.addHook('onReady', () => service.ensureBootstrapAdmin(app.db, admin));
  // Uploaded photos nothing refers to leave the file store a day after their upload.
  app.cleanUp.register('management:orphan-photos', {
    everyMs: ORPHAN_PHOTO_SWEEP_EVERY_MS,
    run: (now) => sweepOrphanPhotos(app.db, app.files, now),
  });

  app.post(
    '/management/login',
    {
      config: { rateLimit: LOGIN_RATE },
      schema: { tags: ['management'], body: managementLoginBody, response: { 200: managementLoginResponse } },
    },
    async (request) => {
      const editor = await service.checkLogin(app.db, request.body.user, request.body.password, request.ip);
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

  // Uploaded carousel photos are public like the bundled ones: readers load them in the app.
  app.get(
    '/management/photos/:file',
    { schema: { tags: ['management'], params: z.object({ file: z.string().regex(PHOTO_FILE) }) } },
    async (request, reply) => {
      const stored = await app.files.get(`${PHOTO_PREFIX}/${request.params.file}`);
      if (!stored) throw new AppError('NOT_FOUND');
      // The name is a fresh UUID per upload, so the bytes under it never change.
      return reply
        .header('content-type', stored.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(stored.body);
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

    /**
     * After a publish or a disable: search first, then the caches, so the next read sees both. The
     * flashcard decks follow their content (a disabled drug's deck leaves search with it).
     */
    async function published() {
      await reindexSearch(app.db, app.searchIndex, 'content');
      await reindexSearch(app.db, app.searchIndex, 'flashcards');
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

    scope.get(
      '/management/topics/subtopics/items/:id/compare',
      {
        schema: {
          tags: ['management'],
          params: managementItemParams,
          querystring: managementCompareQuery,
          response: { 200: managementItemCompareResponse },
        },
      },
      async (request) => service.compareItemVersions(app.db, editorOf(request), request.params.id, request.query),
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

    const requireReviewer = config.managementRequireReviewer;
    const tags = ['management'];

    scope.get(
      '/management/topics',
      { schema: { tags, response: { 200: managementTopicsResponse } } },
      async (request) => ({ topics: await topicsService.listTopics(app.db, editorOf(request)) }),
    );

    scope.post(
      '/management/topics',
      { schema: { tags, body: managementTopicBody, response: { 200: managementCreatedResponse } } },
      async (request) => {
        const id = await topicsService.saveTopic(app.db, editorOf(request), request.body);
        await app.contentEvents.changed();
        return created(id);
      },
    );

    scope.post(
      '/management/topics/subtopics',
      { schema: { tags, body: managementSubtopicBody, response: { 200: managementCreatedResponse } } },
      async (request) => {
        const id = await topicsService.saveSubtopic(app.db, editorOf(request), request.body);
        await published();
        return created(id);
      },
    );

    scope.get(
      '/management/topics/subtopics/:id',
      {
        schema: {
          tags,
          params: managementSubtopicParams,
          querystring: managementSubtopicQuery,
          response: { 200: managementSubtopicResponse },
        },
      },
      async (request) => topicsService.getSubtopic(app.db, editorOf(request), request.params.id, request.query.topic),
    );

    scope.post(
      '/management/topics/subtopics/:id/items',
      {
        schema: {
          tags,
          params: managementSubtopicParams,
          querystring: managementSubtopicQuery,
          body: managementNewItemBody,
          response: { 200: managementCreatedResponse },
        },
      },
      async (request) =>
        created(
          await topicsService.createItem(
            app.db,
            editorOf(request),
            request.params.id,
            request.body.name,
            request.query.topic,
          ),
        ),
    );

    scope.post(
      '/management/topics/subtopics/:id/approvals',
      {
        schema: {
          tags,
          params: managementSubtopicParams,
          querystring: managementSubtopicQuery,
          body: managementApprovalBody,
          response: { 200: managementSaveResponse },
        },
      },
      async (request) => {
        await topicsService.approveSubtopic(
          app.db,
          editorOf(request),
          request.params.id,
          request.body.available,
          requireReviewer,
          request.query.topic,
        );
        await published();
        return success();
      },
    );

    scope.post(
      '/management/temporaries/photos',
      { bodyLimit: 8_000_000, schema: { tags, body: managementPhotoBody, response: { 200: managementPhotoResponse } } },
      async (request) => {
        const editor = editorOf(request);
        const stored = await storePhoto(
          app.db,
          app.files,
          editor.editorId,
          request.body.base64FileExtension,
          request.body.file,
        );
        await insertAudit(app.db, {
          editorId: editor.editorId,
          editorUser: editor.user,
          action: 'photo.upload',
          target: `file:${stored.key}`,
          after: { name: request.body.name, path: request.body.path ?? null },
        });
        return stored;
      },
    );

    scope.get(
      '/management/entities',
      { schema: { tags, querystring: managementEntitiesQuery, response: { 200: managementEntitiesResponse } } },
      async (request) => ({ entities: await drugsService.listEntities(app.db, request.query.q) }),
    );

    scope.get(
      '/management/entities/:collection/:id',
      { schema: { tags, params: managementEntityParams, response: { 200: managementEntityResponse } } },
      async (request) => drugsService.getEntity(app.db, request.params.collection, request.params.id),
    );

    scope.post(
      '/management/entities/:collection/:id',
      {
        bodyLimit: 2_000_000,
        schema: {
          tags,
          params: managementEntityParams,
          body: managementDrugSaveBody,
          response: { 200: managementSaveResponse },
        },
      },
      async (request) =>
        success(
          await drugsService.saveDrug(
            app.db,
            editorOf(request),
            request.params.collection,
            request.params.id,
            request.body,
          ),
        ),
    );

    scope.get(
      '/management/entities/:collection/:id/compare',
      {
        schema: {
          tags,
          params: managementEntityParams,
          querystring: managementCompareQuery,
          response: { 200: managementDrugCompareResponse },
        },
      },
      async (request) =>
        drugsService.compareDrugVersions(app.db, request.params.collection, request.params.id, request.query),
    );

    scope.post(
      '/management/entities/:collection/:id/versions/:version/restorations',
      { schema: { tags, params: managementEntityVersionParams, response: { 200: managementSaveResponse } } },
      async (request) =>
        success(
          await drugsService.restoreDrug(
            app.db,
            editorOf(request),
            request.params.collection,
            request.params.id,
            request.params.version,
          ),
        ),
    );

    scope.post(
      '/management/entities/:collection/:id/approvals',
      {
        schema: {
          tags,
          params: managementEntityParams,
          body: managementApprovalBody,
          response: { 200: managementSaveResponse },
        },
      },
      async (request) => {
        const version = await drugsService.approveDrug(
          app.db,
          editorOf(request),
          request.params.collection,
          request.params.id,
          request.body.available,
          requireReviewer,
        );
        await published();
        return success(version);
      },
    );

    scope.post(
      '/management/summaries-exclusion',
      { schema: { tags, body: managementExclusionBody, response: { 200: managementSaveResponse } } },
      async (request) => {
        await drugsService.excludeSummary(app.db, editorOf(request), request.body);
        await published();
        return success();
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

    await scope.register(managementOpsRoutes, { config, customers, linkCheckFirstHopAllow });

    scope.get(
      '/management/audit',
      { schema: { tags: ['management'], querystring: auditQuery, response: { 200: auditResponse } } },
      async (request) => ({
        entries: await service.listAudit(app.db, editorOf(request), request.query),
        editors: await service.auditEditors(app.db),
      }),
    );
  });
};
