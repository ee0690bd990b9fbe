import {
  ActionIcon,
  Alert,
  Anchor,
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
import { useDebouncedValue } from '@mantine/hooks';
import {
  DOSE_MEASUREMENTS,
  type Dose,
  type DrugFile,
  drugFileSchema,
  FREQUENCY_UNITS,
} from '@vetor/domain/content/drug.schemas';
import { anyMessage as message } from '@vetor/domain/management/management.messages';
import type { ManagementEntityResponse } from '@vetor/domain/management/management.schemas';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { showAlert } from '../../../lib/alerts';
import { type EntityRow, managementApi } from '../api/management-api';
import { useManagementSession } from '../management-session';
import { problemsOf } from '../problems';
import { type EditableSection, move, removeReference } from '../section-tree';
import { drugLines } from '../version-diff';
import { errorText, FlagsInput, SaveProblem, SynonymsInput, useEditorAction } from './editor-parts';
import { ReferencesEditor } from './references-editor';
import { SectionEditor } from './section-editor';
import { VersionPanels, type VersionPick } from './version-compare';

// Drugs and products in the management area (docs/product/calculators-patients-prescriptions-management.md §2, §7): find one, edit a drug's detail (info,
// doses, attention, products, references) as a new version, approve or disable it, and exclude a
// drug or product from lists and search (profile 1 only; the server enforces it).

export function DrugsPage() {
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q, 300);
  const [rows, setRows] = useState<EntityRow[] | null>(null);
  useEffect(() => {
    let live = true;
    managementApi
      .entities(debounced || undefined)
      .then((r) => live && setRows(r.entities))
      .catch((e: unknown) => showAlert('error', errorText(e)));
    return () => {
      live = false;
    };
  }, [debounced]);
  return (
    <Stack>
      <Title order={1} size="h2">
        Medicamentos e produtos
      </Title>
      <TextInput label="Buscar por nome" value={q} onChange={(e) => setQ(e.currentTarget.value)} maw={420} />
      {!rows && <Loader aria-label="Carregando" />}
      {rows && (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Nome</Table.Th>
              <Table.Th>Tipo</Table.Th>
              <Table.Th>Coleção</Table.Th>
              <Table.Th>Situação</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={`${r.kind}:${r.id}`}>
                <Table.Td>
                  <Anchor component={Link} to={`/management/drugs/${r.collection}/${r.id}`}>
                    {r.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{r.kind === 'drug' ? 'Medicamento' : 'Produto'}</Table.Td>
                <Table.Td>{r.collection}</Table.Td>
                <Table.Td>
                  {r.disabled ? <Badge color="gray">Excluído</Badge> : <Badge color="green">Visível</Badge>}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

function DoseEditor({ dose, label, onChange }: { dose: Dose; label: string; onChange(d: Dose): void }) {
  const opt = <K extends keyof Dose>(key: K, value: string) => {
    const next = { ...dose };
    if (value) (next as Record<string, unknown>)[key] = value;
    else delete next[key];
    onChange(next);
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xs">
      <TextInput
        label={`${label}: título`}
        value={dose.title}
        onChange={(e) => onChange({ ...dose, title: e.currentTarget.value })}
      />
      <TextInput
        label={`${label}: dose`}
        description="Número ou intervalo: 0,5 ou 0,5 a 1"
        value={dose.dose}
        onChange={(e) => onChange({ ...dose, dose: e.currentTarget.value })}
      />
      <Select
        label={`${label}: unidade`}
        data={[...DOSE_MEASUREMENTS]}
        value={dose.measurement}
        allowDeselect={false}
        searchable
        onChange={(v) => v && onChange({ ...dose, measurement: v as Dose['measurement'] })}
      />
      <TextInput
        label={`${label}: via`}
        value={dose.route}
        onChange={(e) => onChange({ ...dose, route: e.currentTarget.value })}
      />
      <TextInput
        label={`${label}: frequência`}
        description="Número/intervalo ou Dose única, Se necessário…"
        value={dose.frequency}
        onChange={(e) => onChange({ ...dose, frequency: e.currentTarget.value })}
      />
      <Select
        label={`${label}: unidade da frequência`}
        data={[...FREQUENCY_UNITS]}
        value={dose.frequencyUnit ?? null}
        clearable
        onChange={(v) => opt('frequencyUnit', v ?? '')}
      />
      <Checkbox.Group
        label={`${label}: espécies`}
        value={dose.animals.map(String)}
        onChange={(v) => onChange({ ...dose, animals: v.map(Number).sort() as Dose['animals'] })}
      >
        <Group mt={4}>
          <Checkbox value="1" label="Cães" />
          <Checkbox value="2" label="Gatos" />
        </Group>
      </Checkbox.Group>
      <Textarea
        label={`${label}: observação`}
        autosize
        value={dose.description ?? ''}
        onChange={(e) => opt('description', e.currentTarget.value)}
      />
    </SimpleGrid>
  );
}

const ids = (v: string) =>
  v
    .split(/[,\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);

const DRUG_TABS = ['info', 'doses', 'attention', 'products', 'references', 'history'] as const;

function DrugEditor({
  collection,
  entity,
  reload,
}: {
  collection: string;
  entity: Extract<ManagementEntityResponse, { kind: 'drug' }>;
  reload(): Promise<void>;
}) {
  const session = useManagementSession();
  // The content-health page links straight to the tab that needs the fix (?aba=doses).
  const [params] = useSearchParams();
  const initialTab = DRUG_TABS.find((t) => t === params.get('aba')) ?? 'info';
  const [draft, setDraft] = useState<DrugFile>(entity.content);
  const [tab, setTab] = useState<string | null>(initialTab);
  const { busy, run } = useEditorAction(reload);
  const compare = useCallback(
    (p: VersionPick) => managementApi.compareDrug(collection, entity.id, p),
    [collection, entity.id],
  );
  useEffect(() => setDraft(entity.content), [entity]);
  const set = <K extends keyof DrugFile>(key: K, value: DrugFile[K]) => setDraft({ ...draft, [key]: value });
  const dirty = JSON.stringify(draft) !== JSON.stringify(entity.content);
  const problems = dirty ? problemsOf(drugFileSchema.safeParse(draft)) : [];

  const removeRef = (index: number) => {
    const info = removeReference(draft.references, draft.info as EditableSection[], index);
    const attention = removeReference(draft.references, draft.attention as EditableSection[], index);
    setDraft({
      ...draft,
      references: info.references,
      info: info.sections as DrugFile['info'],
      attention: attention.sections as DrugFile['attention'],
    });
  };
  const pending = entity.latestVersion !== entity.publishedVersion;

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {entity.content.name}
          </Title>
          <Group gap="xs">
            {entity.disabled ? <Badge color="gray">Excluído das listas</Badge> : <Badge color="green">Visível</Badge>}
            <Badge variant="light">Publicado v{entity.publishedVersion ?? '—'}</Badge>
            {pending && <Badge color="orange">Rascunho v{entity.latestVersion}</Badge>}
          </Group>
        </Stack>
        <Group>
          <Button
            disabled={!dirty || problems.length > 0}
            loading={busy === 'save'}
            onClick={() =>
              run('save', () => managementApi.saveDrug(collection, entity.id, draft), message('SAVE_DRUG_ERROR'))
            }
          >
            Salvar nova versão
          </Button>
          <Button
            color="green"
            disabled={dirty || (!pending && !entity.disabled)}
            loading={busy === 'approve'}
            onClick={() => run('approve', () => managementApi.approveDrug(collection, entity.id, true))}
          >
            Aprovar e publicar
          </Button>
          {session?.profile === 1 && (
            <Button
              color="red"
              variant="light"
              disabled={entity.disabled}
              loading={busy === 'exclude'}
              onClick={() => {
                if (!window.confirm(`Excluir ${entity.content.name} das listas e da busca?`)) return;
                void run('exclude', () =>
                  managementApi.exclude({
                    id: entity.id,
                    category: entity.content.category,
                    tempExclusion: true,
                    productExclusion: false,
                  }),
                );
              }}
            >
              Excluir
            </Button>
          )}
        </Group>
      </Group>
      <SaveProblem problems={problems} />
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List>
          <Tabs.Tab value="info">Informações</Tabs.Tab>
          <Tabs.Tab value="doses">Doses ({draft.doses.length})</Tabs.Tab>
          <Tabs.Tab value="attention">Atenção</Tabs.Tab>
          <Tabs.Tab value="products">Produtos</Tabs.Tab>
          <Tabs.Tab value="references">Referências</Tabs.Tab>
          <Tabs.Tab value="history">Histórico ({entity.versions.length})</Tabs.Tab>
          <Tabs.Tab value="compare">Comparar versões</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="info" pt="md">
          <Stack>
            <Paper withBorder p="md">
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                <TextInput label="Nome" value={draft.name} onChange={(e) => set('name', e.currentTarget.value)} />
                <TextInput
                  label="Descrição"
                  value={draft.description}
                  onChange={(e) => set('description', e.currentTarget.value)}
                />
                <SynonymsInput value={draft.synonyms ?? []} onChange={(v) => set('synonyms', v)} />
                <FlagsInput value={draft} onChange={(flags) => setDraft({ ...draft, ...flags })} />
              </SimpleGrid>
            </Paper>
            <SectionEditor
              mode="drug"
              sections={draft.info as EditableSection[]}
              references={draft.references}
              owner={entity.id}
              onChange={(s) => set('info', s as DrugFile['info'])}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="doses" pt="md">
          <Stack>
            {draft.doses.map((d, i) => {
              const label = `Dose ${i + 1}`;
              return (
                <Paper key={label} withBorder p="sm">
                  <Group justify="space-between" mb="xs">
                    <Text fw={600}>{label}</Text>
                    <Group gap={2}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Mover ${label} para cima`}
                        disabled={i === 0}
                        onClick={() => set('doses', move(draft.doses, i, i - 1))}
                      >
                        ↑
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Mover ${label} para baixo`}
                        disabled={i === draft.doses.length - 1}
                        onClick={() => set('doses', move(draft.doses, i, i + 1))}
                      >
                        ↓
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remover ${label}`}
                        disabled={draft.doses.length <= 2}
                        onClick={() =>
                          set(
                            'doses',
                            draft.doses.filter((_, j) => j !== i),
                          )
                        }
                      >
                        ×
                      </ActionIcon>
                    </Group>
                  </Group>
                  <DoseEditor
                    dose={d}
                    label={label}
                    onChange={(next) =>
                      set(
                        'doses',
                        draft.doses.map((x, j) => (j === i ? next : x)),
                      )
                    }
                  />
                </Paper>
              );
            })}
            <Group>
              <Button
                variant="light"
                size="xs"
                onClick={() =>
                  set('doses', [
                    ...draft.doses,
                    {
                      title: '',
                      dose: '',
                      measurement: 'mg/kg',
                      animals: [...draft.animals],
                      route: 'VO',
                      frequency: '12',
                      frequencyUnit: 'h',
                    },
                  ])
                }
              >
                Adicionar dose
              </Button>
            </Group>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="attention" pt="md">
          <SectionEditor
            mode="drug"
            sections={draft.attention as EditableSection[]}
            references={draft.references}
            owner={entity.id}
            onChange={(s) => set('attention', s as DrugFile['attention'])}
          />
        </Tabs.Panel>
        <Tabs.Panel value="products" pt="md">
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            {(
              [
                ['veterinary_products', 'Produtos veterinários'],
                ['human_products', 'Produtos humanos'],
                ['vaccines_suplements_serums', 'Vacinas, suplementos e soros'],
              ] as const
            ).map(([key, label]) => (
              <Textarea
                key={key}
                label={`${label} (ids, um por linha)`}
                autosize
                minRows={3}
                value={draft[key].join('\n')}
                onChange={(e) => set(key, ids(e.currentTarget.value))}
              />
            ))}
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="references" pt="md">
          <ReferencesEditor references={draft.references} onChange={(r) => set('references', r)} onRemove={removeRef} />
        </Tabs.Panel>
        <VersionPanels
          versions={entity.versions}
          publishedVersion={entity.publishedVersion}
          latestVersion={entity.latestVersion}
          busy={busy}
          tab={tab}
          setTab={setTab}
          onRestore={(v) => run(`restore-${v}`, () => managementApi.restoreDrug(collection, entity.id, v))}
          load={compare}
          linesOf={drugLines}
        />
      </Tabs>
    </Stack>
  );
}

export function DrugPage() {
  const { collection = '', id = '' } = useParams();
  const session = useManagementSession();
  const [entity, setEntity] = useState<ManagementEntityResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setEntity(await managementApi.entity(collection, id));
    } catch (e) {
      setError(errorText(e, message('ERROR_GET_DRUG')));
    }
  }, [collection, id]);
  useEffect(() => {
    void load();
  }, [load]);
  if (error) return <Alert color="red">{error}</Alert>;
  if (!entity) return <Loader aria-label="Carregando" />;
  if (entity.kind === 'drug') return <DrugEditor collection={collection} entity={entity} reload={load} />;
  const content = entity.content as { name?: string; brand?: string; category?: number };
  return (
    <Stack>
      <Title order={1} size="h2">
        {content.name ?? id}
      </Title>
      <Text>Marca: {content.brand ?? '—'}</Text>
      <Group>
        {entity.disabled ? <Badge color="gray">Excluído das listas</Badge> : <Badge color="green">Visível</Badge>}
        {session?.profile === 1 && !entity.disabled && (
          <Button
            color="red"
            variant="light"
            onClick={async () => {
              if (!window.confirm(`Excluir ${content.name ?? id} das listas e da busca?`)) return;
              try {
                const answer = await managementApi.exclude({
                  id,
                  category: content.category ?? 0,
                  tempExclusion: true,
                  productExclusion: true,
                });
                showAlert('success', answer.message);
                await load();
              } catch (e) {
                showAlert('error', errorText(e));
              }
            }}
          >
            Excluir produto
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        A edição de produtos pela gestão fica para depois: os produtos vêm dos arquivos de conteúdo revisados.
      </Text>
    </Stack>
  );
}
