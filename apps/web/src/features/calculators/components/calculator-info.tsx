import { Accordion, Anchor, Button, Modal, Stack, Text } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import type { CalculatorDefinition } from '@vetor/domain/calculators/calculator.types';
import { LAYOUT } from '@vetor/domain/platform/constants';
import { useState } from 'react';
import { writeJson } from '../../../lib/storage';

// The explanatory sections (objectives, interpretation, formula) and the references of a calculator.

export const DRUG_CONTEXT_KEY = 'drug_context';

export interface CalculatorDrugContext {
  /** Spec 2 §2: the calculator name with its first class. */
  name: string;
  description: string;
  source: 'calculator';
  calculatorId: string;
  references: CalculatorDefinition['references'];
}

export function drugContextFor(definition: CalculatorDefinition): CalculatorDrugContext {
  const firstClass = definition.classes[0];
  return {
    name: firstClass ? `${definition.name} — ${firstClass}` : definition.name,
    description: definition.sections.objectives,
    source: 'calculator',
    calculatorId: definition.id,
    references: definition.references,
  };
}

/**
 * Opening the references of a calculator first records the drug context (spec 2 §2 Drug screens)
 * for the session, so the references card of the content feature can title itself.
 */
export function recordDrugContext(definition: CalculatorDefinition): void {
  writeJson(DRUG_CONTEXT_KEY, drugContextFor(definition), 'session');
}

const LEVELS: Record<number, string> = {
  1: 'consenso ou diretriz',
  2: 'estudo prospectivo',
  3: 'estudo retrospectivo',
  4: 'livro-texto ou revisão',
  5: 'norma técnica ou opinião de especialista',
};

export function CalculatorSectionsView({ definition }: { definition: CalculatorDefinition }) {
  const { objectives, interpretation, formula } = definition.sections;
  return (
    <Accordion variant="separated" multiple defaultValue={['objectives']} data-testid="calculator-sections">
      {(
        [
          ['objectives', 'Objetivos', objectives],
          ['interpretation', 'Interpretação', interpretation],
          ['formula', 'Fórmula', formula],
        ] as const
      ).map(([value, title, text]) => (
        <Accordion.Item key={value} value={value}>
          <Accordion.Control>
            <Text fw={600}>{title}</Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {text}
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

export function CalculatorReferencesButton({ definition }: { definition: CalculatorDefinition }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconBook size={18} aria-hidden="true" />}
        onClick={() => {
          recordDrugContext(definition);
          setOpened(true);
        }}
        data-testid="calculator-references"
      >
        Referências
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
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
    </>
  );
}
