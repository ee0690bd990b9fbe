import type { PublicHandout } from '@vetor/domain/handouts/handouts.schemas';
import { api } from '../../../lib/api';

/** GET /patients/handouts/{id}?shareId=…: the owner's page, no token. */
export const getPublicHandout = (handoutId: string, shareId: string) =>
  api.get<PublicHandout>(`/patients/handouts/${encodeURIComponent(handoutId)}?shareId=${encodeURIComponent(shareId)}`, {
    auth: false,
  });
