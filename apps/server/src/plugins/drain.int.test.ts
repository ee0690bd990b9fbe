import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestDatabase, type TestDatabase, testConfig } from '../test/test-app.js';

// What SIGTERM does (server.ts calls app.drain.stop): readiness turns 503 at once, a request in
// flight still gets its answer, and then the port stops accepting. Over real sockets, not inject.

let test: TestDatabase;
let app: FastifyInstance;
let base: string;
let releaseSlow: () => void;
const slowReleased = new Promise<void>((resolve) => {
  releaseSlow = resolve;
});

beforeAll(async () => {
  test = await createTestDatabase();
  app = await buildApp(testConfig(), { database: test.database });
  // A request that is still being answered when the stop begins (a PDF, a slow query).
  app.get('/test/slow', async () => {
    await slowReleased;
    return { done: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  await test.drop();
});

describe('graceful stop', () => {
  it('echoes a caller’s request id and makes one when it is missing or unsafe', async () => {
    const given = await fetch(`${base}/api/health/live`, { headers: { 'x-request-id': 'proxy-7f3a.42' } });
    expect(given.headers.get('x-request-id')).toBe('proxy-7f3a.42');
    const unsafe = await fetch(`${base}/api/health/live`, { headers: { 'x-request-id': 'a b\\c'.repeat(3) } });
    expect(unsafe.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
  });

  it('turns readiness off first, finishes the request in flight, then refuses connections', async () => {
    expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
    const inFlight = fetch(`${base}/test/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stopped = app.drain.stop({ delayMs: 300 });

    const ready = await fetch(`${base}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'unavailable', draining: true, code: 'SERVER_STOPPING' });
    expect(ready.headers.get('connection')).toBe('close');
    expect((await fetch(`${base}/api/health/live`)).status).toBe(200);

    // Past the delay the server is closing: the slow request is still answered.
    await new Promise((resolve) => setTimeout(resolve, 400));
    releaseSlow();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    await stopped;
    await expect(fetch(`${base}/api/health/live`)).rejects.toThrow();
  });
});
