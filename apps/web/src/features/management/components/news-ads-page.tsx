import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { AdLocation, ManagementAd } from '@vetor/domain/ads/ads.schemas';
import { type ManagementNews, NEWS_CATEGORIES } from '@vetor/domain/news/news.schemas';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { managementApi } from '../api/management-api';
import { AD_LOCATION_LABELS, AD_TYPE_LABELS, adInputOf, isoToBrDate, periodLabel } from '../news-ads-forms';

// News and ads in the management area: the two lists, each with its on/off switch (publish or
// withdraw a news item, turn an ad on or off), a link to edit a row and a button to write a new one.
// Both halves are one `ManagedList` with their own columns; the forms are news-form.tsx / ad-form.tsx.

interface Column<T> {
  label: string;
  cell(row: T): ReactNode;
}

/** Loads a management list once and saves one changed row, keeping the list in step. */
function useManagedRows<T extends { id: string }>(load: () => Promise<T[]>, save: (row: T) => Promise<T>) {
  const [rows, setRows] = useState<T[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per page
  useEffect(() => {
    load()
      .then(setRows)
      .catch((e: Error) => setError(e.message));
  }, []);
  const update = async (row: T) => {
    try {
      const saved = await save(row);
      setRows((all) => all?.map((r) => (r.id === saved.id ? saved : r)) ?? null);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return { rows, error, update };
}

function ManagedList<T extends { id: string; title: string }>({
  title,
  intro,
  newLabel,
  basePath,
  testId,
  minWidth,
  columns,
  switchLabel,
  isOn,
  load,
  save,
}: {
  title: string;
  intro?: string;
  newLabel: string;
  /** /management/news or /management/ads: `new` and `<id>` under it are the forms. */
  basePath: string;
  testId: string;
  minWidth: number;
  columns: Column<T>[];
  /** The switch column: its header and what it turns on or off. */
  switchLabel: { header: string; row: (r: T) => string };
  isOn: (row: T) => boolean;
  load: () => Promise<T[]>;
  /** Saves the row with its switch flipped. */
  save: (row: T) => Promise<T>;
}) {
  const { rows, error, update } = useManagedRows(load, save);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Button component={Link} to={`${basePath}/new`}>
          {newLabel}
        </Button>
      </Group>
      {intro && (
        <Text c="dimmed" size="sm">
          {intro}
        </Text>
      )}
      {error && <Alert color="red">{error}</Alert>}
      {!rows && !error && <Loader aria-label="Carregando" />}
      {rows && (
        <ScrollArea>
          <Table striped miw={minWidth} data-testid={testId}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c.label}>{c.label}</Table.Th>
                ))}
                <Table.Th>{switchLabel.header}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  {columns.map((c) => (
                    <Table.Td key={c.label}>{c.cell(r)}</Table.Td>
                  ))}
                  <Table.Td>
                    <Switch checked={isOn(r)} onChange={() => update(r)} aria-label={switchLabel.row(r)} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Stack>
  );
}

/** The title as a link to the row's form. */
const editLink = (basePath: string) => (r: { id: string; title: string }) => (
  <Anchor component={Link} to={`${basePath}/${encodeURIComponent(r.id)}`} aria-label={`Editar ${r.title}`}>
    {r.title}
  </Anchor>
);

const NEWS_COLUMNS: Column<ManagementNews>[] = [
  { label: 'Data', cell: (r) => isoToBrDate(r.date) },
  { label: 'Título', cell: editLink('/management/news') },
  { label: 'Categoria', cell: (r) => NEWS_CATEGORIES[r.category] },
  { label: 'Origem', cell: (r) => (r.seeded ? 'content/news' : 'Gestão') },
];

export function NewsPage() {
  return (
    <ManagedList
      title="Notícias"
      newLabel="Nova notícia"
      basePath="/management/news"
      testId="management-news"
      minWidth={760}
      columns={NEWS_COLUMNS}
      switchLabel={{ header: 'Publicada', row: (r) => `Publicar ${r.title}` }}
      isOn={(r) => r.published}
      load={() => managementApi.news().then((r) => r.news)}
      save={({ id, seeded: _seeded, ...body }) =>
        managementApi.saveNews(id, { ...body, published: !body.published }).then((r) => r.news)
      }
    />
  );
}

const AD_COLUMNS: Column<ManagementAd>[] = [
  { label: 'Título', cell: editLink('/management/ads') },
  { label: 'Tipo', cell: (r) => <Badge variant="light">{AD_TYPE_LABELS[r.ads_type]}</Badge> },
  {
    label: 'Local · tela · posição',
    cell: (r) =>
      `${AD_LOCATION_LABELS[r.location as AdLocation] ?? r.location} · ${r.breakpoint ?? 'todas'} · ${r.index}`,
  },
  { label: 'Período', cell: periodLabel },
  { label: 'Cliques (abrir)', cell: (r) => r.confirms },
  { label: 'Fechados', cell: (r) => r.closes },
];

export function AdsPage() {
  return (
    <ManagedList
      title="Anúncios"
      intro="Nunca aparecem para assinantes PRO nem em doses, calculadoras ou prescrições; um anúncio em janela aparece no máximo uma vez por dia para cada usuário."
      newLabel="Novo anúncio"
      basePath="/management/ads"
      testId="management-ads"
      minWidth={900}
      columns={AD_COLUMNS}
      switchLabel={{ header: 'Ativo', row: (r) => `Ativar ${r.title}` }}
      isOn={(r) => r.enabled}
      load={() => managementApi.ads().then((r) => r.ads)}
      save={(ad) => managementApi.saveAd(ad.id, { ...adInputOf(ad), enabled: !ad.enabled }).then((r) => r.ad)}
    />
  );
}
