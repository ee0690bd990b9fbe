import {
  cardAnswersBody,
  cardAnswersResponse,
  cardsProgressResponse,
  cardsQuery,
  cardsResponse,
  contentIdParams,
  contentProgressResponse,
} from '@vetor/domain/flashcards/flashcards.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eraseCardsOf } from './flashcards.repository.js';
import { cardLibrary, cardsFor, cardsProgress, contentProgress, postAnswers } from './flashcards.service.js';

// docs/product/content-and-study.md §7: the /preferences/cards calls. All need a token; every query is the caller's own.

export const flashcardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.authenticate };
  const tags = ['flashcards'];
  // A deleted account's answers and progress go with it (LGPD).
  app.personalData.register('flashcards', eraseCardsOf);
  const library = cardLibrary(app.db);
  app.contentEvents.onChange(() => library.clear());

  app.get(
    '/preferences/cards/progress',
    { ...auth, schema: { tags, response: { 200: cardsProgressResponse } } },
    async (request) => cardsProgress(app.db, request.user!.uid, Date.now()),
  );

  app.get(
    '/preferences/cards/contents/:contentId',
    { ...auth, schema: { tags, params: contentIdParams, response: { 200: contentProgressResponse } } },
    async (request) => contentProgress(app.db, request.user!.uid, request.params.contentId, Date.now()),
  );

  app.get(
    '/preferences/cards',
    { ...auth, schema: { tags, querystring: cardsQuery, response: { 200: cardsResponse } } },
    async (request) => ({
      cards: await cardsFor(app.db, await library.cards(), request.user!, request.query, Date.now()),
    }),
  );

  app.post(
    '/preferences/cards',
    { ...auth, schema: { tags, body: cardAnswersBody, response: { 200: cardAnswersResponse } } },
    async (request) => postAnswers(app.db, request.user!, request.body.answers, Date.now()),
  );
};
