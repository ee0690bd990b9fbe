import { recentSearch, recentSearchesResponse, searchQuery, searchResponse } from '@vetor/domain/search/search.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addRecentSearch, eraseRecentSearchesOf, listRecentSearches } from './search.repository.js';

// Global search (spec 2 §2 /searches) over the search index, and the user's recent searches.

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  // A deleted account's recent searches go with it (LGPD).
  app.personalData.register('recent-searches', eraseRecentSearchesOf);
  const auth = { onRequest: app.authenticate };

  app.get(
    '/search',
    { ...auth, schema: { tags: ['search'], querystring: searchQuery, response: { 200: searchResponse } } },
    async (request) =>
      app.searchIndex.search({
        q: request.query.q,
        category: request.query.category,
        isPremium: request.user!.isPremium,
      }),
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
