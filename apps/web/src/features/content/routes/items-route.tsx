import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Center,
  Chip,
  CloseButton,
  Group,
  Indicator,
  Loader,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconHistory, IconSearch } from '@tabler/icons-react';
import { photoShuffle, shuffleDate } from '@vetor/domain/content/sorting';
import { message } from '@vetor/domain/messages';
import { CATEGORY, DRUG_CATEGORY_IDS } from '@vetor/domain/platform/categories';
import { TIMEOUTS_MS } from '@vetor/domain/platform/constants';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { AdBlock } from '../../../components/ads/ad-block';
import { showAlert } from '../../../lib/alerts';
import { alertError } from '../../../lib/api';
import { comingSoonTarget } from '../../../lib/coming-soon';
import { confirm } from '../../../lib/dialogs';
import { useFavorites, useToggleFavorite } from '../../../lib/favorites-port';
import { usePageTitle } from '../../../lib/page-title';
import { openPaywall } from '../../../lib/paywall';
import { useSessionUser } from '../../../lib/session';
import { shellContext } from '../../../lib/shell-context';
import { useGlobalSummary } from '../api/get-global-summary';
import { useRecents } from '../api/get-recents';
import { FilterDialog } from '../components/filter-dialog';
import { ListRowView } from '../components/list-row';
import { VirtualList } from '../components/virtual-list';
import type { ListEntry } from '../list-entry';
import { applyFilters, categoryName, EMPTY_FILTERS, filterChips, filterCount, filterOptions } from '../list-filters';
import {
  entriesInScope,
  entryOfSaved,
  entryOfSummary,
  hasPhotoRow,
  kindOfFavorite,
  kindOfRecent,
  type ListScope,
  scopeOf,
} from '../list-scope';
import { isLocked, listRows } from '../list-sections';
import { addRecentSearch, readRecentSearches } from '../recent-searches';

/** /items and /items/:mode. A new category or mode remounts the screen, resetting filters and lists. */
export default function ItemsRoute() {
  const { mode } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const category = params.get('category');
  const topic = params.get('topic');
  // One catalogue: the calculators category is the /calculators screen.
  if (category === String(CATEGORY.CALCULATORS)) return <Navigate to="/calculators" replace />;
  if (category === String(CATEGORY.ALGORITHMS)) return <Navigate to="/algorithms" replace />;
  if (category === String(CATEGORY.CLINICAL_HANDOUTS)) return <Navigate to="/handouts" replace />;
  // A typed URL of an area not built yet (e.g. the algorithms list) gets its em-breve page.
  const soon = comingSoonTarget(`${location.pathname}${location.search}`);
  if (soon) return <Navigate to={soon} replace />;
  const scope = scopeOf(mode, category, topic);
  if (!scope) return <Navigate to="/home" replace />;
  return <ItemsScreen key={`${location.pathname}?${category ?? ''}&${topic ?? ''}`} scope={scope} />;
}

function useScopeEntries(scope: ListScope) {
  const summary = useGlobalSummary();
  const favorites = useFavorites();
  const recents = useRecents();
  const all = useMemo(() => (summary.data?.items ?? []).map(entryOfSummary), [summary.data]);
  const byKey = useMemo(() => new Map(all.map((e) => [e.key, e])), [all]);
  const saved = useMemo(() => {
    if (scope.mode === 'favorites')
      return (favorites.data?.favorites ?? []).map((f) => entryOfSaved({ ...f, kind: kindOfFavorite(f) }, byKey));
    if (scope.mode === 'recents')
      return (recents.data?.recents ?? []).map((r) => entryOfSaved({ ...r, kind: kindOfRecent(r) }, byKey));
    return null;
  }, [scope.mode, favorites.data, recents.data, byKey]);
  const pending =
    scope.mode === 'favorites'
      ? favorites.isPending
      : scope.mode === 'recents'
        ? recents.isPending
        : summary.isPending && all.length === 0;
  const error =
    scope.mode === 'favorites'
      ? favorites.error
      : scope.mode === 'recents'
        ? recents.error
        : all.length
          ? null
          : summary.error;
  return { all, saved, pending, error, favorites };
}

