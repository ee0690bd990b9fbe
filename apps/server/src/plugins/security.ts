import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
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
  "frame-src 'self' https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com",
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

export default fp(
  async (
    app: FastifyInstance,
    options: { corsOrigins: string[]; rateLimitMax: number; redisUrl: string | undefined },
  ) => {
    // The same headers helmet sets, computed once and added in one hook: helmet's dozen hooks per
    // request halved the throughput of small API answers (docs/benchmarks.md).
    // JSON answers get the short set OWASP recommends for REST APIs; pages get the whole set.
    const pageHeaders = securityHeaders();
    const apiHeaders = apiSecurityHeaders();
    app.addHook('onSend', (request, reply, payload, done) => {
      reply.headers(request.url.startsWith('/api/') && !request.url.startsWith('/api/docs') ? apiHeaders : pageHeaders);
      done(null, payload);
    });
    if (options.corsOrigins.length) {
      await app.register(cors, { origin: options.corsOrigins, credentials: false });
    }
    const redis = options.redisUrl
      ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    if (redis) app.addHook('onClose', async () => void redis.disconnect());
    await app.register(rateLimit, {
      global: true,
      max: options.rateLimitMax,
      timeWindow: '1 minute',
      // The x-ratelimit-* headers only once a client is over the limit: on every answer they cost
      // a tenth of the throughput of small API calls.
      addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
      ...(redis ? { redis } : {}),
      // Static files and health probes are not worth counting.
      allowList: (request) => !request.url.startsWith('/api/') || request.url.startsWith('/api/health'),
    });
  },
  { name: 'security' },
);
