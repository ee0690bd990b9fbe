import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { anyMessage as message } from '@vetor/domain/management/management.messages';
import type { ManagementHealth, ManagementLinkCheck } from '@vetor/domain/management/management-ops.schemas';
import { foldText } from '@vetor/domain/platform/fold-text';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api';
import { managementApi } from '../api/management-api';
import { editorPath, linkCheckMinutes, plural, speciesNames } from '../management-ops';

// The content health page: what an editor should fix before readers notice. Items and drugs
// without references, drugs without doses for a species, cards whose content is gone, and (on
// demand, it visits every site) reference links that no longer answer. Each problem links to the
// screen that fixes it. Profile 2 does not see diseases and algorithms here either (the server).

const errorText = (e: unknown) => (e instanceof ApiError ? e.message : message('ERROR'));

function EditorLink({
  entry,
  tab,
}: {
  entry: { kind: 'item' | 'drug'; id: string; name: string; collection?: string | undefined };
  tab?: 'doses' | 'references';
}) {
  const to = editorPath(entry, tab);
  return to ? (
    <Anchor component={Link} to={to}>
      {entry.name}
    </Anchor>
  ) : (
    entry.name
  );
}

const kindLabel = (kind: 'item' | 'drug') => (kind === 'item' ? 'Item' : 'Medicamento');

function Count({ label, value, tone }: { label: string; value: number; tone: 'ok' | 'warn' }) {
  return (
    <Paper withBorder p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} c={tone === 'warn' && value > 0 ? 'orange.8' : 'teal.8'}>
        {value}
      </Text>
    </Paper>
  );
}

