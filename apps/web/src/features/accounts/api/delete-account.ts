import type { ExclusionResponse } from '@vetor/domain/accounts/accounts.schemas';
import { api } from '../../../lib/api';

/**
 * POST /login/{uid}/exclusions: asks for the account to be deleted (LGPD, within 15 business days).
 * A premium user who chose to continue past the ACCOUNT_EXCLUSION_PRO_USER notice sends
 * cancelSubscription, and the deletion cancels the subscription at the provider.
 */
export function deleteAccount(uid: string, options: { cancelSubscription?: boolean } = {}): Promise<ExclusionResponse> {
  return api.post(`/login/${encodeURIComponent(uid)}/exclusions`, undefined, {
    query: options.cancelSubscription ? { cancelSubscription: 'true' } : {},
  });
}
