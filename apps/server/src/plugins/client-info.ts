import { AppError } from '@vetor/domain/errors';
import { HEADERS } from '@vetor/domain/platform/headers';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

// The headers every request carries (docs/product/platform-accounts-subscription.md §7): app version, platform, client time, api key.

export interface ClientInfo {
  appVersion: string | undefined;
  platform: 'web' | 'ios' | 'android';
  /** Client clock in ms since epoch, when sent and sane. */
  clientTime: number | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    readonly client: ClientInfo;
  }
}

function one(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export default fp(
  async (app: FastifyInstance, options: { apiKeys: string[] }) => {
    // Read from the headers when a route asks (a few header reads, cheaper than a hook on every
    // request; only the version check reads it today).
    app.decorateRequest('client', {
      getter(this: FastifyRequest): ClientInfo {
        const platform = one(this.headers[HEADERS.platform]);
        const time = Number(one(this.headers[HEADERS.clientTime]));
        return {
          appVersion: one(this.headers[HEADERS.appVersion]),
          platform: platform === 'ios' || platform === 'android' ? platform : 'web',
          clientTime: Number.isFinite(time) && time > 0 ? time : undefined,
        };
      },
    });
    // Keys are only enforced when configured: the web key is public anyway, it identifies the client
    // build. Without keys there is no hook at all.
    if (options.apiKeys.length) {
      app.addHook('onRequest', (request, _reply, done) => {
        const url = request.url;
        // Payment webhooks come from Stripe and the store service, which send their own signatures.
        if (
          !url.startsWith('/api/') ||
          url.startsWith('/api/health') ||
          url.startsWith('/api/docs') ||
          url.startsWith('/api/purchases/webhooks/')
        )
          return done();
        const key = one(request.headers[HEADERS.apiKey]);
        done(key && options.apiKeys.includes(key) ? undefined : new AppError('UNAUTHORIZED'));
      });
    }
  },
  { name: 'client-info' },
);
