import {
  togglesResponse,
  type VersionCheckResponse,
  versionCheckResponse,
} from '@vetor/domain/preferences/preferences.schemas';
import { APP_VERSION_STATUS, appVersionStatus } from '@vetor/domain/preferences/version-policy';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { nowOrLater } from '../../lib/now-or-later.js';
import { sendJson } from '../../lib/precompressed.js';
import type { TokenRenewal } from '../../plugins/auth.js';
import { effectiveToggles } from './preferences.service.js';

type VersionStatus = { forbiddenAppVersion: boolean; hasNewAppVersion: boolean };

/** Distinct app versions whose status is remembered; clients send a handful, anything beyond is junk. */
const VERSION_STATUS_MAX = 1000;

export const preferencesRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const statuses = new Map<string | undefined, VersionStatus>();
  function versionStatus(appVersion: string | undefined): VersionStatus {
    let result = statuses.get(appVersion);
    if (!result) {
      const status = appVersionStatus(appVersion, config.versionPolicy);
      result = {
        forbiddenAppVersion: status === APP_VERSION_STATUS.FORBIDDEN,
        hasNewAppVersion: status === APP_VERSION_STATUS.OUTDATED,
      };
      if (statuses.size < VERSION_STATUS_MAX) statuses.set(appVersion, result);
    }
    return result;
  }

  function sendVersionCheck(reply: FastifyReply, status: VersionStatus, renewed: TokenRenewal) {
    const body: VersionCheckResponse = renewed
      ? {
          forbiddenAppVersion: status.forbiddenAppVersion,
          hasNewAppVersion: status.hasNewAppVersion,
          token: renewed.token,
          tokenExpire: renewed.tokenExpire,
        }
      : status;
    sendJson(reply, JSON.stringify(body));
  }

  // Spec 1 §4, §7: compares the app-version header with the policy; forbidden takes precedence.
  // A caller with a valid token gets a fresh one, so an app that opens daily never sees it expire.
  // Every app start calls this, so the answer is typed against the schema at compile time and
  // stringified directly: running the zod encoder over it cost more than the rest of the call.
  // Not async: when the account is cached the renewal needs no read and the answer leaves at once.
  app.get(
    '/preferences/versions',
    // A few hundred bytes: nothing for the compress plugin's hooks to do.
    { compress: false, schema: { tags: ['preferences'], response: { 200: versionCheckResponse } } },
    (request, reply) => {
      const status = versionStatus(request.client.appVersion);
      const renewed = request.user ? app.renewToken(request.user) : null;
      return nowOrLater(renewed, (r) => sendVersionCheck(reply, status, r));
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
