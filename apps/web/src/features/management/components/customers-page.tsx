import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { UFS } from '@vetor/domain/accounts/states';
import { anyMessage as message } from '@vetor/domain/management/management.messages';
import type { ManagementCustomer } from '@vetor/domain/management/management-ops.schemas';
import type { FeatureToggle } from '@vetor/domain/platform/enums';
import { type FormEvent, type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { showAlert } from '../../../lib/alerts';
import { ApiError } from '../../../lib/api';
import { maskPhone } from '../../../lib/masks';
import { type CustomerSummary, managementApi } from '../api/management-api';
import {
  type CustomerForm,
  choiceOf,
  customerChanges,
  customerFormOf,
  customerQueryProblem,
  entitlementLabel,
  formatDate,
  formatDateTime,
  formatPhone,
  overrideOf,
  storeLabel,
  subscriptionStatusLabel,
  TOGGLE_LABELS,
  type ToggleChoice,
} from '../management-ops';
import { AdminOnly } from './admin-only';

// Customers (docs/product/calculators-patients-prescriptions-management.md §7 GET /management/customers?uid=, GET and POST /management/customers/{uid}):
// an administrator looks an account up by uid or e-mail, sees its data, subscription and toggles,
// changes settings and toggles, and blocks or unblocks it. Entitlements and purchases are
// read-only: only verified payments change them.

const NOT_FOUND = 'Cliente não encontrado. Confira o uid ou o e-mail.';

function errorText(e: unknown): string {
  if (e instanceof ApiError) return e.code === 'USER_NOT_FOUND' ? NOT_FOUND : e.message;
  return message('ERROR');
}

export function CustomersPage() {
  const [params, setParams] = useSearchParams();
  const searched = params.get('q') ?? '';
  const [query, setQuery] = useState(searched);
  const [problem, setProblem] = useState<string | null>(null);
  const [results, setResults] = useState<CustomerSummary[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The search lives in the address, so going back from a customer shows the same result.
  useEffect(() => {
    if (!searched || customerQueryProblem(searched)) return;
    let live = true;
    setLoading(true);
    setError(null);
    managementApi
      .customers(searched)
      .then((r) => live && setResults(r.customers))
      .catch((e: unknown) => live && setError(errorText(e)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [searched]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const p = customerQueryProblem(query);
    setProblem(p);
    if (p) return;
    setResults(null);
    setParams({ q: query.trim() });
  }

  return (
    <AdminOnly title="Clientes">
      <Stack>
        <Title order={1} size="h2">
          Clientes
        </Title>
        <Paper withBorder p="md" component="form" onSubmit={submit} role="search" aria-label="Buscar cliente">
          <Group align="flex-start">
            <TextInput
              label="uid ou e-mail do cliente"
              description="A busca é exata: o uid completo ou o e-mail completo da conta."
              placeholder="nome@clinica.com.br"
              value={query}
              onChange={(e) => setQuery(e.currentTarget.value)}
              error={problem}
              w={{ base: '100%', sm: 420 }}
              autoComplete="off"
              spellCheck={false}
            />
            <Button type="submit" mt={{ base: 0, sm: 44 }} loading={loading}>
              Buscar
            </Button>
          </Group>
        </Paper>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {loading && <Loader aria-label="Buscando cliente" />}
        {!loading && results && results.length === 0 && (
          <Text c="dimmed" role="status">
            Nenhum cliente com este uid ou e-mail.
          </Text>
        )}
        {!loading && results && results.length > 0 && (
          <Table striped highlightOnHover aria-label="Clientes encontrados">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nome</Table.Th>
                <Table.Th>E-mail</Table.Th>
                <Table.Th visibleFrom="md">Conta criada em</Table.Th>
                <Table.Th>Situação</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {results.map((c) => (
                <Table.Tr key={c.uid}>
                  <Table.Td>
                    <Anchor component={Link} to={`/management/customers/${c.uid}`}>
                      {c.displayName || 'Sem nome'}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{c.email ?? '—'}</Table.Td>
                  <Table.Td visibleFrom="md">{formatDate(c.createdAt)}</Table.Td>
                  <Table.Td>
                    {c.blocked ? <Badge color="red">Bloqueado</Badge> : <Badge color="green">Ativo</Badge>}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </AdminOnly>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

function SettingsForm({ customer, onSaved }: { customer: ManagementCustomer; onSaved(c: ManagementCustomer): void }) {
  const [form, setForm] = useState<CustomerForm>(() => customerFormOf(customer));
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<{ field?: string; text: string } | null>(null);
  // Reset only when the saved data change: a block or a toggle answered meanwhile must not wipe
  // what is being typed here.
  const saved = JSON.stringify(customerFormOf(customer));
  useEffect(() => setForm(JSON.parse(saved) as CustomerForm), [saved]);
  const changes = customerChanges(customer, form);
  const dirty = Object.keys(changes).length > 0;
  const set = (key: keyof CustomerForm, value: string | null) => setForm((f) => ({ ...f, [key]: value }));
  const errorOf = (field: string) => (fieldError?.field === field ? fieldError.text : null);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!dirty) return;
    setBusy(true);
    setFieldError(null);
    try {
      onSaved(await managementApi.updateCustomer(customer.uid, changes));
      showAlert('success', message('SUCCESS'));
    } catch (e) {
      const text = errorText(e);
      if (e instanceof ApiError && e.field) setFieldError({ field: e.field, text });
      else showAlert('error', text);
    } finally {
      setBusy(false);
    }
  }

  const disabled = customer.anonymised;
  return (
    <Paper withBorder p="md" component="form" onSubmit={save} aria-labelledby="customer-settings">
      <Stack>
        <Title order={2} size="h4" id="customer-settings">
          Dados da conta
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Nome"
            value={form.displayName}
            onChange={(e) => set('displayName', e.currentTarget.value)}
            error={errorOf('displayName')}
            disabled={disabled}
          />
          <TextInput
            label="Tratamento"
            placeholder="Dra., Dr., M.V."
            value={form.displayNamePrefix}
            onChange={(e) => set('displayNamePrefix', e.currentTarget.value)}
            error={errorOf('displayNamePrefix')}
            disabled={disabled}
          />
          <TextInput
            label="Telefone"
            placeholder="(11) 98765-4321"
            inputMode="tel"
            value={form.phone}
            onChange={(e) => set('phone', maskPhone(e.currentTarget.value))}
            error={errorOf('phone')}
            disabled={disabled}
          />
          <Group grow align="flex-start">
            <TextInput
              label="CRMV"
              inputMode="numeric"
              value={form.crmvNumber}
              onChange={(e) => set('crmvNumber', e.currentTarget.value.replace(/\D/g, '').slice(0, 8))}
              error={errorOf('crmvNumber')}
              disabled={disabled}
            />
            <Select
              label="UF do CRMV"
              data={[...UFS]}
              value={form.crmvState}
              onChange={(v) => set('crmvState', v)}
              clearable
              searchable
              error={errorOf('crmvState')}
              disabled={disabled}
            />
          </Group>
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" disabled={!dirty || busy} onClick={() => setForm(customerFormOf(customer))}>
            Desfazer
          </Button>
          <Button type="submit" disabled={!dirty || disabled} loading={busy}>
            Salvar dados
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function TogglesForm({ customer, onSaved }: { customer: ManagementCustomer; onSaved(c: ManagementCustomer): void }) {
  const [busy, setBusy] = useState<FeatureToggle | null>(null);
  async function change(name: FeatureToggle, choice: ToggleChoice) {
    setBusy(name);
    try {
      onSaved(await managementApi.updateCustomer(customer.uid, { toggles: { [name]: overrideOf(choice) } }));
      showAlert('success', message('SUCCESS'));
    } catch (e) {
      showAlert('error', errorText(e));
    } finally {
      setBusy(null);
    }
  }
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Recursos da conta
        </Title>
        <Text size="sm" c="dimmed">
          “Padrão” segue o valor geral do app; “Ligado” e “Desligado” valem só para esta conta.
        </Text>
        {customer.toggles.map((t) => (
          <Group key={t.name} justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Text fw={500} id={`toggle-${t.name}`}>
                {TOGGLE_LABELS[t.name]}
              </Text>
              <Text size="xs" c="dimmed">
                Agora: {t.effective ? 'ligado' : 'desligado'}
              </Text>
            </div>
            <Group gap="xs">
              {busy === t.name && <Loader size="xs" aria-label="Salvando" />}
              <SegmentedControl
                aria-labelledby={`toggle-${t.name}`}
                value={choiceOf(t.override)}
                onChange={(v) => change(t.name, v as ToggleChoice)}
                disabled={busy !== null || customer.anonymised}
                data={[
                  { value: 'default', label: 'Padrão' },
                  { value: 'on', label: 'Ligado' },
                  { value: 'off', label: 'Desligado' },
                ]}
              />
            </Group>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

function Subscription({ customer }: { customer: ManagementCustomer }) {
  const { purchases } = customer;
  return (
    <Paper withBorder p="md" aria-labelledby="customer-subscription">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="customer-subscription">
            Assinatura
          </Title>
          {purchases.premium ? <Badge color="teal">PRO</Badge> : <Badge color="gray">Gratuito</Badge>}
        </Group>
        <Text size="sm" c="dimmed">
          Somente leitura: a assinatura muda apenas por pagamentos confirmados pela loja ou pelo cartão.
        </Text>
        <Group gap="xs">
          <Text size="sm">Direitos:</Text>
          {customer.entitlements.length === 0 && <Text size="sm">nenhum</Text>}
          {customer.entitlements.map((e) => (
            <Badge key={e} variant="light">
              {entitlementLabel(e)}
            </Badge>
          ))}
        </Group>
        {purchases.sharedBy && (
          <Text size="sm">PRO compartilhado por {purchases.sharedBy.email ?? purchases.sharedBy.ownerUid}.</Text>
        )}
        {purchases.subscriptions.length === 0 ? (
          <Text size="sm">Nenhuma compra registrada.</Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table striped aria-label="Compras">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Plano</Table.Th>
                  <Table.Th>Onde</Table.Th>
                  <Table.Th>Situação</Table.Th>
                  <Table.Th>Vale até</Table.Th>
                  <Table.Th>Renova</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {purchases.subscriptions.map((s) => (
                  <Table.Tr key={`${s.entitlement}:${s.store}:${s.currentPeriodEnd}`}>
                    <Table.Td>{entitlementLabel(s.entitlement)}</Table.Td>
                    <Table.Td>{storeLabel(s.store)}</Table.Td>
                    <Table.Td>{subscriptionStatusLabel(s.status)}</Table.Td>
                    <Table.Td>{formatDate(s.currentPeriodEnd)}</Table.Td>
                    <Table.Td>{s.cancelAtPeriodEnd ? 'Cancela no fim' : s.renews ? 'Sim' : 'Não'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}

function BlockButton({ customer, onSaved }: { customer: ManagementCustomer; onSaved(c: ManagementCustomer): void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const blocking = !customer.blocked;
  async function confirm() {
    setBusy(true);
    try {
      onSaved(await managementApi.updateCustomer(customer.uid, { blocked: blocking }));
      showAlert('success', blocking ? 'Conta bloqueada.' : 'Conta desbloqueada.');
      setOpen(false);
    } catch (e) {
      showAlert('error', errorText(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <Button
        color={blocking ? 'red' : 'green'}
        variant={blocking ? 'light' : 'filled'}
        onClick={() => setOpen(true)}
        disabled={customer.anonymised}
      >
        {blocking ? 'Bloquear conta' : 'Desbloquear conta'}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={blocking ? 'Bloquear esta conta?' : 'Desbloquear esta conta?'}
        centered
      >
        <Stack>
          <Text size="sm">
            {blocking
              ? 'A pessoa sai do app na hora, em todos os aparelhos, e não consegue entrar até ser desbloqueada. A ação fica no registro de ações.'
              : 'A pessoa volta a entrar no app normalmente. A ação fica no registro de ações.'}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              Cancelar
            </Button>
            <Button color={blocking ? 'red' : 'green'} loading={busy} onClick={confirm} data-autofocus>
              {blocking ? 'Bloquear' : 'Desbloquear'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

export function CustomerPage() {
  const { uid = '' } = useParams();
  const navigate = useNavigate();
  const [customer, setCustomer] = useState<ManagementCustomer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    setError(null);
    managementApi
      .customer(uid)
      .then(setCustomer)
      .catch((e: unknown) => setError(errorText(e)));
  }, [uid]);
  useEffect(load, [load]);

  return (
    <AdminOnly title="Clientes">
      <Stack>
        <Anchor component="button" type="button" onClick={() => navigate(-1)} w="fit-content" size="sm">
          ← Voltar à busca
        </Anchor>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {!customer && !error && <Loader aria-label="Carregando cliente" />}
        {customer && (
          <>
            <Group justify="space-between" align="flex-start">
              <div>
                <Title order={1} size="h2">
                  {customer.displayName || 'Cliente sem nome'}
                </Title>
                <Text c="dimmed">{customer.email ?? 'sem e-mail'}</Text>
              </div>
              <Group>
                {customer.anonymised && <Badge color="gray">Conta excluída (anonimizada)</Badge>}
                {customer.blocked ? <Badge color="red">Bloqueado</Badge> : <Badge color="green">Ativo</Badge>}
                <BlockButton customer={customer} onSaved={setCustomer} />
              </Group>
            </Group>
            {customer.deletionRequestedAt && !customer.anonymised && (
              <Alert color="orange">
                Exclusão da conta pedida em {formatDateTime(customer.deletionRequestedAt)}: os dados serão apagados no
                prazo da LGPD.
              </Alert>
            )}
            <Paper withBorder p="md">
              <SimpleGrid cols={{ base: 2, md: 4 }} component="dl" m={0}>
                <Field label="uid">
                  <Text span ff="monospace" size="xs">
                    {customer.uid}
                  </Text>
                </Field>
                <Field label="Conta criada em">{formatDateTime(customer.createdAt)}</Field>
                <Field label="Último acesso">{formatDateTime(customer.lastSignInAt)}</Field>
                <Field label="Última atividade">{formatDateTime(customer.lastActivityAt)}</Field>
                <Field label="Telefone">{formatPhone(customer.phone)}</Field>
                <Field label="CRMV">
                  {customer.crmvNumber ? `${customer.crmvNumber}-${customer.crmvState ?? ''}` : '—'}
                </Field>
                <Field label="Bloqueado em">{formatDateTime(customer.blockedAt)}</Field>
              </SimpleGrid>
            </Paper>
            <SimpleGrid cols={{ base: 1, lg: 2 }} style={{ alignItems: 'start' }}>
              <Stack>
                <SettingsForm customer={customer} onSaved={setCustomer} />
                <TogglesForm customer={customer} onSaved={setCustomer} />
              </Stack>
              <Subscription customer={customer} />
            </SimpleGrid>
          </>
        )}
      </Stack>
    </AdminOnly>
  );
}
