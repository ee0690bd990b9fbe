import type { Validation } from '@vetor/domain/prescriptions/prescriptions.schemas';
import { api } from '../../../lib/api';
import { usePublicRead } from '../../../lib/public-read';

/** GET /patients/prescriptions/validations/{code}: the pharmacy's check, no token. */
export const getValidation = (code: string) =>
  api.get<Validation>(`/patients/prescriptions/validations/${encodeURIComponent(code)}`, { auth: false });

export const useValidation = (code: string) => usePublicRead(() => getValidation(code), code);
