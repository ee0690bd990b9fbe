import type { SessionResponse } from '@vetor/domain/accounts/accounts.schemas';
import { HEADERS } from '@vetor/domain/platform/headers';
import { api } from '../../../lib/api';
import { deviceHeaders, rememberDevice } from '../device-tokens';

/** POST /login/emails/{email}/passwords with the password in a header, never in the URL or body. */
export async function signInWithPassword(email: string, password: string): Promise<SessionResponse> {
  const session = await api.post<SessionResponse>(`/login/emails/${encodeURIComponent(email)}/passwords`, undefined, {
    auth: false,
    headers: { ...deviceHeaders(email), [HEADERS.password]: password },
  });
  rememberDevice(email, session);
  return session;
}
