import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { FavoriteBody, FavoritesResponse } from '@vetor/domain/favorites/favorites.schemas';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

// Favorites are a feature of their own (features/favorites), yet content pages and calculators
// show its star and the lists show its entries. Features may not import each other (docs/architecture.md
// convention 1), so this port names what they use and the app layer plugs the feature in.

export interface FavoritesPort {
  FavoriteStar: ComponentType<{ item: FavoriteBody }>;
  useFavorites: () => UseQueryResult<FavoritesResponse>;
  useToggleFavorite: () => UseMutationResult<FavoritesResponse, unknown, FavoriteBody>;
}

const FavoritesContext = createContext<FavoritesPort | null>(null);

export function FavoritesProvider({ port, children }: { port: FavoritesPort; children: ReactNode }) {
  return <FavoritesContext.Provider value={port}>{children}</FavoritesContext.Provider>;
}

export function useFavoritesPort(): FavoritesPort {
  const port = useContext(FavoritesContext);
  if (!port) throw new Error('FavoritesProvider is missing above this screen');
  return port;
}

/** The favorites star of the plugged-in feature; nothing where no feature is plugged in (unit tests). */
export function FavoriteStar(props: { item: FavoriteBody }) {
  const port = useContext(FavoritesContext);
  return port ? <port.FavoriteStar {...props} /> : null;
}

export function useFavorites(): UseQueryResult<FavoritesResponse> {
  return useFavoritesPort().useFavorites();
}

export function useToggleFavorite(): UseMutationResult<FavoritesResponse, unknown, FavoriteBody> {
  return useFavoritesPort().useToggleFavorite();
}
