import { Alert, Badge, Loader, ScrollArea, Stack, Switch, Table, Text, Title } from '@mantine/core';
import type { AD_TYPES, ManagementAd } from '@vetor/domain/ads/ads.schemas';
import { type ManagementNews, NEWS_CATEGORIES } from '@vetor/domain/news/news.schemas';
import { useEffect, useState } from 'react';
import { managementApi } from '../api/management-api';

// News and ads in the management area: publish or withdraw news, turn ads on or off and read their
// click counts. Writing a new item or scheduling a new ad goes through the same API
// (POST /management/news, /management/ads), documented in docs/decisions/news-and-ads.md.

const AD_TYPE_LABELS: Record<(typeof AD_TYPES)[number], string> = {
  dialog: 'Janela',
  carousel: 'Carrossel',
  text_carousel: 'Carrossel de texto',
  list: 'Lista',
  text_list: 'Lista de texto',
};

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('pt-BR') : '—');

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

export function NewsPage() {
  const { rows, error, update } = useManagedRows(
    () => managementApi.news().then((r) => r.news),
    (row: ManagementNews) => managementApi.saveNews(row).then((r) => r.news),
  );
  const toggle = (row: ManagementNews) => update({ ...row, published: !row.published });
  return (
    <Stack>
      <Title order={1} size="h2">
        Notícias
      </Title>
      {error && <Alert color="red">{error}</Alert>}
      {!rows && !error && <Loader aria-label="Carregando" />}
      {rows && (
        <ScrollArea>
          <Table striped miw={760} data-testid="management-news">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Data</Table.Th>
                <Table.Th>Título</Table.Th>
                <Table.Th>Categoria</Table.Th>
                <Table.Th>Origem</Table.Th>
                <Table.Th>Publicada</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.date.split('-').reverse().join('/')}</Table.Td>
                  <Table.Td>{r.title}</Table.Td>
                  <Table.Td>{NEWS_CATEGORIES[r.category]}</Table.Td>
                  <Table.Td>{r.seeded ? 'content/news' : 'Gestão'}</Table.Td>
                  <Table.Td>
                    <Switch checked={r.published} onChange={() => toggle(r)} aria-label={`Publicar ${r.title}`} />
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

export function AdsPage() {
  const { rows, error, update } = useManagedRows(
    () => managementApi.ads().then((r) => r.ads),
    (row: ManagementAd) => managementApi.saveAd(row).then((r) => r.ad),
  );
  const toggle = (row: ManagementAd) => update({ ...row, enabled: !row.enabled });
  return (
    <Stack>
      <Title order={1} size="h2">
        Anúncios
      </Title>
      <Text c="dimmed" size="sm">
        Nunca aparecem para assinantes PRO nem em doses, calculadoras ou prescrições; um anúncio em janela aparece no
        máximo uma vez por dia para cada usuário.
      </Text>
      {error && <Alert color="red">{error}</Alert>}
      {!rows && !error && <Loader aria-label="Carregando" />}
      {rows && (
        <ScrollArea>
          <Table striped miw={900} data-testid="management-ads">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Título</Table.Th>
                <Table.Th>Tipo</Table.Th>
                <Table.Th>Local · tela · posição</Table.Th>
                <Table.Th>Período</Table.Th>
                <Table.Th>Cliques (abrir)</Table.Th>
                <Table.Th>Fechados</Table.Th>
                <Table.Th>Ativo</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.title}</Table.Td>
                  <Table.Td>
                    <Badge variant="light">{AD_TYPE_LABELS[r.ads_type]}</Badge>
                  </Table.Td>
                  <Table.Td>
                    {r.location} · {r.breakpoint ?? 'todas'} · {r.index}
                  </Table.Td>
                  <Table.Td>
                    {r.startsAt || r.endsAt ? `${when(r.startsAt)} a ${when(r.endsAt)}` : 'Sem período'}
                  </Table.Td>
                  <Table.Td>{r.confirms}</Table.Td>
                  <Table.Td>{r.closes}</Table.Td>
                  <Table.Td>
                    <Switch checked={r.enabled} onChange={() => toggle(r)} aria-label={`Ativar ${r.title}`} />
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
