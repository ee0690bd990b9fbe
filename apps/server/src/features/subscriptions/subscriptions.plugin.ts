// Application-wide part of subscriptions: the Stripe client (Stripe itself with STRIPE_SECRET_KEY,
// otherwise the local sandbox started here), the context the routes use and the hourly expiry sweep.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type Stripe from 'stripe';
import type { Config } from '../../config.js';
import { customerOf, subscriptionsOf } from './subscriptions.repository.js';
import { type StripeSandbox, startStripeSandbox } from './subscriptions.sandbox.js';
import {
  type AccountLink,
  cancelForDeletion,
  expireEntitlements,
  type SubscriptionsContext,
  willRenew,
} from './subscriptions.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    subscriptions: {
      ctx: SubscriptionsContext;
      /** The local sandbox when no STRIPE_SECRET_KEY is set (tests drive it directly). */
      sandbox: StripeSandbox | null;
      cancelForDeletion(uid: string): Promise<void>;
      willRenew(uid: string): Promise<boolean>;
    };
  }
}

/** The sandbox keeps its state in memory: a customer from the database (the seeded demo, or a purchase before a restart) is taken in on first use. */
async function adoptIntoSandbox(app: FastifyInstance, sandbox: StripeSandbox, account: AccountLink, uid: string) {
  const customerId = await customerOf(app.db, uid);
  if (!customerId) return;
  const rows = (await subscriptionsOf(app.db, uid)).filter(
    (s) => s.provider === 'stripe' && s.renews && s.customerId === customerId && s.productId,
  );
  sandbox.adopt({
    customerId,
    email: await account.emailOf(uid),
    uid,
    subscriptions: rows.map((s) => ({
      id: s.id,
      lookupKey: s.productId ?? '',
      status: s.status,
      periodEnd: Math.floor((s.currentPeriodEnd?.getTime() ?? Date.now()) / 1000),
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    })),
  });
}

/**
 * The Stripe SDK is a few hundred modules: it is imported, and the client made, by the first call
 * that needs it rather than at every start.
 */
export function stripeClient(key: string, options: Stripe.StripeConfig): () => Promise<Stripe> {
  let client: Promise<Stripe> | undefined;
  return () => {
    client ??= import('stripe').then(({ default: Stripe }) => new Stripe(key, options));
    return client;
  };
}

const SWEEP_INTERVAL_MS = 60 * 60_000;
export const STRIPE_WEBHOOK_PATH = '/api/purchases/webhooks/stripe';

export interface SubscriptionsOptions {
  config: Config;
  account: AccountLink;
}

export default fp(
  async (app: FastifyInstance, { config, account }: SubscriptionsOptions) => {
    const { payments } = config;
    let sandbox: StripeSandbox | null = null;
    let stripe: SubscriptionsContext['stripe'] = null;
    let webhookSecret: string | null = null;
    if (payments.stripeSecretKey && payments.stripeWebhookSecret) {
      stripe = stripeClient(payments.stripeSecretKey, { maxNetworkRetries: 2, timeout: 15_000 });
      webhookSecret = payments.stripeWebhookSecret;
    } else if (!payments.sandbox) {
      // Production without Stripe keys: the sandbox would give PRO for free, so purchases are off.
      app.log.warn('sem STRIPE_SECRET_KEY e sem STRIPE_SANDBOX: compras pelo site desativadas');
    } else {
      sandbox = await startStripeSandbox({ host: payments.sandboxHost, port: payments.sandboxPort, log: app.log });
      // The real SDK, pointed at the sandbox: every call goes through Stripe's own client code.
      stripe = stripeClient(sandbox.secretKey, {
        host: sandbox.host,
        port: sandbox.port,
        protocol: 'http',
        maxNetworkRetries: 0,
        telemetry: false,
      });
      webhookSecret = sandbox.webhookSecret;
      // Webhooks go over HTTP to this server once it listens (as Stripe's would); before that (tests
      // building the app without listening) through inject with the same bytes and headers.
      sandbox.setDeliver(async (payload, signature) => {
        const address = app.server.address();
        const headers = { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature };
        if (address && typeof address === 'object') {
          const res = await fetch(`http://127.0.0.1:${address.port}${STRIPE_WEBHOOK_PATH}`, {
            method: 'POST',
            headers,
            body: payload,
          });
          return res.status;
        }
        const res = await app.inject({ method: 'POST', url: STRIPE_WEBHOOK_PATH, headers, payload });
        return res.statusCode;
      });
      app.log.info({ url: sandbox.baseUrl }, 'sandbox de pagamentos local ativo (sem STRIPE_SECRET_KEY)');
    }
    const ctx: SubscriptionsContext = {
      db: app.db,
      stripe,
      webhookSecret,
      storeWebhookAuth: payments.storeWebhookAuth,
      publicUrl: config.publicUrl,
      appOrigin: config.publicUrl ? new URL(config.publicUrl).origin : null,
      account,
      // Receipts and duo invitations go through the mail seam (SMTP or the local outbox).
      sendMail: (message) => app.mail.send(message),
      log: app.log,
      prepareCustomer: sandbox ? (uid) => adoptIntoSandbox(app, sandbox as StripeSandbox, account, uid) : undefined,
    };
    app.decorate('subscriptions', {
      ctx,
      sandbox,
      cancelForDeletion: (uid: string) => cancelForDeletion(ctx, uid),
      willRenew: (uid: string) => willRenew(ctx, uid),
    });

    // Entitlements past their end are withdrawn at start and hourly (the clean-up registry), in case
    // the provider's expiry event never came.
    app.cleanUp.register('subscriptions:expired-entitlements', {
      everyMs: SWEEP_INTERVAL_MS,
      run: (now) => expireEntitlements(ctx, now),
    });
    app.addHook('onClose', async () => {
      await sandbox?.close();
    });
  },
  { name: 'subscriptions', dependencies: ['db', 'mail', 'clean-up'] },
);
