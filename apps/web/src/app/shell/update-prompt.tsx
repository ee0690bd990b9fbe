import { Button, Group, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { applyUpdateNow, dismissUpdate } from '../../lib/pwa';

/** A new version of the app is ready: announced here, applied on the next start or at once on request. */
export function UpdatePrompt() {
  return (
    <Paper
      role="status"
      aria-live="polite"
      shadow="md"
      radius="md"
      p="md"
      withBorder
      data-testid="update-prompt"
      className="update-prompt"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconRefresh size={24} aria-hidden="true" color="var(--mantine-color-vetor-7)" style={{ flexShrink: 0 }} />
        <div>
          <Text fw={700}>Nova versão do Vetor disponível</Text>
          <Text size="sm" c="dimmed">
            Ela será aplicada na próxima vez que você abrir o aplicativo.
          </Text>
        </div>
      </Group>
      <Group justify="flex-end" gap="xs" mt="sm">
        <Button variant="subtle" onClick={dismissUpdate}>
          Depois
        </Button>
        <Button onClick={applyUpdateNow}>Atualizar agora</Button>
      </Group>
    </Paper>
  );
}
