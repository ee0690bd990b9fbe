import type { DuoResponse } from '@vetor/domain/subscriptions/subscriptions.schemas';
import { api } from '../../../lib/api';

/**
 * POST /purchases/duo. As owner (no owner id): read the shared e-mail, share with an e-mail, or stop
 * (email null). As invited person (owner id): read the owner, accept, or leave (email null).
 */
export function duo(body: {
  action: 'read' | 'manage';
  va_pro_duo_owner?: string;
  email?: string | null;
}): Promise<DuoResponse> {
  return api.post<DuoResponse>('/purchases/duo', body);
}
