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

const MONTHS = ['jan.', 'fev.', 'mar.', 'abr.', 'mai.', 'jun.', 'jul.', 'ago.', 'set.', 'out.', 'nov.', 'dez.'];

/**
 * '2026-03-05' → '5 de mar. de 2026' (the day as written, no time-zone shift), as pt-BR's
 * Intl.DateTimeFormat writes it, without it: the home card is its first user, and building the
 * formatter loads the locale's data in a long task on a phone (~0.2 s at 4× slowdown).
 */
export function newsDate(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return `${d ?? 1} de ${MONTHS[(m ?? 1) - 1] ?? ''} de ${y ?? 1970}`;
}
