import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { redisAnswers } from '../test/local-services.js';
import sharedCounters from './shared-counters.js';

// A quota counted on two instances is one quota: with Redis, each instance's increment sees the
// other's. Without Redis the count is the process's own (one instance).

const redisUp = await redisAnswers();

const apps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});
async function instance(redisUrl: string | undefined) {
  const app = Fastify();
  await app.register(sharedCounters, { redisUrl });
  await app.ready();
  apps.push(app);
  return app;
}

describe('shared counters', () => {
  // Skipped only where no Redis answers on 127.0.0.1:6379 (CI and this machine have one).
  it.runIf(redisUp)('count across instances through Redis, and expire', async () => {
    const [a, b] = [await instance('redis://127.0.0.1:6379'), await instance('redis://127.0.0.1:6379')];
    const key = `test:${randomBytes(4).toString('hex')}`;
    expect(await a.sharedCounters.increment(key, 300)).toBe(1);
    expect(await b.sharedCounters.increment(key, 300)).toBe(2);
    await b.sharedCounters.decrement(key);
    expect(await a.sharedCounters.increment(key, 300)).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await b.sharedCounters.increment(key, 300)).toBe(1);
  });

  it('count in memory without Redis', async () => {
    const app = await instance(undefined);
    expect(await app.sharedCounters.increment('k', 60_000)).toBe(1);
    expect(await app.sharedCounters.increment('k', 60_000)).toBe(2);
    await app.sharedCounters.decrement('k');
    expect(await app.sharedCounters.increment('k', 60_000)).toBe(2);
  });
});
