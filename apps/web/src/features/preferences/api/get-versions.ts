import type { VersionCheckResponse } from '@vetor/domain/preferences/preferences.schemas';
import { api } from '../../../lib/api';
import { sessionStore, setToken } from '../../../lib/session';

/** GET /preferences/versions: the token goes only when the user has a uid; a renewed one is kept. */
export async function getVersions(): Promise<VersionCheckResponse> {
  const hasUser = Boolean(sessionStore.get().user?.uid);
  const result = await api.get<VersionCheckResponse>('/preferences/versions', { auth: hasUser });
  if (result.token && result.tokenExpire) setToken(result.token, result.tokenExpire);
  return result;
}
