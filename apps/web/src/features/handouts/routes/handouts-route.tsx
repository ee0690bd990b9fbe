import {
  Affix,
  Alert,
  Anchor,
  Box,
  Button,
  Checkbox,
  Chip,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconSearch, IconShare } from '@tabler/icons-react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  filterHandouts,
  HANDOUT_TYPE_LABELS,
  HANDOUT_TYPE_ORDER,
  type Handout,
} from '@vetor/domain/handouts/handouts.schemas';
import { message } from '@vetor/domain/messages';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useHandouts } from '../../../lib/handouts-api';
import { useStore } from '../../../lib/store';
import { logHandoutEvent } from '../api/log-handout-event';
import { HandoutShareDialog } from '../components/handout-share-dialog';
import { HowItWorks } from '../components/how-it-works';
import { selectionStore, toggleSelected } from '../selection-store';

// /handouts (docs/product/content-and-study.md §2 Clinical handouts): search ignoring accents and case, chips by content type
// in the order 4, 1, 2, 3, a virtual list with checkboxes (rows of 70 px), and the Share button
// with the count of selected handouts.

const ROW_HEIGHT = 70;

function Rows({ list, selected }: { list: Handout[]; selected: string[] }) {
  const navigate = useNavigate();
  const parent = useRef<HTMLUListElement>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => setMargin(parent.current?.offsetTop ?? 0), []);
  const virtualizer = useWindowVirtualizer({
    count: list.length,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    scrollMargin: margin,
    initialRect: { width: 360, height: 800 },
  });
  return (
    <Box
      ref={parent}
      component="ul"
      aria-label="Orientações"
      style={{ position: 'relative', height: virtualizer.getTotalSize(), listStyle: 'none', margin: 0, padding: 0 }}
    >
      {virtualizer.getVirtualItems().map((v) => {
        const h = list[v.index] as Handout;
        const checked = selected.includes(h.id);
        return (
          <Box
            component="li"
            key={h.id}
            data-testid="handout-row"
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              right: 0,
              height: ROW_HEIGHT,
              transform: `translateY(${v.start - margin}px)`,
              borderBottom: '1px solid var(--mantine-color-gray-3)',
            }}
          >
            <Group h="100%" gap="sm" wrap="nowrap" px="xs">
              <Checkbox
                checked={checked}
                onChange={() => toggleSelected(h.id)}
                aria-label={`Selecionar ${h.name}`}
                data-testid="handout-check"
              />
              <UnstyledButton
                style={{ flex: 1, minWidth: 0, height: '100%' }}
                onClick={() => {
                  logHandoutEvent('handout_click', h.id);
                  navigate(`/handouts/${h.id}?fromMenu=true`);
                }}
              >
                <Text fw={600} size="sm" lineClamp={1}>
                  {h.name}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {HANDOUT_TYPE_LABELS[h.content_type]}
                </Text>
              </UnstyledButton>
            </Group>
          </Box>
        );
      })}
    </Box>
  );
}

export default function HandoutsRoute() {
  const handouts = useHandouts();
  const [params, setParams] = useSearchParams();
  const selected = useStore(selectionStore);
  const [search, setSearch] = useState('');
  const [type, setType] = useState<string>('all');
  // The handouts in the open share dialog (a snapshot: a successful share clears the selection).
  const [sharing, setSharing] = useState<string[] | null>(null);
  const list = useMemo(
    () => filterHandouts(handouts.data ?? [], search, type === 'all' ? null : Number(type)),
    [handouts.data, search, type],
  );
  const chosen = (handouts.data ?? []).filter((h) => sharing?.includes(h.id));
  const faq = params.has('faq');

  return (
    <Stack gap="sm" maw={900} mx="auto" pb={96}>
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h3">
          Orientações ao tutor
        </Title>
        <Group gap="md">
          <Anchor size="sm" component={Link} to="/handouts/shares" data-testid="handouts-sent-links">
            Links enviados
          </Anchor>
          <Anchor
            size="sm"
            component="button"
            onClick={() => {
              logHandoutEvent('handouts_faq');
              setParams({ faq: 'true' });
            }}
          >
            Como funciona?
          </Anchor>
        </Group>
      </Group>
      <TextInput
        placeholder="Buscar orientação"
        aria-label="Buscar orientação pelo nome"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        data-testid="handouts-search"
      />
      <Chip.Group multiple={false} value={type} onChange={(v) => setType(v as string)}>
        <Group gap={6} wrap="wrap" data-testid="handouts-chips">
          <Chip value="all" size="sm">
            Todos
          </Chip>
          {HANDOUT_TYPE_ORDER.map((t) => (
            <Chip key={t} value={String(t)} size="sm">
              {HANDOUT_TYPE_LABELS[t]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {handouts.isLoading && <Loader aria-label="Carregando" />}
      {handouts.isError && <Alert color="red">{message('ERROR_NETWORK')}</Alert>}
      {handouts.data && list.length === 0 && <Text c="dimmed">Nenhuma orientação encontrada.</Text>}
      {search.trim().length >= 2 && (
        // The AI search opened from the items (docs/product/content-and-study.md §2 logs it): a question the list cannot answer.
        <Anchor
          size="sm"
          component={Link}
          to={`/ai-search?search=${encodeURIComponent(search.trim())}`}
          onClick={() => logHandoutEvent('ai_search_from_items')}
          data-testid="handouts-ai-search"
        >
          Perguntar “{search.trim()}” à busca com IA
        </Anchor>
      )}
      {handouts.data && <Rows list={list} selected={selected} />}

      {selected.length > 0 && (
        <Affix position={{ bottom: 80, right: 16 }} zIndex={150}>
          <Group gap="xs">
            <Button variant="default" onClick={() => selectionStore.set([])}>
              Limpar
            </Button>
            <Button
              leftSection={<IconShare size={18} />}
              onClick={() => setSharing(selected)}
              data-testid="handouts-share"
            >
              Compartilhar ({selected.length})
            </Button>
          </Group>
        </Affix>
      )}
      {sharing && chosen.length > 0 && (
        <HandoutShareDialog
          handouts={chosen}
          onRemove={(id) => {
            toggleSelected(id);
            // Selection mode closes when the selection becomes empty (docs/product/content-and-study.md §4).
            setSharing((s) => {
              const next = (s ?? []).filter((x) => x !== id);
              return next.length ? next : null;
            });
          }}
          onClose={() => setSharing(null)}
          onShared={() => selectionStore.set([])}
        />
      )}
      {faq && <HowItWorks onClose={() => setParams({})} />}
    </Stack>
  );
}
