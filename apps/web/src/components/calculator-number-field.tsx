import { Text, TextInput, VisuallyHidden } from '@mantine/core';
import { parseDoseRange } from '@vetor/domain/calculators/patient-dose';
import { message } from '@vetor/domain/messages';
import { sanitizeNumberInput } from '@vetor/domain/platform/number-input';
import { type ReactNode, useState } from 'react';

// A calculator number field: free text so the comma (pt-BR) or the dot both work, the numeric
// keyboard with a decimal key on phones, and the unit beside the value. The unit is repeated in
// the accessible name so a screen reader announces "Peso (kg)".

export interface CalculatorNumberFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  unit?: string | undefined;
  description?: ReactNode;
  /** Why the value cannot be used, under the field (pt-BR). */
  error?: ReactNode;
  placeholder?: string | undefined;
  testId?: string;
  autoFocus?: boolean;
  /** Hides the label visually (the rule of three sentence labels its own fields). */
  hideLabel?: boolean;
  /** Lets a range through as typed ('11 a 15', '0,5-1'): sanitized, it would become 1115. */
  acceptRange?: boolean;
}

export function CalculatorNumberField({
  label,
  value,
  onChange,
  unit,
  description,
  error,
  placeholder,
  testId,
  autoFocus,
  hideLabel,
  acceptRange,
}: CalculatorNumberFieldProps) {
  // What the field removed from the last thing typed, said under it: a typed "-5" becomes "5"
  // (quantities here are never negative), and the vet must not miss that.
  const [removed, setRemoved] = useState<string | null>(null);
  const fullLabel = (
    <>
      {label}
      {unit && <VisuallyHidden> ({unit})</VisuallyHidden>}
    </>
  );
  return (
    <TextInput
      label={hideLabel ? <VisuallyHidden>{fullLabel}</VisuallyHidden> : fullLabel}
      description={
        removed && !error ? (
          <Text span size="xs" c="orange.9" role="status" data-testid={testId ? `${testId}-removed` : undefined}>
            {removed}
          </Text>
        ) : (
          description
        )
      }
      error={error}
      value={value}
      onChange={(e) => {
        const typed = e.currentTarget.value;
        const range = acceptRange ? parseDoseRange(typed) : null;
        if (range && range.high > range.low) {
          setRemoved(null);
          onChange(typed.trim());
          return;
        }
        setRemoved(typed.includes('-') ? message('NUMBER_NEGATIVE_REMOVED') : null);
        onChange(sanitizeNumberInput(typed));
      }}
      inputMode="decimal"
      autoComplete="off"
      enterKeyHint="done"
      placeholder={placeholder ?? '0'}
      data-testid={testId}
      autoFocus={autoFocus}
      rightSectionWidth={unit ? Math.max(44, unit.length * 8 + 20) : undefined}
      rightSectionPointerEvents="none"
      rightSection={
        unit ? (
          <Text size="sm" c="gray.8" aria-hidden="true" pr={8} style={{ whiteSpace: 'nowrap' }}>
            {unit}
          </Text>
        ) : undefined
      }
    />
  );
}
