import {
  checkoutBody,
  checkoutParams,
  checkoutResponse,
  checkoutStatusResponse,
  duoBody,
  duoResponse,
  fakeDoorBody,
  offeringsResponse,
  portalBody,
  portalResponse,
  storeWebhookBody,
  subscriptionsResponse,
  successResponse,
} from '@vetor/domain/subscriptions/subscriptions.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eraseSubscriptionDataOf, recordFakeDoor } from './subscriptions.repository.js';
import * as service from './subscriptions.service.js';

// The /purchases/* calls of docs/product/platform-accounts-subscription.md §7 (all authenticated), the two payment webhooks, and
// POST /preferences/fake-doors.

const tags = ['subscriptions'];
const webhookResponse = z.object({ received: z.literal(true), duplicate: z.boolean() });

export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.subscriptions.ctx;
  app.personalData.register('subscriptions', eraseSubscriptionDataOf);
  // Authentication before validation: a signed-out caller gets 401, not a body error.
  const auth = { onRequest: app.authenticate };
  const caller = (request: { user: unknown }) =>
    request.user as { uid: string; email: string; isPremium: boolean; entitlements: readonly string[] };

  app.get('/purchases/offerings', { ...auth, schema: { tags, response: { 200: offeringsResponse } } }, async () =>
    service.viaProvider(service.offerings(ctx)),
  );

  app.post(
    '/purchases/checkouts',
    { ...auth, schema: { tags, body: checkoutBody, response: { 200: checkoutResponse } } },
    async (request) =>
      service.viaProvider(
        service.createCheckout(ctx, caller(request), request.body, `${request.protocol}://${request.host}`),
      ),
  );

  app.get(
    '/purchases/checkouts/:id',
    { ...auth, schema: { tags, params: checkoutParams, response: { 200: checkoutStatusResponse } } },
    async (request) => service.viaProvider(service.checkoutStatus(ctx, caller(request), request.params.id)),
  );

  app.post(
    '/purchases/portals',
    { ...auth, schema: { tags, body: portalBody, response: { 200: portalResponse } } },
    async (request) => service.viaProvider(service.createPortal(ctx, caller(request), request.body.return_url)),
  );

  app.get(
    '/purchases/subscriptions',
    { ...auth, schema: { tags, response: { 200: subscriptionsResponse } } },
    async (request) => service.viaProvider(service.subscriptionSummary(ctx, caller(request).uid)),
  );

  app.post(
    '/purchases/duo',
    { ...auth, schema: { tags, body: duoBody, response: { 200: duoResponse } } },
    async (request) =>
      service.viaProvider(
        service.duo(ctx, caller(request), request.body, new Date(), `${request.protocol}://${request.host}`),
      ),
  );

  app.post(
    '/preferences/fake-doors',
    { ...auth, schema: { tags: ['preferences'], body: fakeDoorBody, response: { 200: successResponse } } },
    async (request) => {
      await recordFakeDoor(ctx.db, caller(request).uid, request.body.resource, request.body.confirm);
      return { success: true };
    },
  );

  app.post(
    '/purchases/webhooks/store',
    { schema: { tags, hide: true, body: storeWebhookBody, response: { 200: webhookResponse } } },
    async (request) =>
      service.viaProvider(service.handleStoreWebhook(ctx, request.headers.authorization, request.body)),
  );

  // Stripe signs the exact bytes it sends, so this route keeps the body as text.
  await app.register(async (raw) => {
    raw.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 512 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    raw.post(
      '/purchases/webhooks/stripe',
      { schema: { tags, hide: true, response: { 200: webhookResponse } } },
      async (request) =>
        service.viaProvider(
          service.handleStripeWebhook(
            ctx,
            typeof request.body === 'string' ? request.body : '',
            typeof request.headers['stripe-signature'] === 'string' ? request.headers['stripe-signature'] : undefined,
          ),
        ),
    );
  });
};
