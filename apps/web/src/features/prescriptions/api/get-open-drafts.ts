import type { OpenDraftsResponse } from '@vetor/domain/prescriptions/prescription-templates.schemas';
import { api } from '../../../lib/api';

/** GET /patients/prescriptions/drafts: the vet's open drafts, newest first (of one patient if given). */
export const getOpenDrafts = (patientId?: string | null) =>
  api.get<OpenDraftsResponse>('/patients/prescriptions/drafts', { query: patientId ? { patientId } : undefined });
