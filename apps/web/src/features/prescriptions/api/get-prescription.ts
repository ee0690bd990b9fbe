import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FilesResponse } from '@vetor/domain/prescriptions/prescriptions.schemas';
import { api } from '../../../lib/api';

/** The prescription details (path not shown by the spec), with the has-share-date flag. */
export const getPrescription = (id: string, hasShareDate = false) =>
  api.get<FilesResponse>(`/patients/prescriptions/${encodeURIComponent(id)}`, {
    query: hasShareDate ? { hasShareDate: 'true' } : undefined,
  });

export const prescriptionQuery = (id: string) =>
  queryOptions({ queryKey: ['prescriptions', 'detail', id], queryFn: () => getPrescription(id) });

export const usePrescription = (id: string) => useQuery(prescriptionQuery(id));
