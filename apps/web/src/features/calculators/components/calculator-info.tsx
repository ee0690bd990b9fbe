import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import type { CalculatorDefinition } from '@vetor/domain/calculators/calculator.types';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { writeJson } from '../../../lib/storage';

// The explanatory sections (objectives, interpretation, formula) and the references of a calculator.

export const DRUG_CONTEXT_KEY = 'drug_context';

export interface CalculatorDrugContext {
  /** docs/product/content-and-study.md §2: the calculator name with its first class. */
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
 * Opening the references of a calculator first records the drug context (docs/product/content-and-study.md §2 Drug screens)
 * for the session, so the references card of the content feature can title itself.
 */
export function recordDrugContext(definition: CalculatorDefinition): void {
  writeJson(DRUG_CONTEXT_KEY, drugContextFor(definition), 'session');
}

/**
 * Native disclosure widgets: keyboard and screen-reader behaviour come with the browser, and the
 * calculators chunk carries no accordion code.
 */
export function CalculatorSectionsView({ definition }: { definition: CalculatorDefinition }) {
  const { objectives, interpretation, formula } = definition.sections;
  return (
    <Stack gap="xs" data-testid="calculator-sections">
      {(
        [
          ['objectives', 'Objetivos', objectives],
          ['interpretation', 'Interpretação', interpretation],
          ['formula', 'Fórmula', formula],
        ] as const
      ).map(([value, title, text]) => (
        <Paper
          key={value}
          withBorder
          radius="md"
          component="details"
          open={value === 'objectives'}
          className="calculator-section"
        >
          <Text component="summary" fw={600} px="md" py="sm" style={{ cursor: 'pointer' }}>
            {title}
          </Text>
          <Text size="sm" px="md" pb="md" style={{ whiteSpace: 'pre-line' }}>
            {text}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

// The shared references dialog (Mantine Modal and its focus trap, ~25 KB gzip) loads on the first
// press; choosing a reference opens the /references card titled with the calculator's context.
const ReferencesDialog = lazy(() =>
  import('../../../components/references/references-dialog').then((m) => ({ default: m.ReferencesDialog })),
);

export function CalculatorReferencesButton({ definition }: { definition: CalculatorDefinition }) {
  const { pathname, search } = useLocation();
  const references = useMemo(
    () =>
      definition.references.map((r) => ({
        name: r.name,
        year: r.year,
        magazine: r.magazine,
        link: r.link,
        levelNumber: r.level,
        type: 0 as const,
      })),
    [definition],
  );
  const context = drugContextFor(definition);
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconBook size={18} aria-hidden="true" />}
        onClick={() => {
          recordDrugContext(definition);
          setMounted(true);
          setOpened(true);
        }}
        data-testid="calculator-references"
      >
        Referências
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <ReferencesDialog
            opened={opened}
            onClose={() => setOpened(false)}
            own={references}
            context={{ name: context.name, description: context.description, from: `${pathname}${search}` }}
          />
        </Suspense>
      )}
    </>
  );
}
