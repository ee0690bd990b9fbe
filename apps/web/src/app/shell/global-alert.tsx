import { CloseButton, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle, IconWifiOff } from '@tabler/icons-react';
import { alertStore, hideAlert } from '../../lib/alerts';
import { useStore } from '../../lib/store';

const look = {
  success: { bg: 'var(--mantine-color-green-9)', Icon: IconCircleCheck },
  error: { bg: 'var(--mantine-color-red-9)', Icon: IconAlertTriangle },
  network: { bg: 'var(--mantine-color-vetor-9)', Icon: IconWifiOff },
  info: { bg: 'var(--mantine-color-vetor-9)', Icon: IconInfoCircle },
} as const;

/** The snackbar: bottom on phones, top otherwise (docs/product/platform-accounts-subscription.md §2). */
export function GlobalAlert() {
  const alert = useStore(alertStore);
  const phone = useMediaQuery('(max-width: 48em)');
  if (!alert) return null;
  const { bg, Icon } = look[alert.kind];
  return (
    <Paper
      role={alert.kind === 'error' ? 'alert' : 'status'}
      aria-live={alert.kind === 'error' ? 'assertive' : 'polite'}
      shadow="lg"
      p="sm"
      radius="md"
      data-testid="global-alert"
      data-kind={alert.kind}
      style={{
        position: 'fixed',
        left: '50%',
        transform: 'translateX(-50%)',
        width: 'min(560px, calc(100vw - 24px))',
        zIndex: 1000,
        background: bg,
        color: '#fff',
        ...(phone ? { bottom: 'calc(76px + env(safe-area-inset-bottom))' } : { top: 16 }),
      }}
    >
      <Group gap="sm" wrap="nowrap" align="center">
        <Icon size={22} aria-hidden="true" />
        <Text size="sm" style={{ flex: 1 }} c="white">
          {alert.message}
        </Text>
        {alert.action && (
          <UnstyledButton
            onClick={() => {
              alert.action?.onClick();
              hideAlert();
            }}
            style={{ color: '#fff', fontWeight: 700, textTransform: 'uppercase', fontSize: 13 }}
          >
            {alert.action.label}
          </UnstyledButton>
        )}
        <CloseButton aria-label="Fechar aviso" onClick={hideAlert} c="white" variant="transparent" />
      </Group>
    </Paper>
  );
}
