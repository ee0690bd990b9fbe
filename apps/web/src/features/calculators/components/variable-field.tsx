import { Group, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { ANIMAL_ITEMS, type CalculatorVariable } from '@vetor/domain/calculators/calculator.types';
import { useId } from 'react';
import { CalculatorNumberField } from '../../../components/calculator-number-field';

// One input of a calculator definition, by variable type (docs/product/calculators-patients-prescriptions-management.md §3): select-animal as Cão/Gato,
// number as decimal text with its unit, select (clearable when the definition says so), checklist.

export function VariableField({
  variable,
  value,
  onChange,
  error,
  warning,
}: {
  variable: CalculatorVariable;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Why the value cannot be used (plausibility), shown under the field. */
  error?: string | undefined;
  /** A possible but unusual value: calculated, with this note. */
  warning?: string | undefined;
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
          description={
            warning ? (
              <Text span size="xs" c="orange.9" data-testid={`${testId}-warning`}>
                {warning}
              </Text>
            ) : (
              variable.helpText
            )
          }
          error={error}
          placeholder={variable.placeholder}
          value={typeof value === 'string' ? value : value === undefined ? '' : String(value)}
          onChange={onChange}
          testId={testId}
        />
      );
    case 'select': {
      // A native select: the phone's own picker, keyboard and screen-reader support for free, and
      // no combobox code in the chunk. Options hold strings; the items may be numbers or strings.
      // A clearable select offers an empty choice; otherwise the empty choice is only a prompt.
      const items = [
        { label: 'Selecione', value: '', disabled: !variable.clearable },
        ...variable.items.map((i) => ({ label: i.label, value: String(i.value) })),
      ];
      return (
        <NativeSelect
          label={`${variable.label}${optionalMark}`}
          description={variable.helpText}
          data={items}
          value={value === undefined ? '' : String(value)}
          onChange={(e) => {
            const v = e.currentTarget.value;
            onChange(variable.items.find((i) => String(i.value) === v)?.value);
          }}
          data-testid={testId}
        />
      );
    }
    case 'checklist': {
      // Native checkboxes in a fieldset: the legend names the group for screen readers.
      const selected = Array.isArray(value) ? (value as number[]) : [];
      const toggle = (v: number, checked: boolean) =>
        onChange(checked ? [...selected, v] : selected.filter((s) => s !== v));
      return (
        <fieldset data-testid={testId} style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" size="sm" fw={500} mb={4}>
            {variable.label}
            {optionalMark}
          </Text>
          {variable.helpText && (
            <Text size="xs" c="gray.7" mb={4}>
              {variable.helpText}
            </Text>
          )}
          <Stack gap="xs">
            {variable.items.map((item) => (
              <Group key={item.value} gap="xs" wrap="nowrap" component="label" style={{ cursor: 'pointer' }}>
                <input
                  type="checkbox"
                  checked={selected.includes(item.value)}
                  onChange={(e) => toggle(item.value, e.currentTarget.checked)}
                  style={{ width: 20, height: 20, accentColor: 'var(--mantine-color-vetor-8)' }}
                />
                <Text size="sm">{item.description}</Text>
              </Group>
            ))}
          </Stack>
        </fieldset>
      );
    }
  }
}
