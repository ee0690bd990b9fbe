import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TopicResponse } from '@vetor/domain/content/content-api.schemas';
import { api } from '../../../lib/api';

/** GET /topics/{topicId}: subtopics with their items' summaries. */
export function getTopic(topicId: string): Promise<TopicResponse> {
  return api.get<TopicResponse>(`/topics/${encodeURIComponent(topicId)}`);
}

export const topicQuery = (topicId: string) =>
  queryOptions({
    queryKey: ['content', 'topic', topicId],
    queryFn: () => getTopic(topicId),
    staleTime: 10 * 60_000,
  });

export function useTopic(topicId: string) {
  return useQuery(topicQuery(topicId));
}
