import { AppError } from '@vetor/domain/errors';
import { message } from '@vetor/domain/messages';
import { supportChatResponse, supportMessageBody, supportMessageResponse } from '@vetor/domain/support/support.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthUser } from '../../plugins/auth.js';
import { chatIdentity, type SupportChatConfig, sendMessage } from './support.service.js';

// docs/product/platform-accounts-subscription.md §2: contact us (signed-in users only) and the support chat's identity.

/** Messages per address per hour: enough for a real conversation, too few for a mail bomb. */
const MESSAGE_RATE = { max: 10, timeWindow: 3_600_000 };
/** The same per account: changing address (mobile data, a VPN) does not reset a user's allowance. */
const MESSAGE_RATE_PER_ACCOUNT = { max: 10, timeWindow: 3_600_000 };

export const supportRoutes: FastifyPluginAsyncZod<{
  supportEmail: string;
  chat: SupportChatConfig | undefined;
}> = async (app, { supportEmail, chat }) => {
  const tags = ['support'];
  const userOf = (request: FastifyRequest) => request.user as AuthUser;
  // Counted in the shared store (Redis with several instances) under a key of its own.
  const perAccount = app.createRateLimit({
    ...MESSAGE_RATE_PER_ACCOUNT,
    keyGenerator: (request) => `support-message:${userOf(request).uid}`,
  });

  app.get(
    '/support/chat',
    { onRequest: app.authenticate, schema: { tags, response: { 200: supportChatResponse } } },
    async (request) => chatIdentity(chat, userOf(request)),
  );

  app.post(
    '/support/messages',
    {
      onRequest: app.authenticate,
      config: { rateLimit: MESSAGE_RATE },
      schema: { tags, body: supportMessageBody, response: { 200: supportMessageResponse } },
    },
    async (request) => {
      // isAllowed means "not counted" (allow list); a counted call is over only when isExceeded.
      const counted = await perAccount(request);
      if (!counted.isAllowed && counted.isExceeded) throw new AppError('RATE_LIMITED');
      await sendMessage(app.mail, supportEmail, userOf(request), request.body, request.client);
      return { code: 'SUPPORT_MESSAGE_SENT' as const, message: message('SUPPORT_MESSAGE_SENT') };
    },
  );
};
