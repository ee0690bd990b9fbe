import { favoriteBody, favoritesResponse } from '@vetor/domain/favorites/favorites.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eraseFavoritesOf, listFavorites, toggleFavorite } from './favorites.repository.js';

// GET and POST /preferences/favorites (docs/product/content-and-study.md §4 Favorites): the caller's saved items, newest first.
// Personal answers: the API's default Cache-Control (no-store) applies.
export const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['favorites'];
  // A deleted account's favorites go with it (LGPD).
  app.personalData.register('favorites', eraseFavoritesOf);

  app.get(
    '/preferences/favorites',
    { onRequest: app.authenticate, schema: { tags, response: { 200: favoritesResponse } } },
    async (request) => ({ favorites: await listFavorites(app.db, request.user!.uid) }),
  );

  app.post(
    '/preferences/favorites',
    { onRequest: app.authenticate, schema: { tags, body: favoriteBody, response: { 200: favoritesResponse } } },
    async (request) => {
      const uid = request.user!.uid;
      const lastOperation = await toggleFavorite(app.db, uid, request.body);
      return { favorites: await listFavorites(app.db, uid), lastOperation };
    },
  );
};
