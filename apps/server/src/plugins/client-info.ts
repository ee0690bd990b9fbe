import { AppError } from '@vetor/domain/errors';
import { HEADERS } from '@vetor/domain/platform/headers';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// The headers every request carries (spec 1 §7): app version, platform, client time, api key.

export interface ClientInfo {
  appVersion: string | undefined;
  platform: 'web' | 'ios' | 'android';
  /** Client clock in ms since epoch, when sent and sane. */
  clientTime: number | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    client: ClientInfo;
  }
}

function one(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export default fp(
  async (app: FastifyInstance, options: { apiKeys: string[] }) => {
    app.decorateRequest('client', null as unknown as ClientInfo);
    // A callback hook, not an async one: it runs on every request and has nothing to await.
    app.addHook('onRequest', (request, _reply, done) => {
      if (!request.url.startsWith('/api/')) return done();
      // Keys are only enforced when configured: the web key is public anyway, it identifies the client build.
      if (options.apiKeys.length && !request.url.startsWith('/api/health') && !request.url.startsWith('/api/docs')) {
        const key = one(request.headers[HEADERS.apiKey]);
        if (!key || !options.apiKeys.includes(key)) return done(new AppError('UNAUTHORIZED'));
      }
      const platform = one(request.headers[HEADERS.platform]);
      const time = Number(one(request.headers[HEADERS.clientTime]));
      request.client = {
        appVersion: one(request.headers[HEADERS.appVersion]),
        platform: platform === 'ios' || platform === 'android' ? platform : 'web',
        clientTime: Number.isFinite(time) && time > 0 ? time : undefined,
      };
      done();
    });
  },
  { name: 'client-info' },
);
