import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Pagination,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { anyMessage as message } from '@vetor/domain/management/management.messages';
import type { ManagementEditorRow } from '@vetor/domain/management/management-ops.schemas';
import { foldText } from '@vetor/domain/platform/fold-text';
import { type FormEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { showAlert } from '../../../lib/alerts';
import { ApiError } from '../../../lib/api';
import { managementApi } from '../api/management-api';
import {
  EDITORS_PAGE_SIZE,
  type EditorStatusFilter,
  filterEditors,
  formatDate,
  type NewEditorForm,
  newEditorProblems,
  PROFILE_LABELS,
  pageOf,
} from '../management-ops';
import { useManagementSession } from '../management-session';
import { AdminOnly } from './admin-only';

// The team of the management area (administrators only): list, create, change name, profile or
// password, disable and enable. Nobody is deleted: the audit log keeps naming them. An administrator
// cannot disable themselves or drop their own profile (the server refuses it too).

const errorText = (e: unknown) => (e instanceof ApiError ? e.message : message('ERROR'));
const PROFILE_OPTIONS = [
  { value: '1', label: PROFILE_LABELS[1] },
  { value: '2', label: PROFILE_LABELS[2] },
];
const EMPTY: NewEditorForm = { user: '', name: '', password: '', profile: 2 };

function NewEditor({ onCreated }: { onCreated(e: ManagementEditorRow): void }) {
  const [form, setForm] = useState<NewEditorForm>(EMPTY);
  const [shown, setShown] = useState<Partial<Record<keyof NewEditorForm, string>>>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof NewEditorForm>(key: K, value: NewEditorForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setShown((s) => ({ ...s, [key]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = newEditorProblems(form);
    setShown(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      const created = await managementApi.createEditor({ ...form, user: form.user.trim(), name: form.name.trim() });
      showAlert('success', `Acesso criado para ${created.name} (${created.user}).`);
      setForm(EMPTY);
      onCreated(created);
    } catch (e) {
      const field = e instanceof ApiError ? (e.field as keyof NewEditorForm | undefined) : undefined;
      if (field && field in EMPTY) setShown({ [field]: errorText(e) });
      else showAlert('error', errorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate aria-labelledby="new-editor">
      <Stack>
        <Title order={2} size="h4" id="new-editor">
          Novo acesso à gestão
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <TextInput
            label="Usuário"
            description="Para entrar: letras, números, . _ -"
            value={form.user}
            onChange={(e) => set('user', e.currentTarget.value)}
            error={shown.user}
            autoComplete="off"
            spellCheck={false}
            required
          />
          <TextInput
            label="Nome"
            description="Como aparece no registro de ações"
            value={form.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            error={shown.name}
            required
          />
          <TextInput
            type="password"
            label="Senha inicial"
            description="10+ caracteres, letras e números"
            value={form.password}
            onChange={(e) => set('password', e.currentTarget.value)}
            error={shown.password}
            autoComplete="new-password"
            required
          />
          <Select
            label="Perfil"
            description="O que a pessoa pode fazer (abaixo)"
            data={PROFILE_OPTIONS}
            value={String(form.profile)}
            onChange={(v) => set('profile', v === '1' ? 1 : 2)}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Group justify="space-between" align="flex-end">
          <Text size="xs" c="dimmed" maw={560}>
            Perfil 1 (administrador): todo o conteúdo, inclusive doenças e algoritmos, além de clientes e da equipe.
            Perfil 2 (editor): o conteúdo, sem doenças e algoritmos.
          </Text>
          <Button type="submit" loading={busy}>
            Criar acesso
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function EditEditor({
  editor,
  self,
  onClose,
  onSaved,
}: {
  editor: ManagementEditorRow;
  self: boolean;
  onClose(): void;
  onSaved(e: ManagementEditorRow): void;
}) {
  const [name, setName] = useState(editor.name);
  const [profile, setProfile] = useState<1 | 2>(editor.profile);
  const [active, setActive] = useState(editor.active);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const body = {
    ...(name.trim() !== editor.name ? { name: name.trim() } : {}),
    ...(profile !== editor.profile ? { profile } : {}),
    ...(active !== editor.active ? { active } : {}),
    ...(password ? { password } : {}),
  };
  const dirty = Object.keys(body).length > 0;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!dirty) return onClose();
    setBusy(true);
    setError(null);
    try {
      onSaved(await managementApi.updateEditor(editor.id, body));
      showAlert('success', message('SUCCESS'));
      onClose();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title={`Editar acesso de ${editor.user}`} centered size="lg">
      <Stack component="form" onSubmit={save}>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput label="Nome" value={name} onChange={(e) => setName(e.currentTarget.value)} data-autofocus />
        <Select
          label="Perfil"
          data={PROFILE_OPTIONS}
          value={String(profile)}
          onChange={(v) => setProfile(v === '1' ? 1 : 2)}
          allowDeselect={false}
          disabled={self}
          description={self ? 'Você não pode mudar o próprio perfil.' : undefined}
        />
        <TextInput
          type="password"
          label="Nova senha"
          description="Deixe em branco para manter a atual"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          autoComplete="new-password"
        />
        <Switch
          label="Acesso ativo"
          description={
            self
              ? 'Você não pode desativar o próprio acesso.'
              : 'Desativado, a pessoa sai na hora e não entra mais; o histórico continua com o nome dela.'
          }
          checked={active}
          onChange={(e) => setActive(e.currentTarget.checked)}
          disabled={self}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={busy} disabled={!dirty}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function EditorsPage() {
  const session = useManagementSession();
  const [editors, setEditors] = useState<ManagementEditorRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [status, setStatus] = useState<EditorStatusFilter>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ManagementEditorRow | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(() => {
    setError(null);
    managementApi
      .editors()
      .then((r) => setEditors(r.editors))
      .catch((e: unknown) => setError(errorText(e)));
  }, []);
  useEffect(load, [load]);

  const filtered = useMemo(() => filterEditors(editors ?? [], text, status, foldText), [editors, text, status]);
  const shown = pageOf(filtered, page, EDITORS_PAGE_SIZE);
  const replace = (row: ManagementEditorRow) =>
    setEditors((list) => (list ?? []).map((e) => (e.id === row.id ? row : e)));

  async function setActive(row: ManagementEditorRow, active: boolean) {
    setBusy(row.id);
    try {
      replace(await managementApi.updateEditor(row.id, { active }));
      showAlert('success', active ? `Acesso de ${row.user} reativado.` : `Acesso de ${row.user} desativado.`);
    } catch (e) {
      showAlert('error', errorText(e));
    } finally {
      setBusy(null);
    }
  }

  return (
    <AdminOnly title="Equipe da gestão">
      <Stack>
        <Title order={1} size="h2">
          Equipe da gestão
        </Title>
        <NewEditor onCreated={(e) => setEditors((list) => [...(list ?? []), e])} />
        <Group align="flex-end">
          <TextInput
            label="Filtrar por nome ou usuário"
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', sm: 320 }}
          />
          <SegmentedControl
            aria-label="Situação"
            value={status}
            onChange={(v) => {
              setStatus(v as EditorStatusFilter);
              setPage(1);
            }}
            data={[
              { value: 'all', label: 'Todos' },
              { value: 'active', label: 'Ativos' },
              { value: 'inactive', label: 'Desativados' },
            ]}
          />
        </Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {!editors && !error && <Loader aria-label="Carregando equipe" />}
        {editors && (
          <>
            <Text size="sm" c="dimmed" role="status">
              {filtered.length === 1 ? '1 pessoa' : `${filtered.length} pessoas`}
            </Text>
            <Table.ScrollContainer minWidth={460}>
              <Table striped highlightOnHover aria-label="Equipe da gestão">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Pessoa</Table.Th>
                    <Table.Th>Perfil e situação</Table.Th>
                    <Table.Th visibleFrom="md">Desde</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Ações</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.rows.map((e) => {
                    const self = e.id === session?.editor.id;
                    return (
                      <Table.Tr key={e.id} data-testid={`editor-${e.user}`}>
                        <Table.Td>
                          <Text size="sm" fw={500}>
                            {e.name}
                            {self && (
                              <Text span c="dimmed" size="sm" fw={400}>
                                {' '}
                                (você)
                              </Text>
                            )}
                          </Text>
                          <Text size="xs" c="dimmed" ff="monospace">
                            {e.user}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Group gap="xs">
                            <Text size="sm">{e.profile === 1 ? 'Administrador' : 'Editor'}</Text>
                            {/* A badge's label may shrink to an ellipsis in a narrow table: this one keeps its word. */}
                            <Badge color={e.active ? 'green' : 'gray'} styles={{ label: { overflow: 'visible' } }}>
                              {e.active ? 'Ativo' : 'Desativado'}
                            </Badge>
                          </Group>
                        </Table.Td>
                        <Table.Td visibleFrom="md">{formatDate(e.createdAt)}</Table.Td>
                        <Table.Td>
                          <Group gap="xs" justify="flex-end" wrap="nowrap">
                            <Button
                              size="xs"
                              variant="light"
                              onClick={() => setEditing(e)}
                              aria-label={`Editar ${e.user}`}
                            >
                              Editar
                            </Button>
                            {!self && (
                              <Button
                                size="xs"
                                variant="subtle"
                                color={e.active ? 'red' : 'green'}
                                loading={busy === e.id}
                                onClick={() => setActive(e, !e.active)}
                                aria-label={`${e.active ? 'Desativar' : 'Reativar'} ${e.user}`}
                              >
                                {e.active ? 'Desativar' : 'Reativar'}
                              </Button>
                            )}
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {shown.pages > 1 && (
              <Pagination
                total={shown.pages}
                value={shown.page}
                onChange={setPage}
                getItemProps={(p) => ({ 'aria-label': `Página ${p}` })}
                getControlProps={(control) => ({
                  'aria-label':
                    control === 'next'
                      ? 'Próxima página'
                      : control === 'previous'
                        ? 'Página anterior'
                        : control === 'first'
                          ? 'Primeira página'
                          : 'Última página',
                })}
              />
            )}
          </>
        )}
        {editing && (
          <EditEditor
            editor={editing}
            self={editing.id === session?.editor.id}
            onClose={() => setEditing(null)}
            onSaved={replace}
          />
        )}
      </Stack>
    </AdminOnly>
  );
}
