import { join } from 'node:path';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Config, REPO_ROOT } from './config.js';
import type { Database } from './db/client.js';
import { seedSteps } from './db/seed.js';
import accounts from './features/accounts/accounts.plugin.js';
import { findUserByEmail, findUserByUid, setEntitlements } from './features/accounts/accounts.repository.js';
import { accountsRoutes } from './features/accounts/accounts.routes.js';
import { DEMO_PREMIUM_USER, seedAccounts } from './features/accounts/accounts.seed.js';
import { calculatorsRoutes } from './features/calculators/calculators.routes.js';
import { contentRoutes } from './features/content/content.routes.js';
import { healthRoutes } from './features/health/health.routes.js';
import { preferencesRoutes } from './features/preferences/preferences.routes.js';
import subscriptions from './features/subscriptions/subscriptions.plugin.js';
import { subscriptionsRoutes } from './features/subscriptions/subscriptions.routes.js';
import { seedDemoSubscription } from './features/subscriptions/subscriptions.seed.js';
import type { AccountLink } from './features/subscriptions/subscriptions.service.js';
import auth from './plugins/auth.js';
import clientInfo from './plugins/client-info.js';
import db from './plugins/db.js';
import errors from './plugins/errors.js';
import files from './plugins/files.js';
import mail from './plugins/mail.js';
import openapi from './plugins/openapi.js';
import personalData from './plugins/personal-data.js';
import security from './plugins/security.js';
import web from './plugins/web.js';

/** What subscriptions may do to an account: write the entitlements its webhooks decided, read its e-mail. */
function accountLink(db: Database['db']): AccountLink & { uidOfEmail(email: string): Promise<string | null> } {
  return {
    setEntitlements: (uid, names, store) => setEntitlements(db, uid, names, store),
    emailOf: async (uid) => (await findUserByUid(db, uid))?.email ?? null,
    uidOfEmail: async (email) => (await findUserByEmail(db, email))?.uid ?? null,
  };
}

seedSteps.push(seedAccounts, seedDemoSubscription(DEMO_PREMIUM_USER.email, accountLink));

function requestIds(): () => string {
  const prefix = crypto.randomUUID().slice(0, 8);
  let n = 0;
  return () => `${prefix}-${(++n).toString(36)}`;
}

export interface AppDependencies {
  database: Database;
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
            // Secrets never reach the logs: tokens, passwords and partner tokens are redacted.
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers["x-password"]',
                'req.headers["x-partner-token"]',
                'req.headers.cookie',
              ],
              censor: '[oculto]',
            },
          },
    bodyLimit: 1_048_576,
    trustProxy: true,
    requestIdHeader: 'x-request-id',
    // Unique across instances without a UUID per request: a random prefix per process and a counter.
    genReqId: requestIds(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errors);
  await app.register(db, { database: deps.database });
  await app.register(security, {
    corsOrigins: config.corsOrigins,
    rateLimitMax: config.rateLimitMax,
    redisUrl: config.redisUrl,
  });
  // Responses are compressed; requests never are (our clients send small JSON), so the per-request
  // decompression hooks are off.
  await app.register(compress, { global: true, globalDecompression: false, threshold: 1024 });
  await app.register(clientInfo, { apiKeys: config.apiKeys });
  await app.register(auth, { secret: config.jwtSecret });
  await app.register(openapi);
  await app.register(personalData);
  await app.register(files, { dir: config.filesDir, s3: config.s3 });
  await app.register(mail, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  await app.register(accounts, {
    config,
    // Deleting an account cancels its subscriptions at the provider (spec 1 §4 Account deletion).
    onDeletion: (uid: string) => app.subscriptions.cancelForDeletion(uid),
  });
  await app.register(subscriptions, { config, account: accountLink(deps.database.db) });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(contentRoutes);
      await api.register(preferencesRoutes, { config });
      await api.register(calculatorsRoutes);
      await api.register(accountsRoutes);
      await api.register(subscriptionsRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(web, { webDist: config.webDist, contentDir: join(REPO_ROOT, 'content') });
  return app;
}
