import { Group, Modal, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

export interface ReadingStepsDialogProps {
  opened: boolean;
  onClose: () => void;
  steps: readonly { value: string; label: string }[];
  /** The steps already read, checked. */
  seen: ReadonlySet<string>;
  current: string;
  onPick: (step: string) => void;
}

/** The drug's reading steps (docs/product/content-and-study.md §2): each step, checked when read; choosing one opens its tab. */
export default function ReadingStepsDialog({ opened, onClose, steps, seen, current, onPick }: ReadingStepsDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Etapas de leitura" centered>
      <Stack gap="xs">
        {steps.map((s, i) => (
          <UnstyledButton key={s.value} onClick={() => onPick(s.value)}>
            <Group>
              <ThemeIcon
                radius="xl"
                variant={seen.has(s.value) ? 'filled' : 'light'}
                color={seen.has(s.value) ? 'vetor' : 'gray'}
              >
                {seen.has(s.value) ? <IconCheck size={16} /> : <Text size="xs">{i + 1}</Text>}
              </ThemeIcon>
              <Text fw={current === s.value ? 700 : 400}>{s.label}</Text>
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    </Modal>
  );
}
