import { Anchor, Modal, Stack, Text } from '@mantine/core';
import type { CalculatorDefinition } from '@vetor/domain/calculators/calculator.types';
import { LAYOUT } from '@vetor/domain/platform/constants';

// The references of a calculator: name, source, year, evidence level (docs/calculators.md) and link.

const LEVELS: Record<number, string> = {
  1: 'consenso ou diretriz',
  2: 'estudo prospectivo',
  3: 'estudo retrospectivo',
  4: 'livro-texto ou revisão',
  5: 'norma técnica ou opinião de especialista',
};

export default function CalculatorReferencesDialog({
  definition,
  opened,
  onClose,
}: {
  definition: CalculatorDefinition;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Referências — ${definition.name}`}
      size={LAYOUT.dialogMaxWidth}
      centered
    >
      <Stack gap="md" component="ol" p={0} m={0} style={{ listStyle: 'none' }} data-testid="references-list">
        {definition.references.map((r) => (
          <li key={`${r.name}-${r.year}`}>
            <Text size="sm" fw={600}>
              {r.name}
            </Text>
            <Text size="sm" c="gray.8">
              {r.magazine}, {r.year} · Nível de evidência {r.level} ({LEVELS[r.level]})
            </Text>
            {r.link && (
              <Anchor href={r.link} target="_blank" rel="noopener noreferrer" size="sm">
                Abrir a fonte
              </Anchor>
            )}
          </li>
        ))}
      </Stack>
    </Modal>
  );
}
