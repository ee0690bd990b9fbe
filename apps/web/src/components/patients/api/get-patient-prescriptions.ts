import type { Prescription } from '@vetor/domain/prescriptions/prescriptions.schemas';
import { api } from '../../../lib/api';

/** GET /patients/prescriptions?patientId&cursor: one page of a patient's history (newest first). */
export const getPatientPrescriptions = (patientId: string, cursor?: string | null) =>
  api.get<{ prescriptions: Prescription[]; nextCursor: string | null }>('/patients/prescriptions', {
    query: { patientId, cursor },
  });
