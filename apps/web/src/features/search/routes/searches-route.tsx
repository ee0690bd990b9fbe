import {
  ActionIcon,
  Alert,
  Button,
  Chip,
  CloseButton,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconSearch, IconSparkles } from '@tabler/icons-react';
import { message } from '@vetor/domain/messages';
import { TIMEOUTS_MS } from '@vetor/domain/platform/constants';
import { hitPath, type RecentSearch, type SearchHit } from '@vetor/domain/search/search.schemas';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AdBlock } from '../../../components/ads/ad-block';
import { openPaywall } from '../../../lib/paywall';
import { shellContext } from '../../../lib/shell-context';
import { useToggles } from '../../../lib/toggles';
import { useAddRecentSearch, useRecentSearches } from '../api/recent-searches';
import { useSearch } from '../api/search';
import { SearchHitRow } from '../components/search-hit-row';

// Global search (docs/product/content-and-study.md §2 /searches and the list mode /items/searches): full-text search over all
// content with category facets, recent searches when the field is empty, and the AI button.

const toRecent = ({ snippet: _s, locked: _l, ...hit }: SearchHit): RecentSearch => hit;

export default function SearchesRoute() {
  const navigate = useNavigate();
  const toggles = useToggles();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const category = params.get('category') ?? undefined;
  const [text, setText] = useState(q);
  const results = useSearch(q, category);
  const recents = useRecentSearches();
  const addRecent = useAddRecentSearch();

  useEffect(() => setText(q), [q]);

  // The bottom navigation hides while a search is typed (docs/product/platform-accounts-subscription.md §2): the keyboard and the results
  // need the room. Told only when the field turns empty or not, not on every key.
  const typed = text !== '';
  useEffect(() => {
    shellContext.set((s) => ({ ...s, searchValue: typed ? 'typed' : '' }));
    return () => shellContext.set((s) => ({ ...s, searchValue: '' }));
  }, [typed]);

  const run = (value: string, nextCategory?: string) => {
    const trimmed = value.trim();
    const next = new URLSearchParams();
    if (trimmed) next.set('q', trimmed);
    if (trimmed && nextCategory) next.set('category', nextCategory);
    setParams(next, { replace: true });
  };

  // While typing, search after a 500 ms pause (docs/product/content-and-study.md §5); clearing the field shows the recents.
  // biome-ignore lint/correctness/useExhaustiveDependencies: run only reads the latest params
  useEffect(() => {
    if (text.trim() === q) return;
    if (text.trim() === '') {
      run('');
      return;
    }
    const timer = setTimeout(() => run(text), TIMEOUTS_MS.searchDebounce);
    return () => clearTimeout(timer);
  }, [text, q]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An empty search does nothing (docs/product/content-and-study.md §5).
    if (text.trim()) run(text, category);
  };

  const open = (hit: SearchHit) => {
    if (hit.locked) {
      openPaywall(message('PREMIUM_REQUIRED'));
      return;
    }
    addRecent.mutate(toRecent(hit));
    navigate(hitPath(hit));
  };

  const data = results.data;
  const showRecents = q === '';
  return (
    <Stack gap="sm" maw={1200} mx="auto" p="md" w="100%">
      <Title order={1} size="h3">
        Buscar no Vetor
      </Title>
      <form onSubmit={submit}>
        <Group gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            leftSection={<IconSearch size={18} aria-hidden="true" />}
            placeholder="Medicamento, doença, produto, calculadora…"
            aria-label="Buscar em todo o conteúdo"
            value={text}
            maxLength={200}
            onChange={(ev) => setText(ev.currentTarget.value)}
            autoFocus
            rightSection={text ? <CloseButton aria-label="Limpar busca" onClick={() => setText('')} /> : null}
            data-testid="search-input"
          />
          <ActionIcon type="submit" size="input-sm" aria-label="Buscar">
            <IconArrowRight size={20} />
          </ActionIcon>
        </Group>
      </form>

      {toggles.ai_search && (
        <Button
          variant="light"
          color="violet"
          leftSection={<IconSparkles size={18} aria-hidden="true" />}
          onClick={() => navigate(q ? `/ai-search?search=${encodeURIComponent(q)}` : '/ai-search')}
          style={{ alignSelf: 'flex-start' }}
          data-testid="search-ai-button"
        >
          Perguntar à IA
        </Button>
      )}

      {showRecents && (
        <Stack gap={0}>
          <Text fw={600} size="sm" mb={4}>
            Buscas recentes
          </Text>
          {(recents.data?.searches ?? []).length === 0 ? (
            <Text size="sm" c="dimmed">
              Digite o que procura: nomes, sinônimos e abreviações (DRC, ICC, FeLV) funcionam, mesmo sem acentos.
            </Text>
          ) : (
            <Paper withBorder radius="md" data-testid="recent-searches">
              {recents.data!.searches.map((r) => (
                <SearchHitRow
                  key={`${r.itemType}:${r.itemId}:${r.itemPath ?? ''}`}
                  hit={r}
                  onOpen={() => {
                    addRecent.mutate(r);
                    navigate(hitPath(r));
                  }}
                />
              ))}
            </Paper>
          )}
        </Stack>
      )}

      {!showRecents && data && data.facets.length > 0 && (
        <ScrollArea type="never" offsetScrollbars={false}>
          <Chip.Group multiple={false} value={category ?? ''} onChange={(value) => run(q, value || undefined)}>
            <Group gap={6} wrap="nowrap" data-testid="search-facets">
              <Chip value="" size="sm">
                Todas
              </Chip>
              {data.facets.map((f) => (
                <Chip key={f.categoryName} value={f.categoryName} size="sm">
                  {f.categoryName} ({f.count})
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </ScrollArea>
      )}

      {!showRecents && data?.offlineOnly && (
        <Alert color="yellow" variant="light" data-testid="search-offline-only">
          Sem conexão: a busca mostra só o que está salvo offline neste aparelho (medicamentos e produtos abertos ou
          favoritados).
        </Alert>
      )}

      {!showRecents && data?.correctedQuery && (
        <Text size="sm" data-testid="search-corrected">
          Mostrando resultados para <b>{data.correctedQuery}</b>
        </Text>
      )}

      {!showRecents && results.isPending && (
        <Group justify="center" p="lg">
          <Loader size="sm" aria-label="Buscando" />
        </Group>
      )}
      {!showRecents && results.isError && <Alert color="red">{results.error.message}</Alert>}
      {!showRecents && data && data.hits.length === 0 && (
        <Text c="dimmed" ta="center" p="lg" data-testid="search-empty">
          {message('NO_RESULTS')}
        </Text>
      )}
      {/* Search results carry an ads block above the hits (docs/product/content-and-study.md §4); free users only, decided by the server. */}
      {!showRecents && data && data.hits.length > 0 && <AdBlock location="searches" />}
      {!showRecents && data && data.hits.length > 0 && (
        <Paper withBorder radius="md" style={{ opacity: results.isFetching ? 0.6 : 1 }} aria-busy={results.isFetching}>
          {data.hits.map((hit) => (
            <SearchHitRow
              // A drug, its flashcard deck and its DDx entry share the id: the path tells them apart.
              key={`${hit.itemType}:${hit.itemId}:${hit.itemPath ?? ''}`}
              hit={hit}
              locked={hit.locked}
              snippet={hit.snippet}
              onOpen={() => open(hit)}
            />
          ))}
        </Paper>
      )}
    </Stack>
  );
}
