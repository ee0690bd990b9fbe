import type { SessionResponse } from '@vetor/domain/accounts/accounts.schemas';
import { api } from '../../../lib/api';
import { deviceHeaders, rememberDevice } from '../device-tokens';

/** POST /login/emails/codes/{code}: confirms the code and opens the session (creating the account). */
export async function confirmCode(email: string, code: string): Promise<SessionResponse> {
  const session = await api.post<SessionResponse>(
    `/login/emails/codes/${encodeURIComponent(code)}`,
    { email, code },
    { auth: false, headers: deviceHeaders(email) },
  );
  rememberDevice(email, session);
  return session;
}
