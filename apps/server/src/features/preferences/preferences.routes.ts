import { togglesResponse, versionCheckResponse } from '@vetor/domain/preferences/preferences.schemas';
import { APP_VERSION_STATUS, appVersionStatus } from '@vetor/domain/preferences/version-policy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { effectiveToggles } from './preferences.service.js';

export const preferencesRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  // Spec 1 §4, §7: compares the app-version header with the policy; forbidden takes precedence.
  // A caller with a valid token gets a fresh one, so an app that opens daily never sees it expire.
  app.get(
    '/preferences/versions',
    { schema: { tags: ['preferences'], response: { 200: versionCheckResponse } } },
    async (request) => {
      const status = appVersionStatus(request.client.appVersion, config.versionPolicy);
      const result = {
        forbiddenAppVersion: status === APP_VERSION_STATUS.FORBIDDEN,
        hasNewAppVersion: status === APP_VERSION_STATUS.OUTDATED,
      };
      if (!request.user) return result;
      const renewed = await app.renewToken(request.user);
      return renewed ? { ...result, ...renewed } : result;
    },
  );

  app.get(
    '/preferences/toggles',
    { schema: { tags: ['preferences'], response: { 200: togglesResponse } } },
    async (request) => ({
      toggles: await effectiveToggles(app.db, config.toggleDefaults, request.user?.uid),
    }),
  );
};
