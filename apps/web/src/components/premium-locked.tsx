import { Button, Card, Stack, Text } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { message } from '@vetor/domain/messages';
import { openPaywall } from '../lib/paywall';

/** What a PRO-only screen shows behind the purchase dialog after a 403 (docs/product/content-and-study.md §6). */
export function PremiumLocked({ reason }: { reason?: string }) {
  const text = reason ?? message('PREMIUM_REQUIRED');
  return (
    <Card withBorder padding="lg" data-testid="premium-locked">
      <Stack align="flex-start" gap="sm">
        <Text fw={600}>{text}</Text>
        <Button leftSection={<IconCrown size={18} aria-hidden="true" />} onClick={() => openPaywall(text)}>
          Conhecer o Vetor PRO
        </Button>
      </Stack>
    </Card>
  );
}
