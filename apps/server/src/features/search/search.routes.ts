import { recentSearch, recentSearchesResponse, searchQuery, searchResponse } from '@vetor/domain/search/search.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpCache, sendAnswer } from '../../lib/http-cache.js';
import { addRecentSearch, eraseRecentSearchesOf, listRecentSearches } from './search.repository.js';

// Global search (docs/product/content-and-study.md §2 /searches) over the search index, and the user's recent searches.

/**
 * Another instance's reindex is seen within this time; a reindex here empties the cache at once.
 * The same TTL as the content answers.
 */
const ANSWER_TTL_MS = 60_000;
/** Vets repeat the same few hundred searches; an answer is ~10 KB plus its two compressed copies. */
const ANSWERS_MAX = 1000;

/**
 * Revalidated every time (no-cache): a repeat costs a 304 and nothing is stale after a publish;
 * private, because the answer depends on the reader's plan.
 */
const PER_READER = { cacheControl: 'private, no-cache' };

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  // A deleted account's recent searches go with it (LGPD).
  app.personalData.register('recent-searches', eraseRecentSearchesOf);
  const auth = { onRequest: app.authenticate };

  // Answers to repeated searches, ready to send. The key is what changes the answer: the query as
  // sent (the answer echoes it), the facet, and whether premium hits are locked for this reader.
  // Recent searches are per user and never go through this shared cache.
  const answers = new HttpCache({ ttlMs: ANSWER_TTL_MS, max: ANSWERS_MAX, name: 'search', brotliQuality: 3 });
  app.searchIndex.onChange(() => answers.clear());
  // A publish or a disable on another instance changes the shared index without touching this
  // instance's searchIndex: its broadcast must drop these answers too, or they live out their TTL.
  app.contentEvents.onChange(() => answers.clear());

  app.get(
    '/search',
    {
      ...auth,
      // Cached answers carry their own compressed copies.
      compress: false as const,
      schema: { tags: ['search'], querystring: searchQuery, response: { 200: searchResponse } },
    },
    async (request, reply) => {
      const { q, category } = request.query;
      const isPremium = request.user!.isPremium;
      const key = JSON.stringify([isPremium ? 'pro' : 'free', category ?? null, q]);
      const { answer } = await answers.get(key, async () => {
        const found = await app.searchIndex.search({ q, category, isPremium });
        // Checked against the declared schema once per entry, as the serializer would have.
        return { body: JSON.stringify(searchResponse.parse(found)), meta: undefined };
      });
      return sendAnswer(request, reply, answer, PER_READER);
    },
  );

  app.get(
    '/preferences/recent-searches',
    { ...auth, schema: { tags: ['search'], response: { 200: recentSearchesResponse } } },
    async (request) => ({ searches: await listRecentSearches(app.db, request.user!.uid) }),
  );

  app.post(
    '/preferences/recent-searches',
    { ...auth, schema: { tags: ['search'], body: recentSearch, response: { 200: recentSearchesResponse } } },
    async (request) => {
      const uid = request.user!.uid;
      await addRecentSearch(app.db, uid, request.body);
      return { searches: await listRecentSearches(app.db, uid) };
    },
  );
};
