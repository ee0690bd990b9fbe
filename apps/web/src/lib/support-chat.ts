import type { SupportChatResponse } from '@vetor/domain/support/support.schemas';
import { api } from './api';
import { onLogout } from './session';

// The hosted support chat (docs/product/platform-accounts-subscription.md §2): started only for a signed-in user, with the identity the
// server computed (uid + HMAC-SHA256 of it; the secret stays on the server), and shut down on
// logout. Without a provider configured the answer is null and "Fale conosco" opens the form.
// How to plug a provider in: docs/decisions/support-chat.md.

type Chat = NonNullable<SupportChatResponse['chat']>;

declare global {
  interface Window {
    Intercom?: (command: string, options?: Record<string, unknown>) => void;
    $crisp?: unknown[][];
    CRISP_WEBSITE_ID?: string;
  }
}

let started: Chat['provider'] | null = null;

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('chat script'));
    document.head.appendChild(script);
  });
}

async function start(chat: Chat): Promise<void> {
  if (chat.provider === 'intercom') {
    if (!window.Intercom) await loadScript(`https://widget.intercom.io/widget/${encodeURIComponent(chat.appId)}`);
    window.Intercom?.('boot', {
      app_id: chat.appId,
      user_id: chat.userId,
      email: chat.email,
      user_hash: chat.userHash,
      hide_default_launcher: true,
    });
    window.Intercom?.('show');
  } else {
    window.$crisp = window.$crisp ?? [];
    window.CRISP_WEBSITE_ID = chat.appId;
    // Crisp verifies the e-mail with the HMAC the server signed (its "user verification").
    window.$crisp.push(['set', 'user:email', [chat.email, chat.userHash]]);
    window.$crisp.push(['set', 'session:data', [[['uid', chat.userId]]]]);
    if (!started) await loadScript('https://client.crisp.chat/l.js');
    window.$crisp.push(['do', 'chat:open']);
  }
  started = chat.provider;
}

/** Shuts the widget down and forgets the identity (logout). */
export function shutdownSupportChat(): void {
  if (started === 'intercom') window.Intercom?.('shutdown');
  if (started === 'crisp') window.$crisp?.push(['do', 'session:reset']);
  started = null;
}

onLogout(shutdownSupportChat);

/**
 * Opens the hosted chat when the deployment has one; false means "use the contact form". Only a
 * signed-in user asks (the call needs a token).
 */
export async function openSupportChat(): Promise<boolean> {
  try {
    const { chat } = await api.get<SupportChatResponse>('/support/chat');
    if (!chat) return false;
    await start(chat);
    return true;
  } catch {
    return false;
  }
}