function ItemsScreen({ scope }: { scope: ListScope }) {
  const navigate = useNavigate();
  const user = useSessionUser();
  const isPremium = Boolean(user?.isPremium);
  const { all, saved, pending, error } = useScopeEntries(scope);
  usePageTitle(scope.title);
  const toggleFavorite = useToggleFavorite();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, TIMEOUTS_MS.searchDebounce);
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  const [brandsToggle, setBrandsToggle] = useState(false);
  const [dialog, setDialog] = useState(false);
  const [recentSearches, setRecentSearches] = useState(readRecentSearches);
  const searching = debounced.trim().length > 0;
  const count = filterCount(filters);
  // The brands toggle turns on by itself while searching and hides while a search or filters apply.
  const brands = brandsToggle || searching;
  const showBrandsToggle = scope.drugList && !searching && search === '' && count === 0;

  useEffect(() => {
    if (scope.mode !== 'searches') return;
    shellContext.set((s) => ({ ...s, searchValue: search }));
    return () => shellContext.set((s) => ({ ...s, searchValue: '' }));
  }, [scope.mode, search]);

  useEffect(() => {
    // List-mode loading failure on the web: error alert, then home (docs/product/content-and-study.md §8).
    if (error) {
      alertError(error);
      navigate('/home', { replace: true });
    }
  }, [error, navigate]);

  const base = useMemo(() => {
    if (saved) return saved;
    const inScope = entriesInScope(all, scope, brands);
    return scope.photoList ? photoShuffle(inScope, shuffleDate()) : inScope;
  }, [saved, all, scope, brands]);
  const options = useMemo(() => (b: string | null) => filterOptions(base, b), [base]);
  const visible = useMemo(() => applyFilters(base, filters, debounced), [base, filters, debounced]);
  const rows = useMemo(
    () => listRows(visible, isPremium, !scope.mode && !searching && count === 0),
    [visible, isPremium, scope.mode, searching, count],
  );
  const chips = filterChips(filters);

  const open = async (e: ListEntry) => {
    // Offline, a drug never opened on this device cannot be shown: say so here, on the list, rather
    // than open a page that can only fail and send the vet elsewhere.
    if (e.kind === 'drug' && typeof navigator !== 'undefined' && navigator.onLine === false) {
      const { isKeptOffline } = await import('../../../lib/offline-content');
      if (!(await isKeptOffline('drugs', `${e.category}/${e.id}`))) {
        showAlert('network', message('CONTENT_NOT_SAVED_OFFLINE'));
        return;
      }
    }
    if (scope.mode === 'searches')
      setRecentSearches(addRecentSearch({ id: e.id, name: e.name, path: e.path, description: e.description }));
    if (isLocked(e, isPremium)) {
      openPaywall(message('PREMIUM_REQUIRED'));
      return;
    }
    navigate(e.path);
  };
  const remove = async (e: ListEntry) => {
    const ok = await confirm({
      title: 'Favoritos',
      message: message('FAVORITES_REMOVE_CONFIRMATION'),
      confirmLabel: 'Remover',
    });
    if (!ok) return;
    try {
      await toggleFavorite.mutateAsync({
        id: e.id,
        name: e.name,
        ...(e.kind === 'item' && e.topic ? { topic: e.topic } : { category: e.category }),
        type: e.kind === 'product' ? 1 : 0,
      });
      showAlert('success', message('FAVORITES_REMOVED'));
    } catch (err) {
      alertError(err);
    }
  };

  const drugChips = scope.drugList && (scope.mode === 'drugs' || scope.categories.length === 1);
  const empty =
    scope.mode === 'favorites' && base.length === 0
      ? message('NO_FAVORITES')
      : scope.mode === 'recents' && base.length === 0
        ? message('NO_RECENTS')
        : scope.drugList
          ? message('NO_DRUG_FOUND')
          : message('NO_RESULTS');

  return (
    <Stack gap="sm">
      <Title order={1} size="h2">
        {scope.title}
      </Title>
      {drugChips && (
        <Group gap={6} role="group" aria-label="Categorias de medicamentos">
          {DRUG_CATEGORY_IDS.map((c) => {
            const checked = scope.mode === 'drugs' ? filters.categories.includes(c) : scope.categories[0] === c;
            return (
              <Chip
                key={c}
                size="sm"
                checked={checked}
                onChange={() =>
                  scope.mode === 'drugs'
                    ? setFilters((f) => ({
                        ...f,
                        categories: f.categories.includes(c)
                          ? f.categories.filter((x) => x !== c)
                          : [...f.categories, c],
                      }))
                    : navigate(`/items?category=${c}`)
                }
              >
                {categoryName(c)}
              </Chip>
            );
          })}
        </Group>
      )}
      <Group gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          placeholder={scope.mode === 'searches' ? 'Buscar em todo o conteúdo' : `Buscar em ${scope.title}`}
          aria-label="Buscar"
          value={search}
          onChange={(ev) => setSearch(ev.currentTarget.value)}
          autoFocus={scope.mode === 'searches'}
          rightSection={search ? <CloseButton aria-label="Limpar busca" onClick={() => setSearch('')} /> : null}
          data-testid="list-search"
          data-search-input
        />
        {scope.mode !== 'favorites' && scope.mode !== 'recents' && (
          <Indicator label={count} size={18} disabled={count === 0} offset={4} data-testid="filter-badge">
            <ActionIcon
              size="input-sm"
              variant="light"
              aria-label={`Filtros${count ? ` (${count} ativos)` : ''}`}
              onClick={() => setDialog(true)}
            >
              <IconAdjustmentsHorizontal size={20} />
            </ActionIcon>
          </Indicator>
        )}
      </Group>
      {showBrandsToggle && (
        <Switch
          label="Incluir marcas comerciais"
          checked={brandsToggle}
          onChange={(ev) => setBrandsToggle(ev.currentTarget.checked)}
          data-testid="brands-toggle"
        />
      )}
      {chips.length > 0 && (
        <Group gap={6} data-testid="filter-chips">
          {chips.map((c) => (
            <Badge
              key={c.key}
              variant="light"
              size="lg"
              radius="xl"
              style={{ textTransform: 'none' }}
              rightSection={
                <CloseButton size="xs" aria-label={`Remover filtro ${c.label}`} onClick={() => setFilters(c.remove)} />
              }
            >
              {c.label}
            </Badge>
          ))}
          <Button variant="subtle" size="compact-sm" onClick={() => setFilters(EMPTY_FILTERS)}>
            Limpar tudo
          </Button>
        </Group>
      )}
      {scope.mode === 'searches' && search === '' && recentSearches.length > 0 && (
        <Box>
          <Text fw={700} size="sm" mb={4}>
            Buscas recentes
          </Text>
          {recentSearches.map((r) => (
            <UnstyledButton key={r.path} onClick={() => navigate(r.path)} py={6} display="block" w="100%">
              <Group gap="xs" wrap="nowrap">
                <IconHistory size={16} aria-hidden="true" color="var(--mantine-color-gray-6)" />
                <Text truncate="end">{r.name}</Text>
              </Group>
            </UnstyledButton>
          ))}
        </Box>
      )}
      {/* docs/product/content-and-study.md §2/§4: list modes carry an ads block; free users only (the server answers PRO with none). */}
      <AdBlock location="items" />
      {pending ? (
        <Center py="xl">
          <Loader aria-label="Carregando lista" />
        </Center>
      ) : visible.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="list-empty">
          {empty}
        </Text>
      ) : (
        <>
          <Text size="xs" c="dimmed" aria-live="polite">
            {visible.length} {visible.length === 1 ? 'item' : 'itens'}
          </Text>
          <VirtualList
            rows={rows}
            photo={(entry) => hasPhotoRow(scope, entry)}
            renderEntry={(row) => (
              <ListRowView
                entry={row.entry}
                locked={isLocked(row.entry, isPremium)}
                photo={hasPhotoRow(scope, row.entry)}
                features={scope.features}
                onOpen={() => void open(row.entry)}
                {...(scope.mode === 'favorites' ? { onRemove: () => remove(row.entry) } : {})}
              />
            )}
          />
        </>
      )}
      <FilterDialog
        opened={dialog}
        onClose={() => setDialog(false)}
        value={filters}
        onApply={setFilters}
        options={options}
      />
    </Stack>
  );
}
