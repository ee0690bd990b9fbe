import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_DRUGS_CONCENTRATIONS,
  DRUGS_CONCENTRATIONS_CONFIG_ID,
  type DrugConcentration,
  resolveDrugsConcentrations,
} from '@vetor/domain/calculators/infusion-concentrations';
import { ApiError, api } from '../../../lib/api';
import { offlineStore } from '../../../lib/offline-content';

// The 'drugs_concentrations' configuration item (docs/product/calculators-patients-prescriptions-management.md §3 Calculator state), public like the whole
// configuration collection. A failed or invalid answer falls back to the domain's default list so
// the infusion calculator keeps working offline; the last answer is kept in the local store's
// configuration table (docs/product/calculators-patients-prescriptions-management.md §3) and read from there with no network.

export async function getDrugsConcentrations(): Promise<readonly DrugConcentration[]> {
  try {
    const item = await api.get<unknown>(`/entities/configuration/${DRUGS_CONCENTRATIONS_CONFIG_ID}`, { auth: false });
    void offlineStore.upsertConfiguration(DRUGS_CONCENTRATIONS_CONFIG_ID, item).catch(() => undefined);
    return resolveDrugsConcentrations(item);
  } catch (error) {
    if (!(error instanceof ApiError && (error.code === 'OFFLINE' || error.code === 'ERROR_NETWORK'))) throw error;
    const kept = await offlineStore.selectConfiguration<unknown>(DRUGS_CONCENTRATIONS_CONFIG_ID).catch(() => null);
    return resolveDrugsConcentrations(kept);
  }
}

export const drugsConcentrationsQuery = queryOptions({
  queryKey: ['calculators', 'configuration', DRUGS_CONCENTRATIONS_CONFIG_ID],
  queryFn: getDrugsConcentrations,
  staleTime: 60 * 60 * 1000,
  retry: 1,
});

export function useDrugsConcentrations(): { drugs: readonly DrugConcentration[]; loading: boolean } {
  const query = useQuery(drugsConcentrationsQuery);
  return { drugs: query.data ?? DEFAULT_DRUGS_CONCENTRATIONS, loading: query.isPending };
}
