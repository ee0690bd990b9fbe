import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type TopicItemFile, topicItemFileSchema } from '@vetor/domain/content/topic.schemas';
import type { ManagementItemResponse } from '@vetor/domain/management/management.schemas';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { showAlert } from '../../../lib/alerts';
import { ApiError } from '../../../lib/api';
import { managementApi } from '../api/management-api';
import { compareLines, sectionLines } from '../section-text';
import { firstProblem, removeReference } from '../section-tree';
import { StatusBadges } from './item-list';
import { ReferencesEditor } from './references-editor';
import { SectionEditor } from './section-editor';

const CATEGORY_LABELS: Record<number, string> = { 11: 'Doenças', 12: 'Tratamento', 13: 'Patologia clínica' };

const dateTime = (iso: string | null) => (iso ? new Date(iso).toLocaleString('pt-BR') : '—');

function errorText(e: unknown) {
  return e instanceof ApiError ? e.message : 'Ocorreu um erro. Por favor, tente novamente.';
}

function Compare({ id, versions }: { id: string; versions: number[] }) {
  const [a, setA] = useState<string | null>(versions[1] ? String(versions[1]) : null);
  const [b, setB] = useState<string | null>(versions[0] ? String(versions[0]) : null);
  const [rows, setRows] = useState<ReturnType<typeof compareLines> | null>(null);
  useEffect(() => {
    if (!a || !b) return;
    let live = true;
    void Promise.all([managementApi.version(id, Number(a)), managementApi.version(id, Number(b))])
      .then(([left, right]) => {
        if (live) setRows(compareLines(sectionLines(left.content.sections), sectionLines(right.content.sections)));
      })
      .catch((e: unknown) => showAlert('error', errorText(e)));
    return () => {
      live = false;
    };
  }, [id, a, b]);
  const options = versions.map((v) => ({ value: String(v), label: `Versão ${v}` }));
  if (versions.length < 2) return <Text c="dimmed">Este item tem uma só versão: nada a comparar ainda.</Text>;
  return (
    <Stack>
      <Group>
        <Select label="Versão à esquerda" data={options} value={a} onChange={setA} allowDeselect={false} />
        <Select label="Versão à direita" data={options} value={b} onChange={setB} allowDeselect={false} />
      </Group>
      {rows && (
        <Table withColumnBorders layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={160}>Seção</Table.Th>
              <Table.Th>Versão {a}</Table.Th>
              <Table.Th>Versão {b}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.key} bg={r.changed ? 'yellow.0' : undefined} data-changed={r.changed || undefined}>
                <Table.Td>
                  {r.label}
                  {r.changed && (
                    <Badge ml={4} size="xs" color="orange">
                      alterada
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{r.left}</Table.Td>
                <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{r.right}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

export function ItemEditor() {
  const { id = '' } = useParams();
  const [item, setItem] = useState<ManagementItemResponse | null>(null);
  const [draft, setDraft] = useState<TopicItemFile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const found = await managementApi.item(id);
      setItem(found);
      setDraft(found.content);
    } catch (e) {
      setError(errorText(e));
    }
  }, [id]);
  useEffect(() => {
    void load();
  }, [load]);

  async function run(name: string, action: () => Promise<{ message: string }>) {
    setBusy(name);
    try {
      const answer = await action();
      showAlert('success', answer.message);
      await load();
    } catch (e) {
      showAlert('error', errorText(e));
    } finally {
      setBusy(null);
    }
  }

  if (error) return <Alert color="red">{error}</Alert>;
  if (!item || !draft) return <Loader aria-label="Carregando" />;
  const dirty = JSON.stringify(draft) !== JSON.stringify(item.content);
  const problem = dirty ? firstProblem(topicItemFileSchema.safeParse(draft)) : null;
  const set = <K extends keyof TopicItemFile>(key: K, value: TopicItemFile[K]) => setDraft({ ...draft, [key]: value });

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {item.content.name}
          </Title>
          <Group gap="xs">
            <StatusBadges
              available={item.available}
              publishedVersion={item.publishedVersion}
              latestVersion={item.latestVersion}
            />
          </Group>
        </Stack>
        <Group>
          <Button
            onClick={() => run('save', () => managementApi.save(id, draft))}
            disabled={!dirty || Boolean(problem)}
            loading={busy === 'save'}
          >
            Salvar nova versão
          </Button>
          <Button
            color="green"
            onClick={() => run('approve', () => managementApi.approve(id, true))}
            loading={busy === 'approve'}
            disabled={dirty || (item.available && item.latestVersion === item.publishedVersion)}
          >
            Aprovar e publicar v{item.latestVersion}
          </Button>
          <Button
            color="red"
            variant="light"
            onClick={() => run('disable', () => managementApi.approve(id, false))}
            loading={busy === 'disable'}
            disabled={!item.available}
          >
            Desativar
          </Button>
        </Group>
      </Group>
      {dirty && <Text c="orange.8">Alterações não salvas. Salve para criar uma nova versão (rascunho).</Text>}
      {problem && (
        <Alert color="red" title="Corrija antes de salvar" data-testid="item-problem">
          {problem}
        </Alert>
      )}
      <Tabs defaultValue="content">
        <Tabs.List>
          <Tabs.Tab value="content">Conteúdo</Tabs.Tab>
          <Tabs.Tab value="history">Histórico ({item.versions.length})</Tabs.Tab>
          <Tabs.Tab value="compare">Comparar versões</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="content" pt="md">
          <Stack>
            <Paper withBorder p="md">
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                <TextInput label="Nome" value={draft.name} onChange={(e) => set('name', e.currentTarget.value)} />
                <TextInput
                  label="Sinônimos (separados por vírgula)"
                  value={draft.synonyms.join(', ')}
                  onChange={(e) =>
                    set(
                      'synonyms',
                      e.currentTarget.value
                        .split(',')
                        .map((s) => s.trim())
                        .filter(Boolean),
                    )
                  }
                />
                <Textarea
                  label="Descrição"
                  autosize
                  value={draft.description}
                  onChange={(e) => set('description', e.currentTarget.value)}
                />
                <Textarea
                  label="Pontos-chave (um por linha, até 8)"
                  autosize
                  value={draft.contentPoints.join('\n')}
                  onChange={(e) =>
                    set(
                      'contentPoints',
                      e.currentTarget.value.split('\n').filter((l, i, all) => l.trim() || i === all.length - 1),
                    )
                  }
                />
                <Checkbox.Group
                  label="Animais"
                  value={draft.animals.map(String)}
                  onChange={(v) => set('animals', v.map(Number).sort() as TopicItemFile['animals'])}
                >
                  <Group mt={4}>
                    <Checkbox value="1" label="Cães" />
                    <Checkbox value="2" label="Gatos" />
                  </Group>
                </Checkbox.Group>
                <Checkbox.Group
                  label="Categorias (a primeira é a do tópico)"
                  value={draft.categories.map(String)}
                  onChange={(v) => {
                    const own = draft.categories[0]!;
                    const others = v.map(Number).filter((c) => c !== own) as TopicItemFile['categories'];
                    set('categories', [own, ...others]);
                  }}
                >
                  <Group mt={4}>
                    {[11, 12, 13].map((c) => (
                      <Checkbox
                        key={c}
                        value={String(c)}
                        label={CATEGORY_LABELS[c]}
                        disabled={c === draft.categories[0]}
                      />
                    ))}
                  </Group>
                </Checkbox.Group>
                <Group>
                  <Checkbox
                    label="Premium"
                    checked={draft.premium}
                    onChange={(e) => set('premium', e.currentTarget.checked)}
                  />
                  <Checkbox
                    label="Degustação (freeTrial)"
                    checked={draft.freeTrial}
                    onChange={(e) => set('freeTrial', e.currentTarget.checked)}
                  />
                  <Checkbox
                    label="Novo"
                    checked={draft.isNew}
                    onChange={(e) => set('isNew', e.currentTarget.checked)}
                  />
                </Group>
              </SimpleGrid>
            </Paper>
            <Title order={2} size="h4">
              Seções
            </Title>
            <SectionEditor
              sections={draft.sections}
              references={draft.references}
              owner={id}
              onChange={(sections) => set('sections', sections as TopicItemFile['sections'])}
            />
            <Title order={2} size="h4">
              Referências
            </Title>
            <ReferencesEditor
              references={draft.references}
              onChange={(references) => set('references', references)}
              onRemove={(index) => {
                const next = removeReference(draft.references, draft.sections, index);
                setDraft({
                  ...draft,
                  references: next.references,
                  sections: next.sections as TopicItemFile['sections'],
                });
              }}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Versão</Table.Th>
                <Table.Th>Situação</Table.Th>
                <Table.Th>Criada em</Table.Th>
                <Table.Th>Publicada em</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {item.versions.map((v) => (
                <Table.Tr key={v.version}>
                  <Table.Td>{v.version}</Table.Td>
                  <Table.Td>{v.status === 'published' ? 'Publicada' : 'Rascunho'}</Table.Td>
                  <Table.Td>{dateTime(v.createdAt)}</Table.Td>
                  <Table.Td>{dateTime(v.publishedAt)}</Table.Td>
                  <Table.Td>
                    {v.version !== item.latestVersion && (
                      <Button
                        size="xs"
                        variant="light"
                        loading={busy === `restore-${v.version}`}
                        onClick={() => run(`restore-${v.version}`, () => managementApi.restore(id, v.version))}
                      >
                        Restaurar como nova versão
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Tabs.Panel>
        <Tabs.Panel value="compare" pt="md">
          <Compare key={item.latestVersion} id={id} versions={item.versions.map((v) => v.version)} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
