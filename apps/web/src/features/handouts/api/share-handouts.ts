import type { ShareHandoutsBody } from '@vetor/domain/handouts/handouts.schemas';
import { TIMEOUTS_MS } from '@vetor/domain/platform/constants';
import { api } from '../../../lib/api';

export interface ShareHandoutsResult {
  shareId: string;
  link: string;
  whatsappUrl: string | null;
  emailSent: boolean;
}

/** POST /topics/handouts: shares the chosen handouts with a patient's owner; answers the link. */
export const shareHandouts = (body: ShareHandoutsBody) =>
  api.post<ShareHandoutsResult>('/topics/handouts', body, { timeoutMs: TIMEOUTS_MS.default });
