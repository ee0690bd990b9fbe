import {
  DEFAULT_DRUGS_CONCENTRATIONS,
  DRUGS_CONCENTRATIONS_CONFIG_ID,
} from '@vetor/domain/calculators/infusion-concentrations';
import {
  configurationResponse,
  DRUG_COLLECTIONS,
  drugDetailResponse,
  entityParams,
  entityQuery,
  globalSummaryResponse,
  logOnlyResponse,
  PRODUCT_COLLECTIONS,
  productDetailResponse,
  recentsResponse,
  searchListResponse,
  topicItemParams,
  topicItemResponse,
  topicParams,
  topicResponse,
} from '@vetor/domain/content/content-api.schemas';
import { AppError } from '@vetor/domain/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type HttpAnswer, sendAnswer } from '../../lib/http-cache.js';
import { assertMayRead } from '../../lib/premium.js';
import { ContentStore, type ServedEntity } from './content.service.js';
import { RecentsRecorder } from './recents.recorder.js';
import { eraseRecentsOf, listRecents } from './recents.repository.js';

// docs/product/content-and-study.md §7: /topics, /entities and the content preferences (search list, recents). Answers come
// from the HTTP cache (lib/http-cache.ts), built and checked against the declared response schema
// once per cache entry.

const idParams = z.object({ id: z.string().max(120) });

/**
 * Revalidated on every view (no-cache): a 304 still passed the access check and recorded the view,
 * and a lapsed PRO gets 403 rather than a stale copy; private keeps shared caches out.
 */
const PER_READER = { cacheControl: 'private, no-cache' };

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = new ContentStore(app.db);
  app.contentEvents.onChange(() => store.clear());
  // A deleted account leaves no favorites or recents behind (LGPD).
  app.personalData.register('recents', eraseRecentsOf);
  const recorder = new RecentsRecorder(app.db, (error) => app.log.error({ err: error }, 'recents flush failed'));
  recorder.start();
  app.addHook('onClose', () => recorder.stop());

  /** Premium check, then the recent (not for an offline copy), then the answer (or {} for ?logOnly=true). */
  function serveEntity(
    request: FastifyRequest,
    reply: FastifyReply,
    entity: ServedEntity,
    { logOnly = false, offline = false } = {},
  ) {
    const user = request.user!;
    assertMayRead(user.isPremium, entity.meta);
    if (!offline) recorder.record(user.uid, entity.meta.recent);
    if (logOnly) return reply.send({});
    return sendAnswer(request, reply, entity.answer, PER_READER);
  }
  const sendList = (request: FastifyRequest, reply: FastifyReply, answer: HttpAnswer) =>
    sendAnswer(request, reply, answer, PER_READER);

  // Cached answers carry their own compressed copies: the compress plugin's hooks would find the
  // work done.
  const auth = { onRequest: app.authenticate, compress: false as const };

  app.get(
    '/topics/:topicId',
    { ...auth, schema: { tags: ['content'], params: topicParams, response: { 200: topicResponse } } },
    async (request, reply) => sendList(request, reply, await store.topic(request.params.topicId)),
  );

  app.get(
    '/topics/:topicId/items/:itemId',
    { ...auth, schema: { tags: ['content'], params: topicItemParams, response: { 200: topicItemResponse } } },
    async (request, reply) => {
      const { topicId, itemId } = request.params;
      return serveEntity(request, reply, await store.topicItem(topicId, itemId));
    },
  );

  app.get(
    '/entities/summaries',
    { ...auth, schema: { tags: ['content'], response: { 200: globalSummaryResponse } } },
    async (request, reply) => sendList(request, reply, (await store.summaries()).answer),
  );

  // The configuration collection is public: the calculators read it before sign-in.
  app.get(
    '/entities/configuration/:id',
    { schema: { tags: ['content'], params: idParams, response: { 200: configurationResponse } } },
    async (request, reply) => {
      if (request.params.id !== DRUGS_CONCENTRATIONS_CONFIG_ID) throw new AppError('NOT_FOUND');
      reply.header('cache-control', 'public, max-age=3600');
      return {
        id: DRUGS_CONCENTRATIONS_CONFIG_ID as typeof DRUGS_CONCENTRATIONS_CONFIG_ID,
        value: [...DEFAULT_DRUGS_CONCENTRATIONS],
      };
    },
  );

  for (const collection of DRUG_COLLECTIONS) {
    app.get(
      `/entities/${collection}/:id`,
      {
        ...auth,
        schema: {
          tags: ['content'],
          params: idParams,
          querystring: entityQuery,
          response: { 200: z.union([drugDetailResponse, logOnlyResponse]) },
        },
      },
      async (request, reply) =>
        serveEntity(request, reply, await store.drug(collection, request.params.id), request.query),
    );
  }

  for (const collection of PRODUCT_COLLECTIONS) {
    app.get(
      `/entities/${collection}/:id`,
      {
        ...auth,
        schema: {
          tags: ['content'],
          params: idParams,
          querystring: entityQuery,
          response: { 200: z.union([productDetailResponse, logOnlyResponse]) },
        },
      },
      async (request, reply) =>
        serveEntity(request, reply, await store.product(collection, request.params.id), request.query),
    );
  }

  // Any other collection: the same 404 as an unknown id, after the same 401.
  app.get(
    '/entities/:collection/:id',
    { onRequest: app.authenticate, schema: { tags: ['content'], params: entityParams } },
    async () => {
      throw new AppError('NOT_FOUND');
    },
  );

  app.get(
    '/preferences/searches/:version',
    {
      ...auth,
      schema: {
        tags: ['content'],
        params: z.object({ version: z.coerce.number().int().min(1).max(1000) }),
        response: { 200: searchListResponse },
      },
    },
    async (request, reply) => sendList(request, reply, await store.searchList()),
  );

  // Personal: the API's default Cache-Control (no-store) applies.
  app.get(
    '/preferences/recents',
    { onRequest: app.authenticate, schema: { tags: ['content'], response: { 200: recentsResponse } } },
    async (request) => {
      // The caller's latest views may still be buffered.
      await recorder.flush();
      return { recents: await listRecents(app.db, request.user!.uid) };
    },
  );
};
