import { IconStar, IconStarFilled } from '@tabler/icons-react';
import type { FavoriteBody } from '@vetor/domain/favorites/favorites.schemas';
import { message } from '@vetor/domain/messages';
import { LIMITS } from '@vetor/domain/platform/constants';
import { IconButton } from '../../../components/icon-button';
import { showAlert } from '../../../lib/alerts';
import { ApiError, alertError } from '../../../lib/api';
import { confirm } from '../../../lib/dialogs';
import { openPaywall } from '../../../lib/paywall';
import { useFavorites } from '../api/get-favorites';
import { useToggleFavorite } from '../api/toggle-favorite';

function limitReached() {
  return confirm({
    title: 'Favoritos',
    message: message('FAVORITES_LIMIT'),
    confirmLabel: 'Continuar',
    cancelLabel: null,
  });
}

/**
 * The favorites star of a page whose route is flagged favorites (docs/product/content-and-study.md §4 Favorites): removing
 * asks first, adding past 100 shows the limit message with a continue button, each success shows
 * its alert.
 */
export function FavoriteStar({ item }: { item: FavoriteBody }) {
  const favorites = useFavorites();
  const toggle = useToggleFavorite();
  const list = favorites.data?.favorites ?? [];
  const saved = list.some((f) => f.id === item.id && (f.topic ?? null) === (item.topic ?? null));

  const onClick = async () => {
    if (saved) {
      const ok = await confirm({
        title: 'Favoritos',
        message: message('FAVORITES_REMOVE_CONFIRMATION'),
        confirmLabel: 'Remover',
        cancelLabel: 'Cancelar',
      });
      if (!ok) return;
    } else if (list.length >= LIMITS.favoritesMax) {
      await limitReached();
      return;
    }
    try {
      const result = await toggle.mutateAsync(item);
      showAlert('success', message(result.lastOperation === 'delete' ? 'FAVORITES_REMOVED' : 'FAVORITES_ADDED'));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'FAVORITES_LIMIT') await limitReached();
      else if (error instanceof ApiError && error.status === 403) openPaywall(message('PREMIUM_REQUIRED'));
      else alertError(error);
    }
  };

  const label = saved ? 'Remover dos favoritos' : 'Adicionar aos favoritos';
  // A native title instead of Mantine's Tooltip: the star sits on every content and calculator page,
  // and Tooltip brings floating-ui (15 KB gzip) to each of them.
  return (
    <IconButton
      variant="subtle"
      className="favorite-star"
      aria-label={label}
      title={label}
      aria-pressed={saved}
      onClick={onClick}
      busy={toggle.isPending}
      disabled={favorites.isPending && !favorites.isError}
      data-testid="favorite-star"
    >
      {saved ? <IconStarFilled size={22} /> : <IconStar size={22} />}
    </IconButton>
  );
}
