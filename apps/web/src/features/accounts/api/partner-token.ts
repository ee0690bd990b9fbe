import type { SessionResponse } from '@vetor/domain/accounts/accounts.schemas';
import { HEADERS } from '@vetor/domain/platform/headers';
import { api } from '../../../lib/api';

/** POST /partners/tokens: a partner organisation's signed token opens a session (provider partners). */
export function partnerSignIn(token: string): Promise<SessionResponse> {
  return api.post('/partners/tokens', undefined, { auth: false, headers: { [HEADERS.partnerToken]: token } });
}
