import { api, request } from '../../../lib/api';

export interface ShareLink {
  shareId: string;
  link: string;
  createdAt: string;
  revokedAt: string | null;
}

/** The links sent for a prescription, and revoking one (paths not shown by the spec). */
export const listShares = (prescriptionId: string) =>
  api.get<{ shares: ShareLink[] }>(`/patients/prescriptions/${encodeURIComponent(prescriptionId)}/shares`);
export const revokeShare = (shareId: string) =>
  request<{ revoked: true }>('DELETE', `/patients/prescriptions/shares/${encodeURIComponent(shareId)}`);
