import type { ProvidersResponse } from '@vetor/domain/accounts/accounts.schemas';
import { api } from '../../../lib/api';

/** GET /login/emails/{email}/providers: which ways this e-mail can sign in (none → new user). */
export function getProviders(email: string): Promise<ProvidersResponse> {
  return api.get(`/login/emails/${encodeURIComponent(email)}/providers`, { auth: false });
}
