import { join } from 'node:path';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Config, REPO_ROOT } from './config.js';
import type { Database } from './db/client.js';
import { seedSteps } from './db/seed.js';
import accounts from './features/accounts/accounts.plugin.js';
import { accountsRoutes } from './features/accounts/accounts.routes.js';
import { seedAccounts } from './features/accounts/accounts.seed.js';
import { calculatorsRoutes } from './features/calculators/calculators.routes.js';
import { contentRoutes } from './features/content/content.routes.js';
import { healthRoutes } from './features/health/health.routes.js';
import { patientsRoutes } from './features/patients/patients.routes.js';
import { preferencesRoutes } from './features/preferences/preferences.routes.js';
import { prescriptionsRoutes } from './features/prescriptions/prescriptions.routes.js';
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

seedSteps.push(seedAccounts);

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
  await app.register(accounts, { config });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(contentRoutes);
      await api.register(preferencesRoutes, { config });
      await api.register(calculatorsRoutes);
      await api.register(accountsRoutes);
      await api.register(patientsRoutes);
      await api.register(prescriptionsRoutes, { config });
    },
    { prefix: '/api' },
  );

  await app.register(web, { webDist: config.webDist, contentDir: join(REPO_ROOT, 'content') });
  return app;
}
