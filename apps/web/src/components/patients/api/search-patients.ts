import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerSummary, Patient } from '@vetor/domain/patients/patients.schemas';
import { api } from '../../../lib/api';
import { patientsTimeout } from './patients-timeout';

/** GET /patients?search= and GET /patients/owners?search=, concatenated (docs/product/calculators-patients-prescriptions-management.md §7). */
export async function searchPatientsAndOwners(
  search: string,
): Promise<{ patients: Patient[]; owners: OwnerSummary[] }> {
  const query = { query: { search }, ...patientsTimeout };
  const [p, o] = await Promise.all([
    api.get<{ patients: Patient[] }>('/patients', query),
    api.get<{ owners: OwnerSummary[] }>('/patients/owners', query),
  ]);
  return { patients: p.patients, owners: o.owners };
}

/** Under ['patients']: saving a patient or owner refreshes every list (patient-picker.tsx). */
export const patientSearchQuery = (search: string) =>
  queryOptions({ queryKey: ['patients', 'search', search], queryFn: () => searchPatientsAndOwners(search) });

export const usePatientSearch = (search: string, enabled: boolean) =>
  useQuery({ ...patientSearchQuery(search), enabled });
