import { useSearchParams } from 'react-router';
import { useGlobalSummary } from './api/get-global-summary';
import { useTopicItem } from './api/get-topic-item';
import { useLoadFailure } from './load-failure';

/** Loads a topic item by id: its topic comes from the summary (or ?topic=); 403 opens purchases. */
export function useItem(itemId: string) {
  const [params] = useSearchParams();
  const summary = useGlobalSummary();
  const topic =
    params.get('topic') ?? summary.data?.items.find((i) => i.kind === 'item' && i.id === itemId)?.topic ?? undefined;
  const item = useTopicItem(topic, itemId);
  // The stored summary may predate a just-published item: wait for its revalidation before giving up.
  useLoadFailure(item.error ?? (summary.data && !topic && !summary.isFetching ? new Error('not found') : null));
  return { item, topic };
}
