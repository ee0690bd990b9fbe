import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  initialRuleOfThreeState,
  RULE_OF_THREE_PLACEHOLDER,
  type RuleOfThreeState,
  updateRuleOfThree,
} from '@vetor/domain/calculators/rule-of-three';
import { CalculatorNumberField } from '../../../components/calculator-number-field';

// Rule of three (docs/product/calculators-patients-prescriptions-management.md §4): "A está para B assim como C está para X", recalculated on every
// change; X stays 'X' while the divisor is empty or zero or the result is not finite.

export { initialRuleOfThreeState };

export function ruleOfThreeIsDirty(state: RuleOfThreeState): boolean {
  return Boolean(state.a || state.b || state.c);
}

export function CalculatorRuleOfThreeForm({
  state,
  onChange,
}: {
  state: RuleOfThreeState;
  onChange: (next: RuleOfThreeState) => void;
}) {
  const field = (id: 'a' | 'b' | 'c', label: string) => (
    <CalculatorNumberField
      label={label}
      value={state[id]}
      onChange={(text) => onChange(updateRuleOfThree(state, id, text))}
      testId={`rule-of-three-${id}`}
    />
  );
  const pending = state.result === RULE_OF_THREE_PLACEHOLDER;
  return (
    <Stack gap="md" data-testid="rule-of-three-form">
      <Text size="sm" c="gray.8">
        A está para B assim como C está para X.
      </Text>
      <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
        {field('a', 'A')}
        {field('b', 'B')}
        {field('c', 'C')}
        <Stack gap={4}>
          <Text size="sm" fw={500} id="rule-of-three-x-label">
            X
          </Text>
          <Paper
            withBorder
            radius="md"
            px="sm"
            h={36}
            bg={pending ? 'gray.0' : 'vetor.0'}
            style={{ display: 'flex', alignItems: 'center' }}
            aria-live="polite"
            aria-labelledby="rule-of-three-x-label"
            role="status"
          >
            <Text fw={700} c={pending ? 'gray.7' : 'vetor.9'} data-testid="rule-of-three-result">
              {state.result}
            </Text>
          </Paper>
        </Stack>
      </SimpleGrid>
      <Group gap={6} wrap="wrap">
        <Text size="xs" c="gray.7">
          X = B × C ÷ A, com 5 casas decimais.
        </Text>
      </Group>
    </Stack>
  );
}
