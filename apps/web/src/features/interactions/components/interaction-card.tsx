import { Accordion, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import type { Interaction } from '@vetor/domain/interactions/interactions.schemas';
import { useState } from 'react';
import { ReferencesDialog } from '../../../components/references/references-dialog';
import { LEVEL_STYLE } from '../levels';

/** One interaction found, as an expandable card: level, description, what to do, references. */
export function InteractionCard({ interaction: i }: { interaction: Interaction }) {
  const [refs, setRefs] = useState(false);
  const level = LEVEL_STYLE[i.level ?? 1];
  const value = `${i.firstDrug}+${i.secondDrug}`;
  return (
    <Accordion.Item value={value} data-testid="interaction-card" data-level={i.level ?? ''}>
      <Accordion.Control>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} size="sm">
            {i.firstName} + {i.secondName}
          </Text>
          <Badge color={level.color} variant="filled" style={{ flexShrink: 0 }}>
            {level.name}
          </Badge>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="xs">
          <Text size="sm">{i.description}</Text>
          <div>
            <Text size="sm" fw={600}>
              O que fazer
            </Text>
            <Text size="sm">{i.eDescription}</Text>
          </div>
          {i.rule && (
            <Text size="xs" c="gray.7">
              Regra por classe: {i.rule.name}
            </Text>
          )}
          {i.references.length > 0 && (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconBook size={16} aria-hidden="true" />}
              onClick={() => setRefs(true)}
              style={{ alignSelf: 'flex-start' }}
            >
              Referências ({i.references.length})
            </Button>
          )}
        </Stack>
        <ReferencesDialog
          opened={refs}
          onClose={() => setRefs(false)}
          own={i.references}
          context={{
            name: `${i.firstName} + ${i.secondName}`,
            description: 'Interação medicamentosa',
            from: '/drugs/interactions',
          }}
        />
      </Accordion.Panel>
    </Accordion.Item>
  );
}
