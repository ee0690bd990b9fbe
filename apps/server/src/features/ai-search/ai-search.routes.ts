import { type AiStreamEvent, aiSearchQuery, aiSearchResponse } from '@vetor/domain/ai-search/ai-search.schemas';
import { AppError } from '@vetor/domain/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { createAiSearchService } from './ai-search.service.js';

// GET /topics/ai-search?search= (spec 2 §7) answers llm_response and sources; /stream sends the
// same answer as server-sent events while it is written. PRO only (spec 2 §6).

function assertPro(request: FastifyRequest): void {
  if (!request.user!.isPremium) throw new AppError('PREMIUM_REQUIRED');
}

export const aiSearchRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const service = createAiSearchService(app.searchIndex, config.llm, app.log);
  const auth = { onRequest: app.authenticate };

  app.get(
    '/topics/ai-search',
    { ...auth, schema: { tags: ['ai-search'], querystring: aiSearchQuery, response: { 200: aiSearchResponse } } },
    async (request) => {
      assertPro(request);
      return service.answer(request.query.search);
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
        await service.stream(request.query.search, send, abort.signal);
      } catch (error) {
        // Headers are gone: the client gets an error event and falls back to GET /topics/ai-search.
        request.log.error({ err: error }, 'ai-search stream failed');
        if (!reply.raw.writableEnded) reply.raw.write('event: error\ndata: {"code":"ERROR"}\n\n');
      }
      reply.raw.end();
    },
  );
};
