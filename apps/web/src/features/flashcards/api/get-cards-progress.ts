import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CardsProgressResponse } from '@vetor/domain/flashcards/flashcards.schemas';
import { api } from '../../../lib/api';
import { useSessionUser } from '../../../lib/session';

/** GET /preferences/cards/progress: per category, class and content, with the daily counter. */
export function getCardsProgress(): Promise<CardsProgressResponse> {
  return api.get<CardsProgressResponse>('/preferences/cards/progress');
}

export const cardsProgressQuery = (uid: string | undefined) =>
  queryOptions({
    queryKey: ['flashcards', 'progress', uid ?? null],
    queryFn: getCardsProgress,
    enabled: Boolean(uid),
    retry: 1,
  });

export function useCardsProgress() {
  const user = useSessionUser();
  return useQuery(cardsProgressQuery(user?.uid));
}
