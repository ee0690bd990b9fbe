import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewsListResponse } from '@vetor/domain/news/news.schemas';
import { api } from '../../../lib/api';

/** POST /news/{id}/read: the item loses its unread mark here at once, and on the server. */
export function useMarkNewsRead(uid: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ unread: number }>(`/news/${encodeURIComponent(id)}/read`),
    onMutate: (id) => {
      client.setQueryData<NewsListResponse>(['news', uid ?? null], (old) =>
        old
          ? {
              news: old.news.map((n) => (n.id === id ? { ...n, read: true } : n)),
              unread: old.news.filter((n) => !n.read && n.id !== id).length,
            }
          : old,
      );
    },
  });
}
