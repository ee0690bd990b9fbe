import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavoriteBody, FavoritesResponse } from '@vetor/domain/favorites/favorites.schemas';
import { api } from '../../../lib/api';
import { useSessionUser } from '../../../lib/session';
import { favoritesQuery } from './get-favorites';

/** POST /preferences/favorites: adds the item, or deletes it when it is already there. */
export function toggleFavorite(body: FavoriteBody): Promise<FavoritesResponse> {
  return api.post<FavoritesResponse>('/preferences/favorites', body);
}

export function useToggleFavorite() {
  const client = useQueryClient();
  const user = useSessionUser();
  return useMutation({
    mutationFn: toggleFavorite,
    onSuccess: (data) => {
      client.setQueryData(favoritesQuery(user?.uid).queryKey, { favorites: data.favorites });
    },
  });
}
