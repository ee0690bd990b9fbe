import type { HandoutShares } from '@vetor/domain/handouts/handouts.schemas';
import { api, request } from '../../../lib/api';

/** GET /topics/handouts/shares?patientId: the links sent for a patient (path not in the spec). */
export const getHandoutShares = (patientId: string) =>
  api.get<HandoutShares>('/topics/handouts/shares', { query: { patientId } });

/** DELETE /topics/handouts/shares/{id}: the owner's link stops opening. */
export const revokeHandoutShare = (shareId: string) =>
  request<{ revoked: true }>('DELETE', `/topics/handouts/shares/${encodeURIComponent(shareId)}`);
