import type { FilesResponse } from '@vetor/domain/prescriptions/prescriptions.schemas';
import { api } from '../../../lib/api';

/** POST /patients/prescriptions/files: renders the guides; answers prescription, owner and patient. */
export const generateFiles = (prescriptionId: string) =>
  api.post<FilesResponse>('/patients/prescriptions/files', { prescriptionId });
