import { Alert, Badge, Button, Card, Container, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { emailSchema } from '@vetor/domain/accounts/accounts.schemas';
import { message } from '@vetor/domain/messages';
import { isDuoOwner } from '@vetor/domain/subscriptions/entitlements';
import { formatBrl, type SubscriptionsResponse } from '@vetor/domain/subscriptions/subscriptions.schemas';
import { useEffect, useState } from 'react';
import { showAlert } from '../../../lib/alerts';
import { ApiError, alertError } from '../../../lib/api';
import { confirm, withLoading } from '../../../lib/dialogs';
import { openPaywall } from '../../../lib/paywall';
import { useSessionUser } from '../../../lib/session';
import { duo } from '../api/duo';
import { createPortal } from '../api/portal';
import { useMySubscriptions } from '../api/subscriptions';
import { refreshEntitlements } from '../components/purchase-layer';

type Summary = SubscriptionsResponse['subscriptions'][number];

const PLAN_NAMES: Record<string, string> = {
  va_pro: 'Vetor PRO',
  va_pro_duo: 'Vetor PRO Duo',
  va_pro_duo_shared: 'Vetor PRO Duo (compartilhado)',
};
const STORE_NAMES: Record<string, string> = { ios: 'App Store', android: 'Google Play' };

const date = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' }) : '';

/** "R$ 49,90 por mês": the plan's price as sold (a coupon's first-month discount shows on the receipt). */
function priceText(s: Summary): string | null {
  if (s.amountCents === null) return null;
  const every = s.interval === 'year' ? (s.renews ? 'por ano' : 'por 1 ano') : 'por mês';
  return `${formatBrl(s.amountCents)} ${every}`;
}

function statusText(s: Summary): string {
  if (s.status === 'canceled' || s.status === 'expired') return 'Encerrada';
  if (!s.renews) return `Pagamento único · acesso até ${date(s.currentPeriodEnd)}`;
  if (s.cancelAtPeriodEnd) return `Cancelada · acesso até ${date(s.currentPeriodEnd)}`;
  if (s.status === 'past_due' || s.status === 'billing_issue') return 'Pagamento pendente: atualize o cartão';
  return `Ativa · renova em ${date(s.currentPeriodEnd)}`;
}

/** Subscription management (docs/product/platform-accounts-subscription.md §4): where "manage" leads depends on the store; the duo sharing. */
export default function SubscriptionsRoute() {
  const user = useSessionUser();
  const query = useMySubscriptions();
  const data = query.data;
  const live = data?.subscriptions.filter((s) => !['canceled', 'expired', 'unpaid'].includes(s.status)) ?? [];
  const isOwner = isDuoOwner(user?.entitlements ?? []);

  const manage = async () => {
    const store = data?.store ?? (user?.store as string | undefined) ?? null;
    if (store === 'ios' || store === 'android') {
      showAlert('info', message('SUBSCRIPTION_MANAGED_EXTERNALLY', { store: STORE_NAMES[store] ?? store }));
      return;
    }
    if (store !== 'website') {
      showAlert('info', message('SUBSCRIPTION_MANAGED_EXTERNALLY', { store: 'uma organização externa' }));
      return;
    }
    try {
      const url = await withLoading(createPortal(`${window.location.origin}/subscriptions`));
      window.location.assign(url);
    } catch (error) {
      alertError(error);
    }
  };

  return (
    <Container size={700} px={0}>
      <Stack gap="md">
        <Title order={1} size="h3">
          Assinatura
        </Title>
        {query.isLoading && <Loader aria-label="Carregando assinatura" />}
        {query.isError && <Alert color="red.9">{message('ERROR')}</Alert>}
        {data && !data.premium && (
          <Card withBorder radius="md" p="lg">
            <Stack gap="sm">
              <Text>Você ainda não é assinante do Vetor PRO.</Text>
              <Button onClick={() => openPaywall('Assine o Vetor PRO e tenha acesso a todo o conteúdo.')}>
                Assinar o Vetor PRO
              </Button>
            </Stack>
          </Card>
        )}
        {live.map((s) => (
          <Card
            key={`${s.entitlement}-${s.currentPeriodEnd}`}
            withBorder
            radius="md"
            p="lg"
            data-testid="subscription-card"
          >
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={700} size="lg">
                  {s.title ?? PLAN_NAMES[s.entitlement] ?? 'Vetor PRO'}
                </Text>
                <Badge variant="filled" color={s.cancelAtPeriodEnd ? 'orange.9' : 'green.9'}>
                  {s.store === 'website' ? 'Site' : (STORE_NAMES[s.store] ?? s.store)}
                </Badge>
              </Group>
              {priceText(s) && <Text data-testid="subscription-price">{priceText(s)}</Text>}
              <Text data-testid="subscription-status">{statusText(s)}</Text>
              {s.paymentMethod && (
                <Text size="sm" c="dimmed" data-testid="subscription-payment">
                  Pagamento: {s.paymentMethod}
                </Text>
              )}
              {s.renews && (
                <Button variant="light" onClick={manage} mt="xs">
                  Gerenciar assinatura
                </Button>
              )}
            </Stack>
          </Card>
        ))}
        {data && data.receipts.length > 0 && (
          <Card withBorder radius="md" p="lg" data-testid="subscription-receipts">
            <Stack gap="xs">
              <Text fw={700}>Recibos</Text>
              <Text size="sm" c="dimmed">
                Cada pagamento também gera um recibo enviado ao seu e-mail.
              </Text>
              <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {data.receipts.map((r) => (
                  <Group
                    key={`${r.paidAt}-${r.amountCents}`}
                    component="li"
                    justify="space-between"
                    wrap="wrap"
                    gap="xs"
                  >
                    <Text size="sm">
                      {date(r.paidAt)} · {r.title}
                    </Text>
                    <Text size="sm" fw={600}>
                      {formatBrl(r.amountCents)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            </Stack>
          </Card>
        )}
        {data?.sharedBy && <SharedWithMe sharedBy={data.sharedBy} onChange={() => query.refetch()} />}
        {data?.premium && isOwner && <DuoOwner />}
      </Stack>
    </Container>
  );
}

function SharedWithMe({
  sharedBy,
  onChange,
}: {
  sharedBy: NonNullable<SubscriptionsResponse['sharedBy']>;
  onChange: () => void;
}) {
  const leave = async () => {
    const ok = await confirm({
      title: 'Sair da assinatura compartilhada',
      message: 'Você perderá o acesso PRO compartilhado. Deseja sair?',
      confirmLabel: 'Sair',
    });
    if (!ok) return;
    try {
      await withLoading(duo({ action: 'manage', va_pro_duo_owner: sharedBy.ownerUid, email: null }));
      await refreshEntitlements();
      showAlert('success', message('DUO_LEFT'));
      onChange();
    } catch (error) {
      alertError(error);
    }
  };
  return (
    <Card withBorder radius="md" p="lg" data-testid="duo-recipient">
      <Stack gap="xs">
        <Text fw={700}>Assinatura compartilhada</Text>
        <Text>Você usa o Vetor PRO Duo de {sharedBy.email ?? 'outro assinante'}.</Text>
        <Button variant="subtle" color="red" c="red.9" onClick={leave}>
          Sair do compartilhamento
        </Button>
      </Stack>
    </Card>
  );
}

function DuoOwner() {
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState<string | null | undefined>(undefined);
  const [accepted, setAccepted] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    duo({ action: 'read' })
      .then((r) => {
        setCurrent(r.email);
        setAccepted(Boolean(r.accepted));
      })
      .catch(() => {
        // A failed read of the sharing shows the generic error (docs/product/platform-accounts-subscription.md §8).
        setCurrent(null);
        showAlert('error', message('ERROR'));
      });
  }, []);

  const share = async () => {
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(message('INVALID_EMAIL'));
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      const r = await duo({ action: 'manage', email: parsed.data });
      setCurrent(r.email);
      setAccepted(Boolean(r.accepted));
      setEmail('');
      showAlert('success', message('DUO_INVITATION_SENT', { email: parsed.data }));
    } catch (e) {
      if (e instanceof ApiError && e.field === 'email') setError(e.message);
      else alertError(e);
    } finally {
      setSaving(false);
    }
  };
  const stop = async () => {
    const ok = await confirm({
      title: 'Encerrar compartilhamento',
      message: 'A outra pessoa perderá o acesso PRO. Deseja encerrar?',
      confirmLabel: 'Encerrar',
    });
    if (!ok) return;
    try {
      await withLoading(duo({ action: 'manage', email: null }));
      setCurrent(null);
      await refreshEntitlements();
      await queryClient.invalidateQueries({ queryKey: ['purchases'] });
      showAlert('success', message('DUO_SHARING_STOPPED'));
    } catch (e) {
      alertError(e);
    }
  };

  return (
    <Card withBorder radius="md" p="lg" id="duo" data-testid="duo-owner">
      <Stack gap="sm">
        <Text fw={700}>Assinatura compartilhada</Text>
        <Text size="sm" c="dimmed">
          O plano Duo dá acesso PRO a mais uma pessoa. Ela recebe um convite por e-mail e aceita entrando no Vetor com
          esse e-mail.
        </Text>
        {current === undefined ? (
          <Loader size="sm" aria-label="Carregando compartilhamento" />
        ) : current ? (
          <>
            <Text data-testid="duo-current">
              Compartilhada com <strong>{current}</strong>
            </Text>
            <Badge
              variant="light"
              color={accepted ? 'green.9' : 'orange.9'}
              data-testid="duo-status"
              style={{ alignSelf: 'flex-start' }}
            >
              {accepted ? 'Convite aceito: já usa o PRO' : 'Convite enviado: aguardando aceite'}
            </Badge>
            <Button variant="subtle" color="red" c="red.9" onClick={stop}>
              Encerrar compartilhamento
            </Button>
          </>
        ) : (
          <Text data-testid="duo-current">Ainda não compartilhada.</Text>
        )}
        <TextInput
          label={current ? 'Compartilhar com outra pessoa' : 'E-mail de quem vai usar a assinatura'}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={error}
          autoComplete="off"
        />
        <Button onClick={share} loading={saving}>
          Enviar convite
        </Button>
      </Stack>
    </Card>
  );
}