function LinkCheck({ links }: { links: number }) {
  const [check, setCheck] = useState<ManagementLinkCheck | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run() {
    setBusy(true);
    setError(null);
    try {
      setCheck(await managementApi.checkLinks());
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Text size="sm" maw={620}>
          A verificação visita cada endereço citado nas referências ({plural(links, 'link', 'links')}), quatro por vez.
          Pode levar até {plural(linkCheckMinutes(links), 'minuto', 'minutos')}; mantenha esta página aberta.
        </Text>
        <Button onClick={run} loading={busy} disabled={links === 0}>
          Verificar links agora
        </Button>
      </Group>
      {busy && (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text size="sm">Verificando {plural(links, 'link', 'links')}…</Text>
        </Group>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {check && !busy && (
        <Stack gap="xs">
          <Text fw={600} role="status">
            {plural(check.checked, 'link verificado', 'links verificados')}:{' '}
            {check.broken.length === 0 ? 'nenhum quebrado.' : plural(check.broken.length, 'quebrado', 'quebrados')}
          </Text>
          {check.checked < links && (
            <Text size="sm" c="dimmed">
              Uma verificação visita parte dos links; a próxima começa pelos que ficaram de fora.
            </Text>
          )}
          {check.broken.length > 0 && (
            <Table.ScrollContainer minWidth={640}>
              <Table striped aria-label="Links quebrados">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Endereço</Table.Th>
                    <Table.Th>Resposta</Table.Th>
                    <Table.Th>Citado em</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {check.broken.map((b) => (
                    <Table.Tr key={b.url}>
                      <Table.Td style={{ wordBreak: 'break-all' }}>
                        <Anchor href={b.url} target="_blank" rel="noopener noreferrer" size="sm">
                          {b.url}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{b.status === null ? b.reason : `${b.status} · ${b.reason}`}</Table.Td>
                      <Table.Td>
                        <Stack gap={2}>
                          {b.usedBy.map((u) => (
                            <span key={`${u.kind}:${u.id}`}>
                              <EditorLink entry={u} tab={u.kind === 'drug' ? 'references' : undefined} />
                            </span>
                          ))}
                        </Stack>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </Stack>
  );
}

export function HealthPage() {
  const [health, setHealth] = useState<ManagementHealth | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [filter, setFilter] = useState('');

  const load = useCallback(() => {
    setLoading(true);
    setError(null);
    managementApi
      .health()
      .then(setHealth)
      .catch((e: unknown) => setError(errorText(e)))
      .finally(() => setLoading(false));
  }, []);
  useEffect(load, [load]);

  const q = foldText(filter.trim());
  const match = useCallback((...names: string[]) => !q || names.some((n) => foldText(n).includes(q)), [q]);
  const lists = useMemo(
    () =>
      health && {
        refs: health.withoutReferences.filter((r) => match(r.name, r.id)),
        doses: health.drugsWithoutDoses.filter((r) => match(r.name, r.id)),
        cards: health.cardsWithoutContent.filter((c) => match(c.contentName, c.contentId, c.cardId)),
      },
    [health, match],
  );

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          Saúde do conteúdo
        </Title>
        <Button variant="default" onClick={load} loading={loading && Boolean(health)}>
          Atualizar
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {!health && loading && (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text size="sm">Conferindo a biblioteca…</Text>
        </Group>
      )}
      {health && lists && (
        <>
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <Count label="Sem referências" value={health.withoutReferences.length} tone="warn" />
            <Count label="Sem doses por espécie" value={health.drugsWithoutDoses.length} tone="warn" />
            <Count label="Cartões sem conteúdo" value={health.cardsWithoutContent.length} tone="warn" />
            <Count label="Links nas referências" value={health.links} tone="ok" />
          </SimpleGrid>
          <TextInput
            label="Filtrar por nome"
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value)}
            w={{ base: '100%', sm: 360 }}
          />
          <Tabs defaultValue="refs">
            <Tabs.List>
              <Tabs.Tab value="refs">Sem referências ({lists.refs.length})</Tabs.Tab>
              <Tabs.Tab value="doses">Sem doses ({lists.doses.length})</Tabs.Tab>
              <Tabs.Tab value="cards">Cartões ({lists.cards.length})</Tabs.Tab>
              <Tabs.Tab value="links">Links</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="refs" pt="md">
              <Text size="sm" c="dimmed" mb="xs">
                Itens (na última versão) e medicamentos sem nenhuma referência. Abra o editor e acrescente ao menos uma.
              </Text>
              {lists.refs.length === 0 ? (
                <Text>Nada a corrigir.</Text>
              ) : (
                <Table striped highlightOnHover aria-label="Sem referências">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Nome</Table.Th>
                      <Table.Th>Tipo</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {lists.refs.map((r) => (
                      <Table.Tr key={`${r.kind}:${r.id}`}>
                        <Table.Td>
                          <EditorLink entry={r} tab={r.kind === 'drug' ? 'references' : undefined} />
                        </Table.Td>
                        <Table.Td>{kindLabel(r.kind)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Tabs.Panel>
            <Tabs.Panel value="doses" pt="md">
              <Text size="sm" c="dimmed" mb="xs">
                Medicamentos indicados para uma espécie sem nenhuma dose para ela.
              </Text>
              {lists.doses.length === 0 ? (
                <Text>Nada a corrigir.</Text>
              ) : (
                <Table striped highlightOnHover aria-label="Sem doses por espécie">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Medicamento</Table.Th>
                      <Table.Th>Falta dose para</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {lists.doses.map((d) => (
                      <Table.Tr key={d.id}>
                        <Table.Td>
                          <EditorLink entry={{ kind: 'drug', ...d }} tab="doses" />
                        </Table.Td>
                        <Table.Td>
                          <Badge color="orange" variant="light">
                            {speciesNames(d.missing)}
                          </Badge>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Tabs.Panel>
            <Tabs.Panel value="cards" pt="md">
              <Text size="sm" c="dimmed" mb="xs">
                Cartões de estudo cujo item, medicamento ou produto foi apagado ou desativado: os leitores não conseguem
                abrir o conteúdo a partir deles. Reative o conteúdo ou revise o baralho.
              </Text>
              {lists.cards.length === 0 ? (
                <Text>Nada a corrigir.</Text>
              ) : (
                <Table striped aria-label="Cartões sem conteúdo">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Conteúdo</Table.Th>
                      <Table.Th>Cartão</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {lists.cards.map((c) => (
                      <Table.Tr key={c.cardId}>
                        <Table.Td>
                          {c.contentName}{' '}
                          <Text span c="dimmed" size="xs" ff="monospace">
                            {c.contentId}
                          </Text>
                        </Table.Td>
                        <Table.Td ff="monospace">{c.cardId}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Tabs.Panel>
            <Tabs.Panel value="links" pt="md">
              <LinkCheck links={health.links} />
            </Tabs.Panel>
          </Tabs>
        </>
      )}
    </Stack>
  );
}
