import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Owner } from '@vetor/domain/patients/patients.schemas';
import { api } from '../../../lib/api';
import { patientsTimeout } from './patients-timeout';

/** GET /patients/owners/{id}: the owner's contact and patients. */
export const getOwner = (id: string) => api.get<Owner>(`/patients/owners/${encodeURIComponent(id)}`, patientsTimeout);

export const ownerQuery = (id: string) =>
  queryOptions({ queryKey: ['patients', 'owner', id], queryFn: () => getOwner(id) });

/** Nothing is asked while `id` is null (no owner open). */
export const useOwner = (id: string | null) => useQuery({ ...ownerQuery(id ?? ''), enabled: Boolean(id) });
