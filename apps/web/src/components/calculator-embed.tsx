import { Box, Card, Group, List, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  ANIMAL_ITEMS,
  type CalculatorDefinition,
  type CalculatorInputs,
  type CalculatorResult,
  type CalculatorVariable,
} from '@vetor/domain/calculators/calculator.types';
import { CalculatorNumberField } from './calculator-number-field';

// A calculator of the catalogue inside another screen (the algorithms' custom slot), started with
// values gathered elsewhere. The embedding screen keeps the inputs (the flow puts the result in its
// summary). It renders the definition's visible variables and its result; the full calculator
// screen (references, favourites, leave confirmation) stays on /calculators.

function safeCalculate(definition: CalculatorDefinition, inputs: CalculatorInputs): CalculatorResult | null {
  try {
    return definition.calculate(inputs);
  } catch {
    return null;
  }
}

function Field({
  variable,
  value,
  onChange,
}: {
  variable: CalculatorVariable;
  value: unknown;
  onChange: (v: unknown) => void;
}) {
  const testId = `embed-${variable.id}`;
  switch (variable.type) {
    case 'select-animal':
      return (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {variable.label}
          </Text>
          <SegmentedControl
            aria-label={variable.label}
            data={ANIMAL_ITEMS.map((i) => ({ label: i.label, value: String(i.value) }))}
            value={value === undefined ? '' : String(value)}
            onChange={(v) => onChange(Number(v))}
            fullWidth
            data-testid={testId}
          />
        </Stack>
      );
    case 'number':
      return (
        <CalculatorNumberField
          label={`${variable.label}${variable.optional ? ' (opcional)' : ''}`}
          unit={variable.suffix ?? variable.displayUnit}
          description={variable.helpText}
          placeholder={variable.placeholder}
          value={value === undefined ? '' : String(value)}
          onChange={onChange}
          testId={testId}
        />
      );
    case 'select':
      return (
        <NativeSelect
          label={variable.label}
          data={[
            { label: 'Selecione', value: '', disabled: !variable.clearable },
            ...variable.items.map((i) => ({ label: i.label, value: String(i.value) })),
          ]}
          value={value === undefined ? '' : String(value)}
          onChange={(e) => onChange(variable.items.find((i) => String(i.value) === e.currentTarget.value)?.value)}
          data-testid={testId}
        />
      );
    case 'checklist': {
      const selected = Array.isArray(value) ? (value as number[]) : [];
      return (
        <fieldset style={{ border: 0, padding: 0, margin: 0 }} data-testid={testId}>
          <Text component="legend" size="sm" fw={500}>
            {variable.label}
          </Text>
          {variable.items.map((item) => (
            <Group key={item.value} gap="xs" component="label">
              <input
                type="checkbox"
                checked={selected.includes(item.value)}
                onChange={(e) =>
                  onChange(
                    e.currentTarget.checked ? [...selected, item.value] : selected.filter((s) => s !== item.value),
                  )
                }
              />
              <Text size="sm">{item.description}</Text>
            </Group>
          ))}
        </fieldset>
      );
    }
  }
}

function ResultView({ result }: { result: CalculatorResult }) {
  switch (result.type) {
    case 'text':
      return (
        <Text fw={700} fz={22}>
          {result.text}
        </Text>
      );
    case 'multiple':
      return (
        <Stack gap={6}>
          {result.items.map((i) => (
            <Box key={`${i.description}|${i.value ?? i.values?.join('|')}`}>
              <Text size="sm" c="gray.8">
                {i.description}
              </Text>
              {i.value !== undefined && <Text fw={700}>{i.value}</Text>}
              {i.values?.map((v) => (
                <Text key={v} size="sm" fw={600}>
                  {v}
                </Text>
              ))}
            </Box>
          ))}
        </Stack>
      );
    case 'array':
      return (
        <List spacing={2}>
          {result.items.map((i) => (
            <List.Item key={i}>{i}</List.Item>
          ))}
        </List>
      );
    case 'class':
      return (
        <Stack gap={4}>
          <Text fw={700} fz={18}>
            {result.text}
          </Text>
          {result.details?.map((d) => (
            <Text key={d} size="sm">
              {d}
            </Text>
          ))}
        </Stack>
      );
    case 'error':
      return (
        <Text c="red.8" role="alert">
          {result.description}
        </Text>
      );
  }
}

export function CalculatorEmbed({
  definition,
  inputs,
  onChange,
}: {
  definition: CalculatorDefinition;
  /** The calculator's inputs (variable id → value), kept by the screen that embeds it. */
  inputs: CalculatorInputs;
  onChange: (variableId: string, value: unknown) => void;
}) {
  const visible = definition.variables.filter((v) => !v.visibleWhen || v.visibleWhen(inputs));
  const result = safeCalculate(definition, inputs);
  return (
    <Card withBorder radius="md" padding="md" data-testid="calculator-embed">
      <Stack gap="sm">
        <Text fw={700}>{definition.name}</Text>
        {visible.map((v) => (
          <Field key={v.id} variable={v} value={inputs[v.id]} onChange={(value) => onChange(v.id, value)} />
        ))}
        <Box bg="gray.0" p="sm" style={{ borderRadius: 8 }} aria-live="polite" data-testid="calculator-embed-result">
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={4}>
            {definition.responseLabel}
          </Text>
          {result ? <ResultView result={result} /> : <Text c="dimmed">Preencha os campos para ver o resultado.</Text>}
        </Box>
      </Stack>
    </Card>
  );
}
