import type { TokenResponse } from '@vetor/domain/accounts/accounts.schemas';
import { request, setTokenRenewal } from '../../../lib/api';
import { sessionStore } from '../../../lib/session';

/**
 * Renewal for POST /login/{uid}/tokens that sends the stored (possibly expired) token: the server
 * renews only a token it signed, for that uid, expired at most 30 days ago.
 */
export function installTokenRenewal(): void {
  setTokenRenewal(async (user) => {
    const token = sessionStore.get().token;
    return request<TokenResponse>('POST', `/login/${encodeURIComponent(user.uid)}/tokens`, {
      body: { user: { uid: user.uid } },
      auth: false,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    });
  });
}
