import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { message } from '@vetor/domain/messages';
import { Link } from 'react-router';

/** A signed-in screen that needs the network, opened offline (docs/product/platform-accounts-subscription.md §8), with the ways that still work. */
export function OfflineNotice() {
  return (
    <Stack align="center" gap="md" py="xl" px="md" ta="center" role="alert" data-testid="offline-notice">
      <IconWifiOff size={48} stroke={1.5} aria-hidden="true" color="var(--mantine-color-vetor-7)" />
      <Title order={1} size="h3">
        Sem conexão
      </Title>
      <Text maw={440}>{message('OFFLINE')}</Text>
      <Text c="dimmed" size="sm" maw={440}>
        Sem internet, continuam disponíveis as calculadoras e os medicamentos que você já abriu neste aparelho.
      </Text>
      <Group justify="center">
        <Button component={Link} to="/calculators">
          Calculadoras
        </Button>
        <Button variant="subtle" component={Link} to="/home">
          Ir para o início
        </Button>
      </Group>
    </Stack>
  );
}
