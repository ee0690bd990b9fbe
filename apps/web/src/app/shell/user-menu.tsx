import { Divider, Drawer, NavLink, Text } from '@mantine/core';
import {
  IconCrown,
  IconFileText,
  IconHeadset,
  IconHelpCircle,
  IconInfoCircle,
  IconLogout,
  IconShieldLock,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import { LAYOUT } from '@vetor/domain/platform/constants';
import { isDuoOwner, isDuoRecipient } from '@vetor/domain/subscriptions/entitlements';
import { useNavigate } from 'react-router';
import { config } from '../../config';
import { confirm } from '../../lib/dialogs';
import { clearSession, useSessionUser } from '../../lib/session';

/** The user menu sheet (docs/product/platform-accounts-subscription.md §2 App shell), max width 700, with every listed entry and the version. */
export default function UserMenu({
  opened,
  onClose,
  onAbout,
}: {
  opened: boolean;
  onClose: () => void;
  onAbout: () => void;
}) {
  const navigate = useNavigate();
  const user = useSessionUser();
  const premium = Boolean(user?.isPremium);
  // Shared subscription: the duo owner (share, stop) and the person it is shared with (leave).
  const entitlements = user?.entitlements ?? [];
  const duoPlan = premium && (isDuoOwner(entitlements) || isDuoRecipient(entitlements));
  const go = (path: string) => {
    onClose();
    navigate(path);
  };
  const external = (url: string) => {
    onClose();
    window.open(url, '_blank', 'noopener');
  };
  const logout = async () => {
    onClose();
    const ok = await confirm({ title: 'Sair', message: 'Deseja sair da sua conta?', confirmLabel: 'Sair' });
    if (!ok) return;
    clearSession();
    navigate('/login', { replace: true });
  };
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="auto"
      title={user?.displayName ? `Olá, ${String(user.displayName).split(' ')[0]}` : 'Menu'}
      styles={{ content: { maxWidth: LAYOUT.userSheetMaxWidth, margin: '0 auto', borderRadius: '16px 16px 0 0' } }}
      data-testid="user-menu"
    >
      <nav aria-label="Menu do usuário">
        <NavLink
          component="button"
          label="Meus dados"
          leftSection={<IconUser size={20} />}
          onClick={() => go('/accounts')}
        />
        <NavLink
          component="button"
          label={premium ? 'Gerenciar assinatura' : 'Assine o Vetor PRO'}
          leftSection={<IconCrown size={20} />}
          onClick={() => go(premium ? '/subscriptions' : '/checkouts')}
          data-testid="menu-subscription"
        />
        {duoPlan && (
          <NavLink
            component="button"
            label="Assinatura compartilhada"
            leftSection={<IconUsers size={20} />}
            onClick={() => go('/subscriptions?duo=true')}
            data-testid="menu-duo"
          />
        )}
        <NavLink
          component="button"
          label="Fale conosco"
          leftSection={<IconHeadset size={20} />}
          onClick={async () => {
            onClose();
            // The hosted chat when the deployment has one; otherwise the contact form.
            const { openSupportChat } = await import('../../lib/support-chat');
            if (!(await openSupportChat())) navigate('/support');
          }}
          data-testid="menu-support"
        />
        <NavLink
          component="button"
          label="Central de ajuda"
          leftSection={<IconHelpCircle size={20} />}
          onClick={() => go('/help')}
          data-testid="menu-help"
        />
        <NavLink
          component="button"
          label="Sobre o Vetor"
          leftSection={<IconInfoCircle size={20} />}
          onClick={() => {
            onClose();
            onAbout();
          }}
        />
        <NavLink
          component="button"
          label="Termos de uso"
          leftSection={<IconFileText size={20} />}
          onClick={() => external('/termos-de-uso.html')}
        />
        <NavLink
          component="button"
          label="Política de privacidade"
          leftSection={<IconShieldLock size={20} />}
          onClick={() => external('/politica-de-privacidade.html')}
        />
        <Divider my="xs" />
        <NavLink component="button" label="Sair" leftSection={<IconLogout size={20} />} onClick={logout} c="red.9" />
      </nav>
      <Text size="xs" c="dimmed" ta="center" mt="sm" data-testid="app-version">
        Versão {config.appVersion}
      </Text>
    </Drawer>
  );
}
