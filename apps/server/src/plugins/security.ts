import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

// Security headers, CORS for configured origins, and a per-IP rate limit (shared in Redis when
// REDIS_URL is set, so several instances count together).

export default fp(
  async (
    app: FastifyInstance,
    options: { corsOrigins: string[]; rateLimitMax: number; redisUrl: string | undefined },
  ) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: [
            'https://www.youtube-nocookie.com',
            'https://www.youtube.com',
            'https://player.vimeo.com',
            "'self'",
          ],
          objectSrc: ["'none'"],
          workerSrc: ["'self'", 'blob:'],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
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
      ...(redis ? { redis } : {}),
      // Static files and health probes are not worth counting.
      allowList: (request) => !request.url.startsWith('/api/') || request.url.startsWith('/api/health'),
    });
  },
  { name: 'security' },
);
