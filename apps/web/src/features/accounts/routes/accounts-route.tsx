import { Anchor, Container, Divider, NavLink, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { formatCpf, formatMaskedDate } from '@vetor/domain/accounts/accounts.rules';
import type { User } from '@vetor/domain/accounts/accounts.schemas';
import { countryName } from '@vetor/domain/accounts/countries';
import { message } from '@vetor/domain/messages';
import { NATIONALITY_BRAZIL, VETERINARY_STATUS, VETERINARY_STATUS_LABELS } from '@vetor/domain/platform/enums';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { showAlert } from '../../../lib/alerts';
import { ApiError, alertError } from '../../../lib/api';
import { confirm } from '../../../lib/dialogs';
import { clearSession, useSessionUser } from '../../../lib/session';
import { deleteAccount } from '../api/delete-account';
import { loadUser } from '../api/save-user';
import { subscriptionRenews } from '../api/subscription-renews';
import { CertificateCard } from '../components/certificate-card';
import { DeleteAccountDialog } from '../components/delete-account-dialog';
import { PasswordChange } from '../components/password-change';
import { maskPhone } from '../masks';

interface Row {
  field: string;
  label: string;
  value: string;
  editable: boolean;
}

/** The rows of My data (docs/product/platform-accounts-subscription.md §2): prefix and CRMV only for professionals, CPF only for Brazilians. */
export function accountRows(user: Partial<User>): Row[] {
  const professional = user.questions?.veterinaryStatus === VETERINARY_STATUS.PROFESSIONAL;
  const empty = 'Não informado';
  const a = user.address;
  const q = user.questions;
  const rows: (Row | false)[] = [
    { field: 'email', label: 'E-mail', value: user.email ?? '', editable: false },
    professional && {
      field: 'displayNamePrefix',
      label: 'Tratamento',
      value: user.displayNamePrefix || empty,
      editable: true,
    },
    { field: 'displayName', label: 'Nome completo', value: user.displayName || empty, editable: true },
    {
      field: 'nationality',
      label: 'Nacionalidade',
      value:
        user.nationality === null || user.nationality === undefined ? empty : (countryName(user.nationality) ?? empty),
      editable: true,
    },
    user.nationality === NATIONALITY_BRAZIL && {
      field: 'cpf',
      label: 'CPF',
      value: user.cpf ? formatCpf(user.cpf) : empty,
      editable: true,
    },
    {
      field: 'birthday',
      label: 'Data de nascimento',
      value: user.birthday ? formatMaskedDate(user.birthday) : empty,
      editable: true,
    },
    { field: 'phone', label: 'Telefone', value: user.phone ? maskPhone(user.phone) : empty, editable: true },
    {
      field: 'questions',
      label: 'Ocupação e formação',
      value: q
        ? [VETERINARY_STATUS_LABELS[q.veterinaryStatus as 1 | 2 | 3], q.college, q.ocupation]
            .filter(Boolean)
            .join(' · ')
        : empty,
      editable: true,
    },
    {
      field: 'address',
      label: 'Endereço',
      value: a
        ? `${a.street}, ${a.number}${a.complement ? ` – ${a.complement}` : ''} · ${a.city}/${a.state} · ${a.zipCode}`
        : empty,
      editable: true,
    },
    professional && {
      field: 'crmv',
      label: 'CRMV',
      value: user.crmvNumber ? `${user.crmvNumber}${user.crmvState ? `/${user.crmvState}` : ''}` : empty,
      editable: true,
    },
  ];
  return rows.filter((r): r is Row => r !== false);
}

/** /accounts (docs/product/platform-accounts-subscription.md §2 My data): every field opens /registration/{field}; the deletion flow at the end. */
export default function AccountsRoute() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    loadUser().catch(() => {});
  }, []);

  if (!user) return null;
  const rows = accountRows(user as unknown as Partial<User>);

  const startDeletion = async () => {
    // A subscription that will still renew gets the notice; one already cancelled does not (the
    // server decides the same; if the read fails, the notice shows, as before).
    const renews = user.isPremium ? await subscriptionRenews().catch(() => true) : false;
    if (renews) {
      // A premium user is told to cancel first: cancel subscription, or continue to deletion.
      const cancelFirst = await confirm({
        title: 'Assinatura ativa',
        message: message('ACCOUNT_EXCLUSION_PRO_USER'),
        confirmLabel: 'Cancelar assinatura',
        cancelLabel: 'Continuar com a exclusão',
      });
      if (cancelFirst) {
        navigate('/home');
        navigate('/subscriptions');
        return;
      }
    }
    setDeleting(true);
  };

  const confirmDeletion = async () => {
    try {
      await deleteAccount(user.uid, { cancelSubscription: Boolean(user.isPremium) });
      setDeleting(false);
      showAlert('success', message('ACCOUNT_EXCLUSION_CONFIRMATION'));
      clearSession();
      navigate('/login', { replace: true });
    } catch (error) {
      setDeleting(false);
      if (error instanceof ApiError && error.code === 'ACCOUNT_EXCLUSION_PRO_USER') showAlert('error', error.message);
      else alertError(error);
    }
  };

  return (
    <Container size={700} py="lg" px="md">
      <Stack gap="md">
        <Title order={1} size="h3">
          Meus dados
        </Title>
        <Stack gap={0} data-testid="account-rows">
          {rows.map((row) => {
            const label = (
              <Text size="xs" c="dimmed">
                {row.label}
              </Text>
            );
            const value = (
              <Text size="sm" c="dark" fw={500} style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
                {row.value}
              </Text>
            );
            // A field that cannot be changed (the e-mail, the account's identity) is plain text at full
            // contrast: as a disabled button it was drawn faded, below the contrast a reader needs.
            if (!row.editable)
              return (
                <div key={row.field} className="account-row" data-testid={`account-${row.field}`}>
                  {label}
                  {value}
                </div>
              );
            return (
              <NavLink
                key={row.field}
                component="button"
                label={label}
                description={value}
                rightSection={<IconChevronRight size={18} />}
                onClick={() => navigate(`/registration/${row.field}`)}
                data-testid={`account-${row.field}`}
                className="account-row"
                styles={{ body: { overflow: 'visible' } }}
              />
            );
          })}
        </Stack>
        <PasswordChange email={user.email} />
        <CertificateCard />
        <Divider />
        <Anchor
          component="button"
          c="red.9"
          size="sm"
          onClick={() => void startDeletion()}
          data-testid="account-delete"
          style={{ alignSelf: 'flex-start' }}
        >
          Excluir minha conta
        </Anchor>
      </Stack>
      <DeleteAccountDialog opened={deleting} onClose={() => setDeleting(false)} onConfirm={confirmDeletion} />
    </Container>
  );
}
