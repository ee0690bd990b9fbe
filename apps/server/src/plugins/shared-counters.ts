import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';

// Counters every instance shares (a per-user daily quota must not be multiplied by the number of
// instances): Redis INCR with an expiry when REDIS_URL is set, this process's memory otherwise (one
// instance, where memory is the whole truth until a restart).

declare module 'fastify' {
  interface FastifyInstance {
    sharedCounters: {
      /** Adds one to `key` and answers the new count; the key is forgotten `ttlMs` after its first count. */
      increment(key: string, ttlMs: number): Promise<number>;
      /** Takes the last count back (a refused attempt must not use up the quota). */
      decrement(key: string): Promise<void>;
    };
  }
}

const PREFIX = 'vetor:count:';

export default fp(
  async (app: FastifyInstance, options: { redisUrl: string | undefined }) => {
    if (options.redisUrl) {
      // Loaded only with REDIS_URL: most starts never need ioredis's modules.
      const { Redis } = await import('ioredis');
      const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 1 });
      app.addHook('onClose', async () => void redis.disconnect());
      app.decorate('sharedCounters', {
        async increment(key: string, ttlMs: number) {
          // NX: the expiry is set by the first count only, so a busy key still ends on time.
          const replies = await redis.multi().incr(`${PREFIX}${key}`).pexpire(`${PREFIX}${key}`, ttlMs, 'NX').exec();
          return Number(replies?.[0]?.[1] ?? 0);
        },
        async decrement(key: string) {
          await redis.decr(`${PREFIX}${key}`);
        },
      });
      return;
    }
    const counts = new LRUCache<string, number>({ max: 100_000, ttl: 25 * 60 * 60_000, noUpdateTTL: true });
    app.decorate('sharedCounters', {
      async increment(key: string, ttlMs: number) {
        const count = (counts.get(key) ?? 0) + 1;
        counts.set(key, count, counts.has(key) ? {} : { ttl: ttlMs });
        return count;
      },
      async decrement(key: string) {
        const count = counts.get(key);
        if (count) counts.set(key, count - 1);
      },
    });
  },
  { name: 'shared-counters' },
);
