import { Paper, Stack, Text } from '@mantine/core';
import { message } from '@vetor/domain/messages';
import type { ReactNode } from 'react';

// The result area every calculator shares: its label, then either the result or the spec's
// placeholder 'Preencha os campos para visualizar o resultado'. It is a polite live region so a
// screen reader hears the result change while the user types.

export function CalculatorResultPanel({
  label,
  children,
  testId = 'calculator-result',
}: {
  label: string;
  /** null/undefined/false shows the placeholder. */
  children?: ReactNode;
  testId?: string;
}) {
  const empty = children === null || children === undefined || children === false;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg={empty ? 'gray.0' : 'vetor.0'}
      data-testid={testId}
      aria-live="polite"
      role="region"
      aria-label={`Resultado: ${label}`}
    >
      <Stack gap="xs">
        <Text size="sm" fw={700} c="vetor.9" tt="uppercase">
          {label}
        </Text>
        {empty ? (
          <Text c="gray.7" data-testid="calculator-placeholder">
            {message('CALCULATOR_PLACEHOLDER')}
          </Text>
        ) : (
          children
        )}
      </Stack>
    </Paper>
  );
}
