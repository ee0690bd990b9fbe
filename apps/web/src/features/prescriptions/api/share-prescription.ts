import type { ShareBody, ShareResponse } from '@vetor/domain/prescriptions/prescriptions.schemas';
import { api } from '../../../lib/api';

/** POST /patients/prescriptions/shares: answers the link (and the WhatsApp URL). */
export const sharePrescription = (body: ShareBody) => api.post<ShareResponse>('/patients/prescriptions/shares', body);
