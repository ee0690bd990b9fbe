// The patient and owner calls (docs/product/calculators-patients-prescriptions-management.md §7 Patients and owners, 10 s each), shared by the patient
// picker and every feature that works on a patient (prescriptions, handouts, calculators).

import type { Owner, OwnerBody, OwnerSummary, Patient, PatientBody } from '@vetor/domain/patients/patients.schemas';
import { TIMEOUTS_MS } from '@vetor/domain/platform/constants';
import type { Prescription } from '@vetor/domain/prescriptions/prescriptions.schemas';
import { api, request } from './api';

const t = { timeoutMs: TIMEOUTS_MS.patients };

/** GET /patients?search= and GET /patients/owners?search=, concatenated (docs/product/calculators-patients-prescriptions-management.md §7). */
export async function searchPatientsAndOwners(
  search: string,
): Promise<{ patients: Patient[]; owners: OwnerSummary[] }> {
  const query = { query: { search }, ...t };
  const [p, o] = await Promise.all([
    api.get<{ patients: Patient[] }>('/patients', query),
    api.get<{ owners: OwnerSummary[] }>('/patients/owners', query),
  ]);
  return { patients: p.patients, owners: o.owners };
}

export const savePatient = (body: PatientBody) => api.post<Patient>('/patients', body, t);
export const saveOwner = (body: OwnerBody) => api.post<Owner>('/patients/owners', body, t);
export const getOwner = (id: string) => api.get<Owner>(`/patients/owners/${encodeURIComponent(id)}`, t);
export const getPatient = (id: string) => api.get<Patient>(`/patients/${encodeURIComponent(id)}`, t);

/** GET /patients/prescriptions?patientId&cursor: one page of a patient's history. */
export const getPatientPrescriptions = (patientId: string, cursor?: string | null) =>
  api.get<{ prescriptions: Prescription[]; nextCursor: string | null }>('/patients/prescriptions', {
    query: { patientId, cursor },
  });

export interface PrescriptionShareLink {
  shareId: string;
  link: string;
  createdAt: string;
  /** After this the owner's page answers "Link expirado"; the vet may extend it. */
  expiresAt: string;
  revokedAt: string | null;
}

/** The links sent for a prescription, and revoking one (paths not shown by the spec). Shared by the
 * prescription summary and the patient's list of sent links. */
export const listPrescriptionShares = (prescriptionId: string) =>
  api.get<{ shares: PrescriptionShareLink[] }>(`/patients/prescriptions/${encodeURIComponent(prescriptionId)}/shares`);
export const revokePrescriptionShare = (shareId: string) =>
  request<{ revoked: true }>('DELETE', `/patients/prescriptions/shares/${encodeURIComponent(shareId)}`);
/** The link works `expiresInDays` from now (also to revive an expired one). */
export const extendPrescriptionShare = (shareId: string, expiresInDays: number) =>
  api.post<{ expiresAt: string }>(`/patients/prescriptions/shares/${encodeURIComponent(shareId)}/expiry`, {
    expiresInDays,
  });
