import {
  offlineKeyResponse,
  togglesResponse,
  versionCheckResponse,
} from '@vetor/domain/preferences/preferences.schemas';
import { APP_VERSION_STATUS, appVersionStatus } from '@vetor/domain/preferences/version-policy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { offlineKeys } from './offline-key.js';
import { effectiveToggles } from './preferences.service.js';

// docs/product/platform-accounts-subscription.md §4, §7: the version check and the feature toggles.
export const preferencesRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  // Compares the app-version header with the policy; forbidden takes precedence. A caller with a
  // valid token of a usable account gets a fresh one (the auth plugin has just read the account, so
  // its entitlements are current), so an app that opens daily never sees its token expire.
  app.get(
    '/preferences/versions',
    { schema: { tags: ['preferences'], response: { 200: versionCheckResponse } } },
    async (request) => {
      const status = appVersionStatus(request.client.appVersion, config.versionPolicy);
      const answer = {
        forbiddenAppVersion: status === APP_VERSION_STATUS.FORBIDDEN,
        hasNewAppVersion: status === APP_VERSION_STATUS.OUTDATED,
      };
      if (!request.user) return answer;
      return { ...answer, ...(await app.tokens.sign(request.user)) };
    },
  );

  app.get(
    '/preferences/toggles',
    { schema: { tags: ['preferences'], response: { 200: togglesResponse } } },
    async (request) => ({
      toggles: await effectiveToggles(app.db, config.toggleDefaults, request.user?.uid),
    }),
  );

  // The secret of the signed-in user's offline store key; personal, so the API's no-store applies.
  const keys = offlineKeys(config.jwtSecret);
  app.get(
    '/preferences/offline-key',
    { onRequest: app.authenticate, schema: { tags: ['preferences'], response: { 200: offlineKeyResponse } } },
    async (request) => keys.forUser(request.user!.uid),
  );
};
