import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PrescriptionItem } from '@vetor/domain/prescriptions/prescriptions.schemas';
import { type SafetyItem, safetyItemsOf } from '@vetor/domain/prescriptions/safety-check';
import type { SafetyCheckResponse } from '@vetor/domain/prescriptions/safety-check.schemas';
import { api } from '../../../lib/api';

/** POST /patients/prescriptions/safety-check: the draft's items against the saved patient. */
export const postSafetyCheck = (patientId: string, items: SafetyItem[]) =>
  api.post<SafetyCheckResponse>('/patients/prescriptions/safety-check', { patientId, items });

/**
 * Keyed by what the check reads: the items as the check sees them and the patient's flags (the
 * server reads the patient, so an edited flag must ask again).
 */
export const safetyCheckQuery = (
  patient: { id: string; renalDisease?: boolean; hepaticDisease?: boolean },
  pages: PrescriptionItem[][],
) => {
  const items = safetyItemsOf(pages);
  return queryOptions({
    queryKey: [
      'prescriptions',
      'safety-check',
      patient.id,
      Boolean(patient.renalDisease),
      Boolean(patient.hepaticDisease),
      items,
    ],
    queryFn: () => postSafetyCheck(patient.id, items),
    staleTime: 60_000,
    retry: false,
  });
};

/** Debounced so a burst of edits (move, delete, add) asks once; the last answer stays on screen meanwhile. */
export function useSafetyCheck(
  patient: { id: string; renalDisease?: boolean; hepaticDisease?: boolean } | null,
  pages: PrescriptionItem[][],
) {
  const [debounced] = useDebouncedValue(pages, 400);
  const hasItems = debounced.some((p) => p.length > 0);
  return useQuery({
    ...safetyCheckQuery(patient ?? { id: '' }, debounced),
    enabled: Boolean(patient) && hasItems,
    placeholderData: keepPreviousData,
  });
}
