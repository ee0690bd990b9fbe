import { api } from '../../../lib/api';

/** POST /patients/prescriptions?deleted=true with { id }: deletes the draft. */
export const deleteDraft = (id: string) =>
  api.post<{ deleted: true; id: string }>('/patients/prescriptions', { id }, { query: { deleted: 'true' } });
