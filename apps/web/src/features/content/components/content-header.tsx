import { Box, Group, Stack, Text, Title } from '@mantine/core';
import { distinctSubtitle } from '@vetor/domain/platform/wording';
import type { ReactNode } from 'react';

/** Title block of a content page: name, one-line description, actions on the right. */
export function ContentHeader({
  title,
  description,
  actions,
  badges,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  badges?: ReactNode;
}) {
  return (
    // The title keeps at least 12rem and wraps between words; when the actions do not fit beside
    // it they move below instead of squeezing it ("Parvoviros / e canina", issue 19).
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm" mb="sm">
      <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
        <Group gap="xs">
          <Title order={1} size="h2" style={{ overflowWrap: 'break-word', minWidth: 0 }}>
            {title}
          </Title>
          {badges}
        </Group>
        {distinctSubtitle(title, description) && <Text c="dimmed">{description}</Text>}
      </Stack>
      {actions && (
        <Box style={{ flexShrink: 0 }}>
          <Group gap={4} wrap="nowrap">
            {actions}
          </Group>
        </Box>
      )}
    </Group>
  );
}
