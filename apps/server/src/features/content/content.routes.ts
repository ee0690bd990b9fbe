import {
  DEFAULT_DRUGS_CONCENTRATIONS,
  DRUGS_CONCENTRATIONS_CONFIG_ID,
} from '@vetor/domain/calculators/infusion-concentrations';
import {
  type ConfigurationResponse,
  configurationResponse,
  DRUG_COLLECTIONS,
  drugDetailResponse,
  entityParams,
  entityQuery,
  favoriteBody,
  favoritesResponse,
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
import { nowOrLater } from '../../lib/now-or-later.js';
import { sendCached, sendJson } from '../../lib/precompressed.js';
import { assertAccess, ContentStore, type ServedEntity, type ServedList } from './content.service.js';
import { eraseFavoritesOf, listFavorites, toggleFavorite } from './favorites.repository.js';
import { RecentsRecorder } from './recents.recorder.js';
import { eraseRecentsOf, listRecents } from './recents.repository.js';

// Spec 2 §7: /topics, /entities and the content preferences (search list, favorites, recents).
// Details are answered from the ContentStore's serialized copies; the declared response schemas
// document the answers and were applied when the copy was built.

const EMPTY = Buffer.from('{}');
const idParams = z.object({ id: z.string().max(120) });

/** 304 when the client already holds this version (If-None-Match), else the body with its ETag. */
function sendList(request: FastifyRequest, reply: FastifyReply, served: ServedList) {
  return sendCached(request, reply, served, { cacheControl: 'private, no-cache' });
}

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = new ContentStore(app.db);
  // A deleted account leaves no favorites or recents behind (LGPD).
  app.personalData.register('favorites', eraseFavoritesOf);
  app.personalData.register('recents', eraseRecentsOf);
  const recorder = new RecentsRecorder(app.db, (error) => app.log.error({ err: error }, 'recents flush failed'));
  recorder.start();
  app.addHook('onClose', () => recorder.stop());

  /** Premium check, then the recent, then the answer (or {} for ?logOnly=true). */
  function serveEntity(request: FastifyRequest, reply: FastifyReply, entity: ServedEntity, logOnly: boolean): void {
    const user = request.user!;
    assertAccess(entity, user.isPremium);
    recorder.record(user.uid, entity.recent);
    if (logOnly) {
      sendJson(reply, EMPTY);
      return;
    }
    // Revalidated on every view (no-cache): a 304 still passed the access check and recorded the
    // view, and a lapsed PRO gets 403 rather than a stale copy; private keeps shared caches out.
    sendCached(request, reply, entity, { cacheControl: 'private, no-cache' });
  }

  /**
   * Details are handlers without async: with the answer in memory (the usual case) it leaves in the
   * same tick; only a first read after a restart or the TTL waits for the database.
   */
  function serveDetail(
    request: FastifyRequest,
    reply: FastifyReply,
    entity: ServedEntity | Promise<ServedEntity>,
    logOnly = false,
  ) {
    return nowOrLater(entity, (ready) => serveEntity(request, reply, ready, logOnly));
  }

  const auth = { preHandler: app.authenticate };
  // Details and lists carry their own compressed copies (lib/precompressed.ts): the compress
  // plugin's two hooks per request would only find the work done.
  const precompressed = { ...auth, compress: false as const };

  app.get(
    '/topics/:topicId',
    { ...precompressed, schema: { tags: ['content'], params: topicParams, response: { 200: topicResponse } } },
    async (request, reply) => sendList(request, reply, await store.topic(request.params.topicId)),
  );

  app.get(
    '/topics/:topicId/items/:itemId',
    { ...precompressed, schema: { tags: ['content'], params: topicItemParams, response: { 200: topicItemResponse } } },
    (request, reply) => {
      const { topicId, itemId } = request.params;
      return serveDetail(request, reply, store.topicItemNow(topicId, itemId) ?? store.topicItem(topicId, itemId));
    },
  );

  app.get(
    '/entities/summaries',
    { ...precompressed, schema: { tags: ['content'], response: { 200: globalSummaryResponse } } },
    async (request, reply) => sendList(request, reply, (await store.summaries()).served),
  );

  // The configuration collection is public: the calculators read it before sign-in.
  app.get(
    '/entities/configuration/:id',
    { schema: { tags: ['content'], params: idParams, response: { 200: configurationResponse } } },
    async (request, reply) => {
      if (request.params.id !== DRUGS_CONCENTRATIONS_CONFIG_ID) throw new AppError('NOT_FOUND');
      reply.header('cache-control', 'public, max-age=3600');
      const body: ConfigurationResponse = {
        id: DRUGS_CONCENTRATIONS_CONFIG_ID,
        value: [...DEFAULT_DRUGS_CONCENTRATIONS],
      };
      return body;
    },
  );

  for (const collection of DRUG_COLLECTIONS) {
    app.get(
      `/entities/${collection}/:id`,
      {
        ...precompressed,
        schema: {
          tags: ['content'],
          params: idParams,
          querystring: entityQuery,
          response: { 200: z.union([drugDetailResponse, logOnlyResponse]) },
        },
      },
      (request, reply) => {
        const { id } = request.params;
        const entity = store.drugNow(collection, id) ?? store.drug(collection, id);
        return serveDetail(request, reply, entity, request.query.logOnly);
      },
    );
  }

  for (const collection of PRODUCT_COLLECTIONS) {
    app.get(
      `/entities/${collection}/:id`,
      {
        ...precompressed,
        schema: {
          tags: ['content'],
          params: idParams,
          querystring: entityQuery,
          response: { 200: z.union([productDetailResponse, logOnlyResponse]) },
        },
      },
      (request, reply) => {
        const { id } = request.params;
        const entity = store.productNow(collection, id) ?? store.product(collection, id);
        return serveDetail(request, reply, entity, request.query.logOnly);
      },
    );
  }

  // Any other collection: the same 404 as an unknown id, after the same 401.
  app.get('/entities/:collection/:id', { ...auth, schema: { tags: ['content'], params: entityParams } }, async () => {
    throw new AppError('NOT_FOUND');
  });

  app.get(
    '/preferences/searches/:version',
    {
      ...precompressed,
      schema: {
        tags: ['content'],
        params: z.object({ version: z.coerce.number().int().min(1).max(1000) }),
        response: { 200: searchListResponse },
      },
    },
    async (request, reply) => sendList(request, reply, await store.searchList()),
  );

  app.get(
    '/preferences/favorites',
    { ...auth, schema: { tags: ['content'], response: { 200: favoritesResponse } } },
    async (request) => ({ favorites: await listFavorites(app.db, request.user!.uid) }),
  );

  app.post(
    '/preferences/favorites',
    { ...auth, schema: { tags: ['content'], body: favoriteBody, response: { 200: favoritesResponse } } },
    async (request) => {
      const uid = request.user!.uid;
      const lastOperation = await toggleFavorite(app.db, uid, request.body);
      return { favorites: await listFavorites(app.db, uid), lastOperation };
    },
  );

  app.get(
    '/preferences/recents',
    { ...auth, schema: { tags: ['content'], response: { 200: recentsResponse } } },
    async (request) => {
      // The caller's latest views may still be buffered.
      await recorder.flush();
      return { recents: await listRecents(app.db, request.user!.uid) };
    },
  );
};
