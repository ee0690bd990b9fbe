import type { Owner, OwnerBody } from '@vetor/domain/patients/patients.schemas';
import { api } from '../../../lib/api';
import { patientsTimeout } from './patients-timeout';

/** POST /patients/owners: registers an owner, or (with `id`) edits their contact. */
export const saveOwner = (body: OwnerBody) => api.post<Owner>('/patients/owners', body, patientsTimeout);
