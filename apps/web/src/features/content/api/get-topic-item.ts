import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TopicItemResponse } from '@vetor/domain/content/content-api.schemas';
import { api } from '../../../lib/api';

/** GET /topics/{topicId}/items/{itemId}: 403 PREMIUM_REQUIRED for a locked item. */
export function getTopicItem(topicId: string, itemId: string): Promise<TopicItemResponse> {
  return api.get<TopicItemResponse>(`/topics/${encodeURIComponent(topicId)}/items/${encodeURIComponent(itemId)}`);
}

export const topicItemQuery = (topicId: string | undefined, itemId: string) =>
  queryOptions({
    queryKey: ['content', 'topic-item', topicId, itemId],
    queryFn: () => getTopicItem(topicId as string, itemId),
    enabled: Boolean(topicId),
    staleTime: 10 * 60_000,
  });

export function useTopicItem(topicId: string | undefined, itemId: string) {
  return useQuery(topicItemQuery(topicId, itemId));
}
