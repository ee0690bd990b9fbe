import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '@vetor/domain/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

// Security headers, CORS for configured origins, and a per-IP rate limit (shared in Redis when
// REDIS_URL is set, so several instances count together).

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // blob: lets the prescription summary show a guide PDF fetched with the token in the browser's viewer.
  "frame-src 'self' blob: https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com",
  "object-src 'none'",
  "worker-src 'self' blob:",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

export function securityHeaders(): Record<string, string> {
  return {
    'content-security-policy': CSP,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

export function apiSecurityHeaders(): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
  };
}

const RATE_WINDOW_MS = 60_000;
/** Distinct clients counted per window before the table is emptied (fail open under a flood of addresses). */
const RATE_KEYS_MAX = 200_000;

/**
 * One instance, no Redis: a fixed one-minute window per IP in a Map, checked in a callback hook.
 * @fastify/rate-limit does the same through an async hook, an async allow-list and a promise around
 * its store, which cost 5–8 points of the API's throughput against bare Fastify (docs/benchmarks.md);
 * it stays for Redis, where the count must be shared. Same answer past the limit: 429 RATE_LIMITED
 * with retry-after and the x-ratelimit-* headers. Returns the check, for the plugin's one hook.
 */
function memoryRateLimit(app: FastifyInstance, max: number) {
  let windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
  }, RATE_WINDOW_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  return (request: FastifyRequest, reply: FastifyReply): AppError | undefined => {
    const now = Date.now();
    let w = windows.get(request.ip);
    if (!w || w.resetAt <= now) {
      if (windows.size >= RATE_KEYS_MAX) windows = new Map();
      w = { count: 0, resetAt: now + RATE_WINDOW_MS };
      windows.set(request.ip, w);
    }
    w.count++;
    if (w.count <= max) return undefined;
    const resetSeconds = Math.ceil((w.resetAt - now) / 1000);
    reply.headers({
      'x-ratelimit-limit': max,
      'x-ratelimit-remaining': 0,
      'x-ratelimit-reset': resetSeconds,
      'retry-after': resetSeconds,
    });
    return new AppError('RATE_LIMITED');
  };
}

export default fp(
  async (
    app: FastifyInstance,
    options: { corsOrigins: string[]; rateLimitMax: number; redisUrl: string | undefined },
  ) => {
    // The same headers helmet sets, computed once and added in one hook: helmet's dozen hooks per
    // request halved the throughput of small API answers (docs/benchmarks.md).
    // JSON answers get the short set OWASP recommends for REST APIs; pages get the whole set.
    // They are set when the request arrives, not in onSend: the reply keeps them through errors and
    // the not-found handler alike, and a route with no onSend hook skips Fastify's onSend runner.
    const pageHeaders = securityHeaders();
    const apiHeaders = apiSecurityHeaders();
    // Static files and health probes are not worth counting.
    const counted = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/health');
    const overLimit = options.redisUrl ? undefined : memoryRateLimit(app, options.rateLimitMax);
    const secure = (request: FastifyRequest, reply: FastifyReply) => {
      const url = request.url;
      reply.headers(url.startsWith('/api/') && !url.startsWith('/api/docs') ? apiHeaders : pageHeaders);
    };
    const limit = (request: FastifyRequest, reply: FastifyReply) =>
      overLimit && counted(request.url) ? overLimit(request, reply) : undefined;
    if (!options.corsOrigins.length) {
      // The usual set-up (the web app on the API's own origin): one hook does both.
      app.addHook('onRequest', (request, reply, done) => {
        secure(request, reply);
        done(limit(request, reply));
      });
    } else {
      // Headers first, so a preflight that CORS answers from its own hook has them; the limit after
      // CORS, so a 429 carries the CORS headers and the browser lets the app read it.
      app.addHook('onRequest', (request, reply, done) => {
        secure(request, reply);
        done();
      });
      await app.register(cors, { origin: options.corsOrigins, credentials: false });
      if (overLimit) app.addHook('onRequest', (request, reply, done) => done(limit(request, reply)));
    }
    if (options.redisUrl) {
      // Several instances count together in Redis.
      const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false });
      app.addHook('onClose', async () => void redis.disconnect());
      await app.register(rateLimit, {
        global: true,
        max: options.rateLimitMax,
        timeWindow: RATE_WINDOW_MS,
        // The x-ratelimit-* headers only once a client is over the limit: on every answer they cost
        // a tenth of the throughput of small API calls.
        addHeadersOnExceeding: {
          'x-ratelimit-limit': false,
          'x-ratelimit-remaining': false,
          'x-ratelimit-reset': false,
        },
        redis,
        allowList: (request) => !counted(request.url),
      });
    }
  },
  { name: 'security' },
);
