import { Grid, Stack } from '@mantine/core';
import type {
  CalculatorDefinition,
  CalculatorInputs,
  CalculatorResult,
} from '@vetor/domain/calculators/calculator.types';
import { calculateChecked, type Plausibility } from '@vetor/domain/calculators/plausibility';
import { type ReactNode, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CalculatorResultPanel } from './calculator-result-panel';
import { CalculatorResultView } from './calculator-result-view';
import { initialInputsFor, readPatientContext } from './patient-context';
import { useLeaveConfirmation } from './use-leave-confirmation';
import { VariableField } from './variable-field';

// The screen that renders any calculator definition: its visible variables, then the result of
// `calculate`, recomputed on every change, behind the placeholder while it returns null.

export interface CalculatorScreenProps {
  definition: CalculatorDefinition;
  /** Data edited outside the variables (the infusion drug rows and configuration). */
  extraInputs?: Record<string, unknown>;
  /** Fields rendered after the variables (the infusion drug rows). */
  extraFields?: ReactNode;
  /** True when the extra fields hold data the leave confirmation should protect. */
  extraDirty?: boolean;
  /** A custom presentation of a non-error result (the transfusion plan's drip tables). */
  renderResult?: (result: CalculatorResult, inputs: CalculatorInputs) => ReactNode;
}

function hasValue(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** Calculate never breaks the screen: a throw is treated as "not enough input". */
const NO_NOTES: Plausibility = { errors: [], warnings: [] };

/** The result after the plausibility check, with the notes to show under the fields. */
function checkedCalculate(
  definition: CalculatorDefinition,
  inputs: CalculatorInputs,
): { result: CalculatorResult | null; plausibility: Plausibility } {
  try {
    return calculateChecked(definition, inputs);
  } catch {
    return { result: null, plausibility: NO_NOTES };
  }
}

export function CalculatorScreen({
  definition,
  extraInputs,
  extraFields,
  extraDirty = false,
  renderResult,
}: CalculatorScreenProps) {
  const [params] = useSearchParams();
  const [initial] = useState(() => initialInputsFor(definition, readPatientContext(params)));
  const [values, setValues] = useState<Record<string, unknown>>(initial);

  const inputs = useMemo(() => ({ ...values, ...extraInputs }), [values, extraInputs]);
  const visible = definition.variables.filter((v) => v.visibleWhen?.(inputs) ?? true);
  const { result, plausibility } = useMemo(() => checkedCalculate(definition, inputs), [definition, inputs]);
  const noteOf = (id: string) => ({
    error: plausibility.errors.find((n) => n.id === id)?.text,
    warning: plausibility.warnings.find((n) => n.id === id)?.text,
  });

  // Pre-filled patient data alone is not "data the user filled": leaving then does not ask.
  const dirty = extraDirty || Object.keys(values).some((k) => hasValue(values[k]) && values[k] !== initial[k]);
  useLeaveConfirmation(dirty);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md" component="form" onSubmit={(e) => e.preventDefault()} aria-label={`Dados: ${definition.name}`}>
          {visible.map((v) => (
            <VariableField
              key={v.id}
              variable={v}
              value={values[v.id]}
              {...noteOf(v.id)}
              onChange={(value) => setValues((prev) => ({ ...prev, [v.id]: value }))}
            />
          ))}
          {extraFields}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <div style={{ position: 'sticky', top: 16 }}>
          <CalculatorResultPanel label={definition.responseLabel}>
            {result &&
              (renderResult && result.type !== 'error' ? (
                renderResult(result, inputs)
              ) : (
                <CalculatorResultView result={result} />
              ))}
          </CalculatorResultPanel>
        </div>
      </Grid.Col>
    </Grid>
  );
}
