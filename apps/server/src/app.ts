import { join } from 'node:path';
import compress from '@fastify/compress';
import { AppError } from '@vetor/domain/errors';
import { findUnsafeInput } from '@vetor/domain/platform/unsafe-input';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifySchemaCompiler } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountLink } from './account-link.js';
import { type Config, REPO_ROOT } from './config.js';
import type { Database } from './db/client.js';
import accounts from './features/accounts/accounts.plugin.js';
import { accountsRoutes } from './features/accounts/accounts.routes.js';
import { addressesRoutes } from './features/addresses/addresses.routes.js';
import { adsRoutes } from './features/ads/ads.routes.js';
import { aiSearchRoutes } from './features/ai-search/ai-search.routes.js';
import { algorithmsRoutes } from './features/algorithms/algorithms.routes.js';
import { contentRoutes } from './features/content/content.routes.js';
import { ddxRoutes } from './features/ddx/ddx.routes.js';
import { favoritesRoutes } from './features/favorites/favorites.routes.js';
import { flashcardsRoutes } from './features/flashcards/flashcards.routes.js';
import { handoutsRoutes } from './features/handouts/handouts.routes.js';
import { healthRoutes } from './features/health/health.routes.js';
import { interactionsRoutes } from './features/interactions/interactions.routes.js';
import { managementRoutes } from './features/management/management.routes.js';
import { newsRoutes } from './features/news/news.routes.js';
import { patientsRoutes } from './features/patients/patients.routes.js';
import { preferencesRoutes } from './features/preferences/preferences.routes.js';
import { certificatesRoutes } from './features/prescriptions/certificates.routes.js';
import { prescriptionTemplatesRoutes } from './features/prescriptions/prescription-templates.routes.js';
import { prescriptionsRoutes } from './features/prescriptions/prescriptions.routes.js';
import { safetyCheckRoutes } from './features/prescriptions/safety-check.routes.js';
import { searchRoutes } from './features/search/search.routes.js';
import subscriptions from './features/subscriptions/subscriptions.plugin.js';
import { subscriptionsRoutes } from './features/subscriptions/subscriptions.routes.js';
import { supportRoutes } from './features/support/support.routes.js';
import { CHAT_CSP } from './lib/support-chat-csp.js';
import { localAdminRoutes } from './local-admin.js';
import { customersLink, editorLink } from './management-link.js';
import auth from './plugins/auth.js';
import broadcast from './plugins/broadcast.js';
import cleanUp from './plugins/clean-up.js';
import clientInfo from './plugins/client-info.js';
import contentEvents from './plugins/content-events.js';
import db from './plugins/db.js';
import drain from './plugins/drain.js';
import errors, { errorBody } from './plugins/errors.js';
import files from './plugins/files.js';
import mail from './plugins/mail.js';
import metrics from './plugins/metrics.js';
import openapi from './plugins/openapi.js';
import pdf from './plugins/pdf.js';
import personalData from './plugins/personal-data.js';
import searchIndex from './plugins/search-index.js';
import security from './plugins/security.js';
import sharedCounters from './plugins/shared-counters.js';
import web from './plugins/web.js';

/** A request id a proxy or another instance sent us is kept only when it is short and plain (it goes into every log line). */
const FORWARDED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The caller's `x-request-id` when it has one (the proxy's, so one request is followed across the
 * proxy and the instances), else one unique across instances without a UUID per request: a random
 * prefix per process and a counter.
 */
function requestIds(): (request: { headers: Record<string, string | string[] | undefined> }) => string {
  const prefix = crypto.randomUUID().slice(0, 8);
  let n = 0;
  return (request) => {
    const given = request.headers['x-request-id'];
    if (typeof given === 'string' && FORWARDED_REQUEST_ID.test(given)) return given;
    return `${prefix}-${(++n).toString(36)}`;
  };
}

/**
 * Everything a route validates (path, query, headers, body) is checked for control characters, lone
 * surrogates and absurd nesting before its own schema: one rule for every route, so none of them
 * reaches a schema, the database or a PDF. Bodies may hold tab and line breaks; paths and queries may not.
 */
function refuseUnsafeInput<S>(compile: FastifySchemaCompiler<S>): FastifySchemaCompiler<S> {
  return (route) => {
    const validate = compile(route);
    const multiline = route.httpPart === 'body';
    return (data: unknown) => {
      const at = findUnsafeInput(data, multiline);
      if (at === undefined) return validate(data);
      return { error: new AppError('VALIDATION_ERROR', at ? { field: at } : {}) };
    };
  };
}

export interface AppDependencies {
  database: Database;
  /** The token of the local operator's editor creation (local-admin.ts); absent: no such route. */
  localAdminToken?: string;
  /**
   * Addresses the management link check's first request may reach although it refuses private and
   * loopback ones: only tests pass this (their link peers listen on 127.0.0.1). A dependency, not a
   * setting, so no environment can open the check to the internal network.
   */
  linkCheckFirstHopAllow?: readonly string[];
}

