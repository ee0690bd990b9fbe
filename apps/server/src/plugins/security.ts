import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '@vetor/domain/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { CspAdditions } from '../lib/support-chat-csp.js';

// Security headers (helmet, built once), CORS for configured origins, one per-address rate limit
// (@fastify/rate-limit: in memory, or shared in Redis when REDIS_URL is set, so several instances
// count together) and the API's default Cache-Control.
// The address is request.ip: the socket's peer, or the client a trusted proxy names (TRUST_PROXY);
// a forged X-Forwarded-For from anyone else changes nothing.

/** The web app's policy: its own scripts, inline styles (Mantine), and the video hosts it embeds. */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: [
    "'self'",
    // blob: lets the prescription summary show a guide PDF fetched with the token in the browser's viewer.
    'blob:',
    'https://www.youtube-nocookie.com',
    'https://www.youtube.com',
    'https://player.vimeo.com',
  ],
  objectSrc: ["'none'"],
  workerSrc: ["'self'", 'blob:'],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  scriptSrcAttr: ["'none'"],
  upgradeInsecureRequests: null,
};

const API_CSP = "default-src 'none'; frame-ancestors 'none'";
const RATE_WINDOW_MS = 60_000;

export default fp(
  async (
    app: FastifyInstance,
    options: { corsOrigins: string[]; rateLimitMax: number; redisUrl: string | undefined; cspAdditions?: CspAdditions },
  ) => {
    // A configured hosted chat adds its hosts (lib/support-chat-csp.ts); nothing else widens the policy.
    const directives: Record<string, string[] | null> = { ...CSP_DIRECTIVES };
    for (const [name, hosts] of Object.entries(options.cspAdditions ?? {}))
      directives[name] = [...(directives[name] ?? ["'self'"]), ...hosts];
    // helmet's own middleware, made once. @fastify/helmet makes it again on every request (parsing
    // the policy each time) in two hooks: 6–7% of a cached content read's CPU in a profile
    // (docs/benchmarks.md).
    const securityHeaders = helmet({
      contentSecurityPolicy: { useDefaults: false, directives },
      hsts: { maxAge: 31_536_000, includeSubDomains: true },
    });
    app.addHook('onRequest', (request, reply, done) => {
      securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
    });
    // API answers are not stored anywhere unless a route says otherwise: personal answers (the
    // account, tokens, favorites, recents, preferences) must never sit in a shared or disk cache.
    // Content reads set their own (lib/http-cache.ts).
    // JSON answers also get the short policy OWASP recommends for REST APIs (helmet's set is for pages).
    app.addHook('onRequest', async (request, reply) => {
      const url = request.url;
      if (!url.startsWith('/api/')) return;
      reply.header('cache-control', 'no-store');
      if (!url.startsWith('/api/docs')) reply.header('content-security-policy', API_CSP);
    });
    if (options.corsOrigins.length) await app.register(cors, { origin: options.corsOrigins, credentials: false });

    // ioredis is loaded only when REDIS_URL asks for it: most starts never need its modules.
    const redis = options.redisUrl
      ? new (await import('ioredis')).Redis(options.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    if (redis) app.addHook('onClose', async () => void redis.disconnect());
    await app.register(rateLimit, {
      global: true,
      max: options.rateLimitMax,
      timeWindow: RATE_WINDOW_MS,
      ...(redis ? { redis } : {}),
      keyGenerator: (request) => request.ip,
      // Static files and health probes are not worth counting.
      allowList: (request) => !request.url.startsWith('/api/') || request.url.startsWith('/api/health'),
      // The x-ratelimit-* headers only once a client is over the limit (with retry-after).
      addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
      errorResponseBuilder: () => new AppError('RATE_LIMITED'),
    });
  },
  { name: 'security' },
);
