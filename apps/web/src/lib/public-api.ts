import { HEADERS } from '@vetor/domain/platform/headers';
import { config } from '../config';

// The owner's and the pharmacy's pages (no login) read one answer each. They do not load the app's
// API client (session, token renewal, paywall, alerts): that would put the app shell's code back into
// the first load a phone pays for on mobile data. Same headers as every request (docs/product/platform-accounts-subscription.md §7).

export class PublicReadError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

export async function publicGet<T>(path: string): Promise<T> {
  const response = await fetch(`${config.apiBase}${path}`, {
    headers: {
      [HEADERS.apiKey]: config.apiKey,
      [HEADERS.appVersion]: config.appVersion,
      [HEADERS.platform]: 'web',
      [HEADERS.clientTime]: String(Date.now()),
    },
  });
  // An error's body is not read: cancelled, so the browser ends the request (left unread, it stays
  // open until collected, and the page never goes network-idle).
  if (!response.ok) {
    void response.body?.cancel();
    throw new PublicReadError(response.status);
  }
  return (await response.json()) as T;
}

/** A file or PDF link of the API, as the browser opens it. */
export const apiUrl = (path: string) => `${config.apiBase}${path.replace(/^\/api(?=\/)/, '')}`;
