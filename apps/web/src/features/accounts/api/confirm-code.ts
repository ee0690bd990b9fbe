import type { SessionResponse } from '@vetor/domain/accounts/accounts.schemas';
import { api } from '../../../lib/api';

/** POST /login/emails/codes/{code}: confirms the code and opens the session (creating the account). */
export function confirmCode(email: string, code: string): Promise<SessionResponse> {
  return api.post(`/login/emails/codes/${encodeURIComponent(code)}`, { email, code }, { auth: false });
}
