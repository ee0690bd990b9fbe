import { createHmac } from 'node:crypto';
import { AppError } from '@vetor/domain/errors';
import {
  SUPPORT_TOPICS,
  type SupportChatResponse,
  type SupportMessageBody,
} from '@vetor/domain/support/support.schemas';
import { supportAcknowledgement, supportMessage } from '../../mail/templates/index.js';
import type { Mail } from '../../plugins/mail.js';

// "Fale conosco" by e-mail, and the identity a hosted chat widget verifies.

export interface SupportChatConfig {
  provider: 'intercom' | 'crisp';
  appId: string;
  secret: string;
}

/**
 * The widget's identity for this user: the uid, and HMAC-SHA256(uid) with the secret, computed here
 * so the secret never leaves the server (Intercom's user_hash, Crisp's user verification).
 */
export function chatIdentity(
  chat: SupportChatConfig | undefined,
  user: { uid: string; email: string },
): SupportChatResponse {
  if (!chat) return { chat: null };
  return {
    chat: {
      provider: chat.provider,
      appId: chat.appId,
      userId: user.uid,
      email: user.email,
      name: null,
      userHash: createHmac('sha256', chat.secret).update(user.uid).digest('hex'),
    },
  };
}

/** Support gets the message (reply-to the user); the user gets an acknowledgement. */
export async function sendMessage(
  mail: Mail,
  supportEmail: string,
  user: { uid: string; email: string },
  body: SupportMessageBody,
  client: { appVersion: string | undefined; platform: string },
): Promise<void> {
  if (!user.email) throw new AppError('INVALID_EMAIL');
  const toSupport = supportMessage({
    email: user.email,
    uid: user.uid,
    topic: SUPPORT_TOPICS[body.topic],
    subject: body.subject,
    message: body.message,
    appVersion: client.appVersion ?? '?',
    platform: client.platform,
  });
  try {
    await mail.send({ to: supportEmail, replyTo: user.email, ...toSupport });
  } catch {
    throw new AppError('SUPPORT_UNAVAILABLE');
  }
  // The message reached support; a failed acknowledgement does not make the user send it twice.
  await mail.send({ to: user.email, ...supportAcknowledgement({ subject: body.subject }) }).catch(() => undefined);
}
