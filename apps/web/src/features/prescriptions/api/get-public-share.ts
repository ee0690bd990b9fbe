import { useQuery } from '@tanstack/react-query';
import type { PublicShare } from '@vetor/domain/prescriptions/prescriptions.schemas';
import { api } from '../../../lib/api';

/** GET /patients/shares/{id}: the owner's page, no token. */
export const usePublicShare = (shareId: string) =>
  useQuery({
    queryKey: ['prescriptions', 'public-share', shareId],
    queryFn: () => api.get<PublicShare>(`/patients/shares/${encodeURIComponent(shareId)}`, { auth: false }),
    retry: false,
  });
