import type { Patient, PatientBody } from '@vetor/domain/patients/patients.schemas';
import { api } from '../../../lib/api';
import { patientsTimeout } from './patients-timeout';

/** POST /patients: registers a patient, or (with `id`) edits it. */
export const savePatient = (body: PatientBody) => api.post<Patient>('/patients', body, patientsTimeout);
