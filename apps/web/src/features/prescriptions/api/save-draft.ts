import type { Prescription, SaveDraftBody } from '@vetor/domain/prescriptions/prescriptions.schemas';
import { api } from '../../../lib/api';

/** POST /patients/prescriptions: saves the draft (pages, id, patientId); answers pages and id. */
export const saveDraft = (body: SaveDraftBody) => api.post<Prescription>('/patients/prescriptions', body);
