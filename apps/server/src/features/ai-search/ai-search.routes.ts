import {
  type AiSearchResponse,
  type AiStreamEvent,
  aiSearchQuery,
  aiSearchResponse,
} from '@vetor/domain/ai-search/ai-search.schemas';
import { AppError } from '@vetor/domain/errors';
import { LIMITS } from '@vetor/domain/platform/constants';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { HttpCache, sendAnswer } from '../../lib/http-cache.js';
import { createModelAnswerBudget } from './ai-search.budget.js';
import { extractiveKey } from './ai-search.compose.js';
import { createAiSearchService } from './ai-search.service.js';

// GET /topics/ai-search?search= (docs/product/content-and-study.md §7) answers llm_response and sources; /stream sends the
// same answer as server-sent events while it is written. PRO only (docs/product/content-and-study.md §6).

/** Another instance's reindex is seen within this time; a reindex here empties the cache at once. */
const ANSWER_TTL_MS = 60_000;
const ANSWERS_MAX = 500;
/** Revalidated every time; private, as the route is for PRO readers only. */
const PER_READER = { cacheControl: 'private, no-cache' };

function assertPro(request: FastifyRequest): void {
  if (!request.user!.isPremium) throw new AppError('PREMIUM_REQUIRED');
}

export const aiSearchRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const budget = createModelAnswerBudget({ perDay: LIMITS.aiModelQuestionsPerDay, counter: app.sharedCounters });
  const service = createAiSearchService(app.searchIndex, config.llm, app.log, budget);
  const auth = { onRequest: app.authenticate };

  // Without a model the answer is a function of the question's words and the index, so repeated
  // questions are answered from the HTTP cache, keyed by those words. Only PRO readers get here, so
  // the plan does not change the answer. A model's answers are kept by the service's budget.
  const answers = service.usesModel
    ? null
    : new HttpCache<AiSearchResponse>({
        ttlMs: ANSWER_TTL_MS,
        max: ANSWERS_MAX,
        name: 'ai-answers',
        brotliQuality: 3,
      });
  const forget = () => {
    answers?.clear();
    budget.forgetAnswers();
  };
  // A reindex here, or a publish on any instance, may change what an answer cites.
  app.searchIndex.onChange(forget);
  app.contentEvents.onChange(forget);
  const uidOf = (request: FastifyRequest) => request.user!.uid;
  const extractive = (cache: HttpCache<AiSearchResponse>, request: FastifyRequest, question: string) =>
    cache.get(extractiveKey(question), async () => {
      const body = aiSearchResponse.parse(await service.answer(question, uidOf(request)));
      return { body: JSON.stringify(body), meta: body };
    });

  app.get(
    '/topics/ai-search',
    { ...auth, schema: { tags: ['ai-search'], querystring: aiSearchQuery, response: { 200: aiSearchResponse } } },
    async (request, reply) => {
      assertPro(request);
      if (!answers) return service.answer(request.query.search, uidOf(request));
      const { answer } = await extractive(answers, request, request.query.search);
      return sendAnswer(request, reply, answer, PER_READER);
    },
  );

  app.get(
    '/topics/ai-search/stream',
    { ...auth, schema: { tags: ['ai-search'], querystring: aiSearchQuery } },
    async (request, reply) => {
      assertPro(request);
      const abort = new AbortController();
      request.raw.on('close', () => abort.abort());
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
      const send = (event: AiStreamEvent) => {
        if (!reply.raw.writableEnded) reply.raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      };
      try {
        if (answers) {
          const { meta } = await extractive(answers, request, request.query.search);
          send({ type: 'sources', sources: meta.sources });
          send({ type: 'answer', ...meta });
        } else await service.stream(request.query.search, uidOf(request), send, abort.signal);
      } catch (error) {
        // Headers are gone: the client gets an error event (a refusal such as the daily quota with
        // its pt-BR message) and falls back to GET /topics/ai-search, which answers the same refusal.
        const refusal = error instanceof AppError ? { code: error.code, message: error.message } : { code: 'ERROR' };
        if (!(error instanceof AppError)) request.log.error({ err: error }, 'ai-search stream failed');
        if (!reply.raw.writableEnded) reply.raw.write(`event: error\ndata: ${JSON.stringify(refusal)}\n\n`);
      }
      reply.raw.end();
    },
  );
};
