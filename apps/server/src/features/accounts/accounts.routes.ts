import {
  activityResponse,
  codeParams,
  confirmCodeBody,
  DEVICE_TOKEN_HEADER,
  deviceHeaders,
  emailParams,
  exclusionQuery,
  exclusionResponse,
  optionalPasswordHeaders,
  partnerTokenHeaders,
  passwordHeaders,
  providersResponse,
  sendCodeBody,
  sendCodeQuery,
  sendCodeResponse,
  sessionResponse,
  tokenResponse,
  tokensBody,
  uidParams,
  updateUserBody,
  userResponse,
} from '@vetor/domain/accounts/accounts.schemas';
import { AppError } from '@vetor/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearer } from '../../plugins/auth.js';
import * as service from './accounts.service.js';

// The /login/* and /partners/tokens calls of docs/product/platform-accounts-subscription.md §7. Each declares its schemas from the domain;
// the response schema is what keeps the password hash and internal columns out of every answer.
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.accounts;
  const tags = ['accounts'];

  app.get(
    '/login/emails/:email/providers',
    { schema: { tags, params: emailParams, response: { 200: providersResponse } } },
    async (request) => {
      await service.throttle(ctx, 'lookup', request.ip);
      return service.providersOf(ctx, request.params.email);
    },
  );

  app.post(
    '/login/emails/codes',
    {
      schema: {
        tags,
        querystring: sendCodeQuery,
        body: sendCodeBody,
        headers: optionalPasswordHeaders.loose(),
        response: { 200: sendCodeResponse },
      },
    },
    async (request) => {
      const { email } = request.body;
      await service.throttle(ctx, 'send', request.ip, email);
      const { resent } = await service.sendCode(ctx, email, request.headers['x-password'], {
        retry: request.query.retry === 'true',
        device: await service.deviceSlot(ctx, email, request.headers[DEVICE_TOKEN_HEADER]),
      });
      return { success: true as const, resent: resent || request.query.retry === 'true' };
    },
  );

  app.post(
    '/login/emails/codes/:code',
    {
      schema: {
        tags,
        params: codeParams,
        body: confirmCodeBody,
        headers: deviceHeaders.loose(),
        response: { 200: sessionResponse },
      },
    },
    async (request) => {
      const { email, code } = request.body;
      if (code !== undefined && code !== request.params.code) throw new AppError('INVALID_EMAIL_CODE');
      await service.throttle(ctx, 'confirm', request.ip);
      const device = await service.deviceSlot(ctx, email, request.headers[DEVICE_TOKEN_HEADER]);
      return service.confirmCode(ctx, email, request.params.code, { device });
    },
  );

  app.post(
    '/login/emails/:email/passwords',
    {
      schema: { tags, params: emailParams, headers: passwordHeaders.loose(), response: { 200: sessionResponse } },
    },
    async (request) => {
      const { email } = request.params;
      await service.throttle(ctx, 'password', request.ip, email);
      const device = await service.deviceSlot(ctx, email, request.headers[DEVICE_TOKEN_HEADER]);
      return service.signInWithPassword(ctx, email, request.headers['x-password'], { device });
    },
  );

  app.post(
    '/login/:uid/activities',
    {
      onRequest: app.authenticateSelf,
      schema: { tags, params: uidParams, response: { 200: activityResponse } },
    },
    async (request) => ({ recorded: await service.recordActivity(ctx, request.params.uid) }),
  );

  // Renewal accepts a token that expired recently (the client renews when it is absent or expired),
  // so it does not use authenticate; it checks the signature and that the path's uid is the caller's.
  app.post(
    '/login/:uid/tokens',
    { schema: { tags, params: uidParams, body: tokensBody.nullish(), response: { 200: tokenResponse } } },
    async (request) => {
      const claims = await service.renewableClaims(ctx, bearer(request));
      if (claims.uid !== request.params.uid) throw new AppError('FORBIDDEN');
      return service.renewToken(ctx, claims);
    },
  );

  app.post(
    '/login/users',
    {
      onRequest: app.authenticate,
      schema: { tags, body: updateUserBody, response: { 200: userResponse } },
    },
    async (request) => ({ user: await service.updateProfile(ctx, request.user!, request.body) }),
  );

  app.get(
    '/login/users/me',
    { onRequest: app.authenticate, schema: { tags, response: { 200: userResponse } } },
    async (request) => ({ user: service.toUser(await service.currentUser(ctx, request.user!.uid)) }),
  );

  app.post(
    '/login/:uid/exclusions',
    {
      onRequest: app.authenticateSelf,
      schema: { tags, params: uidParams, querystring: exclusionQuery, response: { 200: exclusionResponse } },
    },
    async (request) =>
      service.requestDeletion(ctx, request.params.uid, {
        cancelSubscription: request.query.cancelSubscription === 'true',
      }),
  );

  app.post(
    '/partners/tokens',
    { schema: { tags, headers: partnerTokenHeaders.loose(), response: { 200: sessionResponse } } },
    async (request) => {
      await service.throttle(ctx, 'partner', request.ip);
      return service.partnerSession(ctx, request.headers['x-partner-token']);
    },
  );
};
