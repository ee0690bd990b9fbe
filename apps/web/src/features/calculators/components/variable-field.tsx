import { Checkbox, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { ANIMAL_ITEMS, type CalculatorVariable } from '@vetor/domain/calculators/calculator.types';
import { useId } from 'react';
import { CalculatorNumberField } from '../../../components/calculator-number-field';

// One input of a calculator definition, by variable type (spec 3 §3): select-animal as Cão/Gato,
// number as decimal text with its unit, select (clearable when the definition says so), checklist.

export function VariableField({
  variable,
  value,
  onChange,
}: {
  variable: CalculatorVariable;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const labelId = useId();
  const optionalMark = variable.optional ? ' (opcional)' : '';
  const testId = `field-${variable.id}`;
  switch (variable.type) {
    case 'select-animal':
      return (
        <Stack gap={4}>
          <Text size="sm" fw={500} id={labelId}>
            {variable.label}
            {optionalMark}
          </Text>
          <SegmentedControl
            aria-labelledby={labelId}
            data={ANIMAL_ITEMS.map((i) => ({ label: i.label, value: String(i.value) }))}
            value={value === undefined ? '' : String(value)}
            onChange={(v) => onChange(Number(v))}
            fullWidth
            data-testid={testId}
            data-empty={value === undefined || undefined}
          />
          {variable.helpText && (
            <Text size="xs" c="gray.7">
              {variable.helpText}
            </Text>
          )}
        </Stack>
      );
    case 'number':
      return (
        <CalculatorNumberField
          label={`${variable.label}${optionalMark}`}
          unit={variable.suffix ?? variable.displayUnit}
          description={variable.helpText}
          placeholder={variable.placeholder}
          value={typeof value === 'string' ? value : value === undefined ? '' : String(value)}
          onChange={onChange}
          testId={testId}
        />
      );
    case 'select': {
      // Mantine selects hold strings; the definition's items may be numbers or stable strings.
      const items = variable.items.map((i) => ({ label: i.label, value: String(i.value) }));
      return (
        <Select
          label={`${variable.label}${optionalMark}`}
          description={variable.helpText}
          data={items}
          value={value === undefined ? null : String(value)}
          onChange={(v) => {
            const item = variable.items.find((i) => String(i.value) === v);
            onChange(item?.value);
          }}
          clearable={variable.clearable}
          allowDeselect={variable.clearable}
          placeholder="Selecione"
          searchable={variable.items.length > 8}
          nothingFoundMessage="Nenhuma opção"
          data-testid={testId}
          maxDropdownHeight={320}
        />
      );
    }
    case 'checklist': {
      const selected = Array.isArray(value) ? (value as number[]) : [];
      return (
        <Checkbox.Group
          label={`${variable.label}${optionalMark}`}
          description={variable.helpText}
          value={selected.map(String)}
          onChange={(values) => onChange(values.map(Number))}
          data-testid={testId}
        >
          <Stack gap="xs" mt="xs">
            {variable.items.map((item) => (
              <Checkbox key={item.value} value={String(item.value)} label={item.description} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    }
  }
}
