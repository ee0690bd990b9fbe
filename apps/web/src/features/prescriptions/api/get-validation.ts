import { useQuery } from '@tanstack/react-query';
import type { Validation } from '@vetor/domain/prescriptions/prescriptions.schemas';
import { api } from '../../../lib/api';

/** GET /patients/prescriptions/validations/{code}: the pharmacy's check, no token. */
export const useValidation = (code: string) =>
  useQuery({
    queryKey: ['prescriptions', 'validation', code],
    queryFn: () =>
      api.get<Validation>(`/patients/prescriptions/validations/${encodeURIComponent(code)}`, { auth: false }),
    retry: false,
  });
