import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { showAlert } from '../../../lib/alerts';
import { ApiError } from '../../../lib/api';
import { managementApi, type SubtopicDetail, type TopicRow } from '../api/management-api';
import { useManagementSession } from '../management-session';
import { StatusBadges } from './item-list';

// Topics and subtopics (docs/product/calculators-patients-prescriptions-management.md §2 Management area): create and rename them, open a subtopic to add
// items and approve (publish) or disable all of its items at once.

const CATEGORY_LABELS: Record<number, string> = { 11: 'Doenças', 12: 'Tratamento', 13: 'Patologia clínica' };
const errorText = (e: unknown) => (e instanceof ApiError ? e.message : 'Ocorreu um erro. Por favor, tente novamente.');

function RenameInline({ value, label, onSave }: { value: string; label: string; onSave(name: string): Promise<void> }) {
  const [name, setName] = useState(value);
  const [busy, setBusy] = useState(false);
  return (
    <Group gap="xs" wrap="nowrap">
      <TextInput size="xs" aria-label={label} value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <Button
        size="xs"
        variant="light"
        disabled={!name.trim() || name === value}
        loading={busy}
        onClick={async () => {
          setBusy(true);
          await onSave(name.trim()).finally(() => setBusy(false));
        }}
      >
        Renomear
      </Button>
    </Group>
  );
}

