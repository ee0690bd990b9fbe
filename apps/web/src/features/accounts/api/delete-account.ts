import type { ExclusionResponse } from '@vetor/domain/accounts/accounts.schemas';
import { api } from '../../../lib/api';

/** POST /login/{uid}/exclusions: asks for the account to be deleted (LGPD, within 15 business days). */
export function deleteAccount(uid: string): Promise<ExclusionResponse> {
  return api.post(`/login/${encodeURIComponent(uid)}/exclusions`);
}