/**
 * Builds the whole application without listening: external plugins, then ours, then the features
 * under /api. Tests call this and use inject(); server.ts calls it and listens.
 */
export async function buildApp(config: Config, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Secrets never reach the logs: tokens, passwords, partner and device tokens are redacted.
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers["x-password"]',
                'req.headers["x-partner-token"]',
                'req.headers["x-device-token"]',
                'req.headers.cookie',
              ],
              censor: '[oculto]',
            },
          },
    bodyLimit: 1_048_576,
    // Off unless configured: with `true`, anyone could pick their own address (and rate-limit key)
    // by sending X-Forwarded-For.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // genReqId reads x-request-id itself, to refuse an unsafe one.
    requestIdHeader: false,
    genReqId: requestIds(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // A URL the router cannot decode answers the one error shape, without echoing the URL.
    frameworkErrors: (_error, _request, reply) => {
      (reply as FastifyReply).code(400).send(errorBody('VALIDATION_ERROR'));
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(refuseUnsafeInput(validatorCompiler));
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errors);
  await app.register(db, { database: deps.database });
  // The id answers with every request, so a client's report or the proxy's log finds our log lines.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await app.register(drain);
  await app.register(metrics, { token: config.metricsToken });
  await app.register(security, {
    corsOrigins: config.corsOrigins,
    rateLimitMax: config.rateLimitMax,
    redisUrl: config.redisUrl,
    ...(config.supportChat ? { cspAdditions: CHAT_CSP[config.supportChat.provider] } : {}),
  });
  // Responses are compressed; requests never are (our clients send small JSON), so the per-request
  // decompression hooks are off.
  await app.register(compress, { global: true, globalDecompression: false, threshold: 1024 });
  await app.register(clientInfo, { apiKeys: config.apiKeys });
  await app.register(auth, { secret: config.jwtSecret });
  await app.register(broadcast, { redisUrl: config.redisUrl });
  await app.register(sharedCounters, { redisUrl: config.redisUrl });
  // A block, an unblock or new entitlements reach every instance's memory of the account at once.
  app.broadcast.subscribe('account', (uid) => (uid === '*' ? app.auth.forgetAll() : app.auth.forget(uid)));
  await app.register(openapi);
  await app.register(personalData);
  await app.register(files, { dir: config.filesDir, s3: config.s3 });
  await app.register(pdf, { threads: config.pdfThreads });
  await app.register(cleanUp, { schedule: config.env !== 'test' });
  await app.register(mail, { smtpUrl: config.smtpUrl, from: config.mailFrom, production: config.env === 'production' });
  await app.register(accounts, {
    config,
    // Deleting an account cancels its subscriptions at the provider (docs/product/platform-accounts-subscription.md §4 Account deletion).
    onDeletion: (uid: string) => app.subscriptions.cancelForDeletion(uid),
    subscriptionRenews: (uid: string) => app.subscriptions.willRenew(uid),
  });
  await app.register(subscriptions, {
    config,
    account: accountLink(deps.database.db, (uid) => app.broadcast.publish('account', uid)),
  });
  await app.register(contentEvents);
  await app.register(searchIndex);

  // News and ads are edited in the management area: they get its token check and audit log, not its code.
  const editors = editorLink(deps.database.db, config.jwtSecret);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(contentRoutes);
      await api.register(favoritesRoutes);
      await api.register(preferencesRoutes, { config });
      await api.register(accountsRoutes);
      await api.register(searchRoutes);
      await api.register(aiSearchRoutes, { config });
      await api.register(ddxRoutes);
      await api.register(interactionsRoutes);
      await api.register(flashcardsRoutes);
      await api.register(algorithmsRoutes);
      await api.register(patientsRoutes);
      await api.register(addressesRoutes, { cepLookupUrl: config.cepLookupUrl });
      await api.register(prescriptionsRoutes, { config });
      await api.register(certificatesRoutes, { certificateKey: config.certificateKey });
      await api.register(prescriptionTemplatesRoutes);
      await api.register(safetyCheckRoutes);
      await api.register(handoutsRoutes, { config });
      await api.register(subscriptionsRoutes);
      await api.register(newsRoutes, { editors });
      await api.register(adsRoutes, { editors, showToPremium: config.adsForPremium });
      await api.register(supportRoutes, { supportEmail: config.supportEmail, chat: config.supportChat });
      await api.register(managementRoutes, {
        config,
        linkCheckFirstHopAllow: deps.linkCheckFirstHopAllow ?? [],
        customers: customersLink({
          toggleDefaults: config.toggleDefaults,
          subscriptions: () => app.subscriptions.ctx,
          changed: (uid) => app.broadcast.publish('account', uid),
        }),
      });
    },
    { prefix: '/api' },
  );

  if (deps.localAdminToken) await app.register(localAdminRoutes, { token: deps.localAdminToken });
  await app.register(web, { webDist: config.webDist, contentDir: join(REPO_ROOT, 'content') });
  return app;
}