export function TopicsPage() {
  const session = useManagementSession();
  const [topics, setTopics] = useState<TopicRow[] | null>(null);
  const [form, setForm] = useState({ name: '', description: '', category: '12' });
  const [subName, setSubName] = useState<Record<string, string>>({});

  const load = useCallback(async () => {
    try {
      setTopics((await managementApi.topics()).topics);
    } catch (e) {
      showAlert('error', errorText(e));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  async function act(action: () => Promise<{ message: string }>) {
    try {
      showAlert('success', (await action()).message);
      await load();
    } catch (e) {
      showAlert('error', errorText(e));
    }
  }

  const categories = session?.profile === 1 ? [11, 12, 13] : [12, 13];
  return (
    <Stack>
      <Title order={1} size="h2">
        Tópicos e subtópicos
      </Title>
      <Paper
        withBorder
        p="md"
        component="form"
        aria-label="Novo tópico"
        onSubmit={(e) => {
          e.preventDefault();
          void act(() =>
            managementApi.saveTopic({
              name: form.name,
              description: form.description,
              category: Number(form.category),
            }),
          ).then(() => setForm({ ...form, name: '', description: '' }));
        }}
      >
        <Title order={2} size="h4" mb="xs">
          Novo tópico
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <TextInput
            label="Nome do tópico"
            required
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
          />
          <TextInput
            label="Descrição do tópico"
            required
            value={form.description}
            onChange={(e) => setForm({ ...form, description: e.currentTarget.value })}
          />
          <Select
            label="Categoria"
            data={categories.map((c) => ({ value: String(c), label: CATEGORY_LABELS[c]! }))}
            value={form.category}
            allowDeselect={false}
            onChange={(v) => setForm({ ...form, category: v ?? '12' })}
          />
        </SimpleGrid>
        <Group mt="sm">
          <Button type="submit" disabled={!form.name.trim() || !form.description.trim()}>
            Criar tópico
          </Button>
        </Group>
      </Paper>
      {!topics && <Loader aria-label="Carregando" />}
      {topics?.map((t) => (
        <Paper key={t.id} withBorder p="md">
          <Group justify="space-between" align="flex-start">
            <Stack gap={2}>
              <Group gap="xs">
                <Title order={2} size="h4">
                  {t.name}
                </Title>
                <Badge variant="light">{CATEGORY_LABELS[t.category] ?? t.category}</Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {t.description}
              </Text>
            </Stack>
            <RenameInline
              value={t.name}
              label={`Novo nome do tópico ${t.name}`}
              onSave={(name) =>
                act(() => managementApi.saveTopic({ id: t.id, name, description: t.description, category: t.category }))
              }
            />
          </Group>
          <Table mt="sm">
            <Table.Tbody>
              {t.subtopics.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/management/topics/${t.id}/subtopics/${s.id}`}>
                      {s.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{s.items} item(ns)</Table.Td>
                  <Table.Td>
                    <RenameInline
                      value={s.name}
                      label={`Novo nome do subtópico ${s.name}`}
                      onSave={(name) => act(() => managementApi.saveSubtopic({ topicId: t.id, id: s.id, name }))}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group mt="xs" gap="xs">
            <TextInput
              size="xs"
              aria-label={`Nome do novo subtópico em ${t.name}`}
              placeholder="Novo subtópico"
              value={subName[t.id] ?? ''}
              onChange={(e) => setSubName({ ...subName, [t.id]: e.currentTarget.value })}
            />
            <Button
              size="xs"
              variant="light"
              disabled={!subName[t.id]?.trim()}
              onClick={() =>
                act(() => managementApi.saveSubtopic({ topicId: t.id, name: subName[t.id]!.trim() })).then(() =>
                  setSubName({ ...subName, [t.id]: '' }),
                )
              }
            >
              Criar subtópico
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

export function SubtopicPage() {
  const { topicId = '', id = '' } = useParams();
  const navigate = useNavigate();
  const [sub, setSub] = useState<SubtopicDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setSub(await managementApi.subtopic(id, topicId));
    } catch (e) {
      setError(errorText(e));
    }
  }, [id, topicId]);
  useEffect(() => {
    void load();
  }, [load]);

  async function run(key: string, action: () => Promise<{ message: string }>) {
    setBusy(key);
    try {
      showAlert('success', (await action()).message);
      await load();
    } catch (e) {
      showAlert('error', errorText(e));
    } finally {
      setBusy(null);
    }
  }

  if (error) return <Alert color="red">{error}</Alert>;
  if (!sub) return <Loader aria-label="Carregando" />;
  const pending = sub.items.filter((i) => !i.available || i.latestVersion !== i.publishedVersion).length;
  return (
    <Stack>
      <Anchor component={Link} to="/management/topics" size="sm">
        ← Tópicos e subtópicos
      </Anchor>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {sub.name}
        </Title>
        <Group>
          <Button
            color="green"
            loading={busy === 'approve'}
            disabled={pending === 0}
            onClick={() => run('approve', () => managementApi.approveSubtopic(id, topicId, true))}
          >
            Aprovar e publicar o subtópico ({pending} pendente(s))
          </Button>
          <Button
            color="red"
            variant="light"
            loading={busy === 'disable'}
            disabled={!sub.items.some((i) => i.available)}
            onClick={() => run('disable', () => managementApi.approveSubtopic(id, topicId, false))}
          >
            Desativar o subtópico
          </Button>
        </Group>
      </Group>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th>Situação</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sub.items.map((i) => (
            <Table.Tr key={i.id}>
              <Table.Td>
                <Anchor component={Link} to={`/management/items/${i.id}`}>
                  {i.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Group gap="xs">
                  <StatusBadges
                    available={i.available}
                    publishedVersion={i.publishedVersion}
                    latestVersion={i.latestVersion}
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {sub.items.length === 0 && <Text c="dimmed">Nenhum item neste subtópico ainda.</Text>}
      <Paper
        withBorder
        p="md"
        component="form"
        aria-label="Novo item"
        onSubmit={(e) => {
          e.preventDefault();
          setBusy('create');
          managementApi
            .createItem(id, topicId, name.trim())
            .then((made) => navigate(`/management/items/${made.id}`))
            .catch((err: unknown) => showAlert('error', errorText(err)))
            .finally(() => setBusy(null));
        }}
      >
        <Group align="flex-end">
          <TextInput label="Nome do novo item" value={name} onChange={(e) => setName(e.currentTarget.value)} />
          <Button type="submit" disabled={!name.trim()} loading={busy === 'create'}>
            Criar item (rascunho)
          </Button>
        </Group>
        <Text size="xs" c="dimmed" mt={4}>
          O item nasce como rascunho, invisível no app até ser aprovado.
        </Text>
      </Paper>
    </Stack>
  );
}
