import type { FavoritesPort } from '../../lib/favorites-port';
import { useFavorites } from './api/get-favorites';
import { useToggleFavorite } from './api/toggle-favorite';
import { FavoriteStar } from './components/favorite-star';

/** What the favorites feature offers the other screens, plugged in by the app layer. */
export const favoritesPort: FavoritesPort = { FavoriteStar, useFavorites, useToggleFavorite };
