import { useMutation } from '@tanstack/react-query';
import type { InteractionsResponse } from '@vetor/domain/interactions/interactions.schemas';
import { api } from '../../../lib/api';

/** POST /entities/drugs/interactions with 2 to 6 drug ids. */
export const postInteractions = (drugs: string[]) =>
  api.post<InteractionsResponse>('/entities/drugs/interactions', { drugs });

export function usePostInteractions() {
  return useMutation({ mutationFn: postInteractions });
}
