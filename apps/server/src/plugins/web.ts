import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { encodeAnswer, sendAnswer } from '../lib/http-cache.js';
import { errorBody } from './errors.js';

// Serves the built web app: hashed assets cached for a year, index.html never cached, and every
// client route (a deep link) answered with index.html so a reload keeps the page. The pages opened
// without login from a link (owner's handouts and prescription, pharmacy's validation) get the
// light public.html instead (≤ 100 KB gzip of JS on a phone). Unknown /api paths get a
// JSON 404 instead.

/** Client routes answered with public.html (apps/web/src/public-paths.ts names the same pages). */
export const PUBLIC_PAGE_PREFIXES = ['/shared/', '/validation/'] as const;

export default fp(
  async (app: FastifyInstance, options: { webDist: string; contentDir: string }) => {
    const hasWeb = existsSync(join(options.webDist, 'index.html'));
    // index.html answers every deep link from the not-found handler, where the compress plugin's
    // route hooks never run: it is read once and compressed once per encoding (the build does not
    // change while the server runs) and revalidated by its ETag.
    const index = hasWeb ? encodeAnswer(readFileSync(join(options.webDist, 'index.html'))) : undefined;
    // A build without the public entry (an older dist) still answers those pages with the app.
    const publicPage = existsSync(join(options.webDist, 'public.html'))
      ? encodeAnswer(readFileSync(join(options.webDist, 'public.html')))
      : index;
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: options.webDist,
        wildcard: false,
        index: false,
        setHeaders(res, path) {
          if (path.startsWith(join(options.webDist, 'assets')))
            res.header('cache-control', 'public, max-age=31536000, immutable');
          else if (path.endsWith('.html') || path.endsWith('sw.js') || path.endsWith('.webmanifest'))
            res.header('cache-control', 'no-cache');
          else res.header('cache-control', 'public, max-age=3600');
        },
      });
    }
    if (existsSync(options.contentDir)) {
      // Original illustrations of the sample library.
      await app.register(fastifyStatic, {
        root: options.contentDir,
        prefix: '/content/',
        decorateReply: !hasWeb,
        allowedPath: (path) =>
          path.endsWith('.svg') || path.endsWith('.png') || path.endsWith('.webp') || path.endsWith('.jpg'),
        setHeaders(res) {
          res.header('cache-control', 'public, max-age=86400');
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (
        path === '/api' ||
        path.startsWith('/api/') ||
        !hasWeb ||
        (request.method !== 'GET' && request.method !== 'HEAD')
      ) {
        return reply.status(404).send(errorBody('ROUTE_NOT_FOUND'));
      }
      // A file-looking path that does not exist is a real 404, not a client route.
      if (/\.[a-z0-9]{2,5}$/i.test(path)) return reply.status(404).send(errorBody('ROUTE_NOT_FOUND'));
      const page = PUBLIC_PAGE_PREFIXES.some((p) => path.startsWith(p)) ? publicPage! : index!;
      return sendAnswer(request, reply, page, { cacheControl: 'no-cache', contentType: 'text/html; charset=utf-8' });
    });
  },
  { name: 'web' },
);
