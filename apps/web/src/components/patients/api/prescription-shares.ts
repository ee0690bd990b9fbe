import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, request } from '../../../lib/api';

// The links sent to an owner for a prescription (paths not shown by the spec). Here, beside the
// patient's other calls, because two features show them: the prescription summary and the
// patient's list of sent links in handouts.

export interface PrescriptionShareLink {
  shareId: string;
  link: string;
  createdAt: string;
  /** After this the owner's page answers "Link expirado"; the vet may extend it. */
  expiresAt: string;
  revokedAt: string | null;
}

export const listPrescriptionShares = (prescriptionId: string) =>
  api.get<{ shares: PrescriptionShareLink[] }>(`/patients/prescriptions/${encodeURIComponent(prescriptionId)}/shares`);

export const prescriptionSharesQuery = (prescriptionId: string) =>
  queryOptions({
    queryKey: ['prescriptions', 'shares', prescriptionId],
    queryFn: () => listPrescriptionShares(prescriptionId),
  });

export const usePrescriptionShares = (prescriptionId: string, enabled: boolean) =>
  useQuery({ ...prescriptionSharesQuery(prescriptionId), enabled });

export const revokePrescriptionShare = (shareId: string) =>
  request<{ revoked: true }>('DELETE', `/patients/prescriptions/shares/${encodeURIComponent(shareId)}`);

/** The link works `expiresInDays` from now (also to revive an expired one). */
export const extendPrescriptionShare = (shareId: string, expiresInDays: number) =>
  api.post<{ expiresAt: string }>(`/patients/prescriptions/shares/${encodeURIComponent(shareId)}/expiry`, {
    expiresInDays,
  });
