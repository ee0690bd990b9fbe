import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_DRUGS_CONCENTRATIONS,
  DRUGS_CONCENTRATIONS_CONFIG_ID,
  type DrugConcentration,
  resolveDrugsConcentrations,
} from '@vetor/domain/calculators/infusion-concentrations';
import { api } from '../../../lib/api';

// The 'drugs_concentrations' configuration item (spec 3 §3 Calculator state), public like the whole
// configuration collection. A failed or invalid answer falls back to the domain's default list so
// the infusion calculator keeps working offline.

export async function getDrugsConcentrations(): Promise<readonly DrugConcentration[]> {
  const item = await api.get<unknown>(`/entities/configuration/${DRUGS_CONCENTRATIONS_CONFIG_ID}`, { auth: false });
  return resolveDrugsConcentrations(item);
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
