// The page policy additions a hosted support chat needs (docs/decisions/support-chat.md). Taken from
// each provider's CSP guide; when a provider changes its hosts, this is the one list to update.

export type ChatProvider = 'intercom' | 'crisp';
export type CspAdditions = Partial<Record<'scriptSrc' | 'connectSrc' | 'frameSrc' | 'fontSrc' | 'mediaSrc', string[]>>;

export const CHAT_CSP: Record<ChatProvider, CspAdditions> = {
  intercom: {
    scriptSrc: ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
    connectSrc: [
      'https://via.intercom.io',
      'https://api.intercom.io',
      'https://api-iam.intercom.io',
      'https://api-ping.intercom.io',
      'https://nexus-websocket-a.intercom.io',
      'wss://nexus-websocket-a.intercom.io',
      'https://nexus-websocket-b.intercom.io',
      'wss://nexus-websocket-b.intercom.io',
      'https://uploads.intercomcdn.com',
      'https://uploads.intercomusercontent.com',
    ],
    frameSrc: ['https://intercom-sheets.com', 'https://www.intercom-reporting.com'],
    fontSrc: ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
    mediaSrc: ['https://js.intercomcdn.com'],
  },
  crisp: {
    scriptSrc: ['https://client.crisp.chat', 'https://settings.crisp.chat'],
    connectSrc: ['https://client.crisp.chat', 'https://storage.crisp.chat', 'wss://client.relay.crisp.chat'],
    frameSrc: ['https://game.crisp.chat'],
    fontSrc: ['https://client.crisp.chat'],
    mediaSrc: ['https://client.crisp.chat'],
  },
};
