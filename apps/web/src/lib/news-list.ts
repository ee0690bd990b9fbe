import type { NewsListResponse } from '@vetor/domain/news/news.schemas';
import { api } from './api';

// The news list query, shared by the news screen and its openers (the Notícias tab shows the unread
// count, the home card the latest item).

export const newsQuery = (uid: string | undefined) => ({
  queryKey: ['news', uid ?? null] as const,
  queryFn: () => api.get<NewsListResponse>('/news'),
  enabled: Boolean(uid),
  staleTime: 5 * 60_000,
});

/** '2026-03-05' → '5 de mar. de 2026' (the day as written, no time-zone shift). */
export function newsDate(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).toLocaleDateString('pt-BR', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
