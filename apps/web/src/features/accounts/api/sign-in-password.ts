import type { SessionResponse } from '@vetor/domain/accounts/accounts.schemas';
import { HEADERS } from '@vetor/domain/platform/headers';
import { api } from '../../../lib/api';

/** POST /login/emails/{email}/passwords with the password in a header, never in the URL or body. */
export function signInWithPassword(email: string, password: string): Promise<SessionResponse> {
  return api.post(`/login/emails/${encodeURIComponent(email)}/passwords`, undefined, {
    auth: false,
    headers: { [HEADERS.password]: password },
  });
}
