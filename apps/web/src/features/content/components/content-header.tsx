import { Box, Group, Stack, Text, Title } from '@mantine/core';
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
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm" mb="sm">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap="xs">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {badges}
        </Group>
        {description && <Text c="dimmed">{description}</Text>}
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
