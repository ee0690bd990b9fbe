// Support (docs/product/platform-accounts-subscription.md §2: contact us, help centre, the support chat for a signed-in user).
import { z } from 'zod';
import { isStorableText } from '../accounts/sign-in.rules.js';
import { findUnsafeInput } from '../platform/unsafe-input.js';

const text = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, { message: 'VALIDATION_ERROR' })
    .max(max, { message: 'VALIDATION_ERROR' })
    .refine(isStorableText, { message: 'VALIDATION_ERROR' });

/** Topics of the contact form, so support can sort what arrives. */
export const SUPPORT_TOPICS = {
  subscription: 'Assinatura e pagamentos',
  content: 'Conteúdo (doses, monografias, referências)',
  account: 'Conta e acesso',
  bug: 'Erro no aplicativo',
  suggestion: 'Sugestão',
  other: 'Outro assunto',
} as const;
export type SupportTopic = keyof typeof SUPPORT_TOPICS;

export const SUPPORT_MESSAGE_MAX = 4000;

/** POST /support/messages */
export const supportMessageBody = z.object({
  topic: z.enum(Object.keys(SUPPORT_TOPICS) as [SupportTopic, ...SupportTopic[]]),
  subject: text(3, 120),
  // Line breaks allowed: the server's body check refuses every other control character.
  message: z
    .string()
    .trim()
    .min(10, { message: 'VALIDATION_ERROR' })
    .max(SUPPORT_MESSAGE_MAX, { message: 'VALIDATION_ERROR' })
    .refine((v) => findUnsafeInput(v, true) === undefined, { message: 'VALIDATION_ERROR' }),
});
export type SupportMessageBody = z.infer<typeof supportMessageBody>;
export const supportMessageResponse = z.object({ code: z.literal('SUPPORT_MESSAGE_SENT'), message: z.string() });

/** GET /support/chat: the hosted chat to start for this user, or none (the contact form then). */
export const supportChatResponse = z.object({
  chat: z
    .object({
      provider: z.enum(['intercom', 'crisp']),
      appId: z.string(),
      userId: z.string(),
      email: z.string(),
      name: z.string().nullable(),
      /** HMAC-SHA256 of the uid with SUPPORT_CHAT_SECRET (the provider's identity verification). */
      userHash: z.string(),
    })
    .nullable(),
});
export type SupportChatResponse = z.infer<typeof supportChatResponse>;
