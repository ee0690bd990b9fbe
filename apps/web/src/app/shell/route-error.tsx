import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconWifiOff } from '@tabler/icons-react';
import { message } from '@vetor/domain/messages';
import { useRouteError } from 'react-router';

// The error boundary of every route: a screen whose code or data could not load shows
// a pt-BR message and a way to try again, never React Router's developer page.

const NETWORK =
  /failed to fetch|dynamically imported module|importing a module script failed|networkerror|load failed|chunk/i;

/** True when the network, not our code, is why the screen failed. */
export function isNetworkFailure(
  error: unknown,
  online = typeof navigator === 'undefined' || navigator.onLine,
): boolean {
  if (!online) return true;
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '');
  return NETWORK.test(text);
}

export function RouteError() {
  const error = useRouteError();
  const offline = isNetworkFailure(error);
  const Icon = offline ? IconWifiOff : IconAlertTriangle;
  return (
    <Stack align="center" gap="md" py="xl" px="md" ta="center" role="alert" data-testid="route-error">
      <Icon size={48} stroke={1.5} aria-hidden="true" color="var(--mantine-color-vetor-7)" />
      <Title order={1} size="h3">
        {offline ? 'Sem conexão' : 'Algo deu errado'}
      </Title>
      <Text c="dimmed" maw={440}>
        {offline ? message('OFFLINE') : message('ERROR')}
      </Text>
      <Group justify="center">
        {/* A full reload: a failed lazy import stays failed in the module map until the page reloads. */}
        <Button onClick={() => window.location.reload()}>Tentar novamente</Button>
        <Button variant="subtle" component="a" href="/home">
          Ir para o início
        </Button>
      </Group>
    </Stack>
  );
}
