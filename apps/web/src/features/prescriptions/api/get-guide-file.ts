import { config } from '../../../config';
import { ApiError, freshToken } from '../../../lib/api';

/** A guide PDF as bytes (docs/product/calculators-patients-prescriptions-management.md §7: files are fetched as binary), with the token when signed in. */
export async function getGuideFile(url: string): Promise<Blob> {
  const token = await freshToken();
  const path = url.startsWith('/api') ? `${config.apiBase}${url.slice(4)}` : url;
  const res = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    void res.body?.cancel(); // unread, the request would stay open until collected
    throw new ApiError('ERROR', res.status);
  }
  return res.blob();
}
