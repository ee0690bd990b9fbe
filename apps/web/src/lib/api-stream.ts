import { HEADERS } from '@vetor/domain/platform/headers';
import { config } from '../config';
import { freshToken } from './api';

// The URL and headers of an authenticated GET whose body is read as a stream (server-sent events):
// the same headers as every API call (lib/api.ts). Apart from api.ts so the first load stays as is.

export async function streamRequest(
  path: string,
  query: Record<string, string>,
): Promise<{ url: string; headers: Record<string, string> }> {
  const headers: Record<string, string> = {
    [HEADERS.apiKey]: config.apiKey,
    [HEADERS.appVersion]: config.appVersion,
    [HEADERS.platform]: 'web',
    [HEADERS.clientTime]: String(Date.now()),
    accept: 'text/event-stream',
  };
  const token = await freshToken();
  if (token) headers.authorization = `Bearer ${token}`;
  return { url: `${config.apiBase}${path}?${new URLSearchParams(query)}`, headers };
}
