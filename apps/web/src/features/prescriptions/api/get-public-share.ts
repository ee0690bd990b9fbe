import type { PublicShare } from '@vetor/domain/prescriptions/prescriptions.schemas';
import { api } from '../../../lib/api';
import { usePublicRead } from '../../../lib/public-read';

/** GET /patients/shares/{id}: the owner's page, no token. */
export const getPublicShare = (shareId: string) =>
  api.get<PublicShare>(`/patients/shares/${encodeURIComponent(shareId)}`, { auth: false });

export const usePublicShare = (shareId: string) => usePublicRead(() => getPublicShare(shareId), shareId);
