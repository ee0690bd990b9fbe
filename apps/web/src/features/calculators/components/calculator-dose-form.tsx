import { Group, NativeSelect, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  type ConcentrationUnit,
  concentrationUnitsFor,
  DOSE_UNITS,
  type DoseCalculatorState,
  type DoseUnit,
  doseCalculatorErrors,
  doseStateWorking,
  formatDoseResult,
  initialDoseCalculatorState,
  type PresentationForm,
  type RangePoint,
  rangePoint,
  updateDoseCalculator,
} from '@vetor/domain/calculators/dose-calculator';
import { CalculatorNumberField } from '../../../components/calculator-number-field';
import { CalculatorResultPanel } from './calculator-result-panel';
import { Working } from './calculator-result-view';

// The dose calculator (docs/product/calculators-patients-prescriptions-management.md §3 Dose calculator state, §9): weight, dose per kg with its unit,
// presentation and concentration with its unit; total dose and volume. Shared by the custom route
// /calculators/dose-calculator/custom and the Doses tab of the drug header's calculator dialog.

export function initialDoseState(
  weight?: string,
  prefill: Partial<Omit<DoseCalculatorState, 'result' | 'weight' | 'range'>> = {},
): DoseCalculatorState {
  const patch = weight ? { ...prefill, weight } : prefill;
  return Object.keys(patch).length
    ? updateDoseCalculator(initialDoseCalculatorState, patch)
    : initialDoseCalculatorState;
}

const POINTS: { value: RangePoint; label: string }[] = [
  { value: 'low', label: 'Baixa' },
  { value: 'mid', label: 'Média' },
  { value: 'high', label: 'Alta' },
];
const decimal = (v: number) => String(Number(v.toFixed(4))).replace('.', ',');

/** True once the user typed or chose anything (the leave confirmation only asks then). */
export function doseStateIsDirty(state: DoseCalculatorState): boolean {
  return Boolean(state.weight || state.dose || state.doseUnit || state.concentration || state.concentrationUnit);
}

/** Native selects: the phone's own picker, and no combobox code in the calculators chunk. */
function withPlaceholder(units: readonly string[]) {
  // The empty choice stays selectable: a chosen unit can be undone (docs/product/calculators-patients-prescriptions-management.md §3, clearable selects).
  return [{ value: '', label: 'Unidade' }, ...units.map((u) => ({ value: u, label: u }))];
}

const FORMS: { label: string; value: PresentationForm }[] = [
  { label: 'Líquida (mL)', value: 'liquid' },
  { label: 'Sólida (comprimido)', value: 'solid' },
];

export function CalculatorDoseForm({
  state,
  onChange,
}: {
  state: DoseCalculatorState;
  onChange: (next: DoseCalculatorState) => void;
}) {
  const set = (patch: Parameters<typeof updateDoseCalculator>[1]) => onChange(updateDoseCalculator(state, patch));
  const needsConcentration = state.doseUnit !== 'mL/kg';
  const units = state.doseUnit ? concentrationUnitsFor(state.doseUnit, state.form) : [];
  const errors = doseCalculatorErrors(state);
  const firstError = errors.weight ?? (needsConcentration ? errors.concentration : undefined);
  const formatted = state.result && !firstError ? formatDoseResult(state.result) : null;
  const working = formatted ? doseStateWorking(state) : null;
  const solid = state.form === 'solid' && needsConcentration;
  const uiSolid = state.doseUnit === 'UI/kg' && state.form === 'solid';

  return (
    <Stack gap="md" maw={720} data-testid="dose-form">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <CalculatorNumberField
          label="Peso do paciente"
          unit="kg"
          value={state.weight}
          onChange={(weight) => set({ weight })}
          error={errors.weight}
          testId="dose-weight"
        />
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <div style={{ flex: 1, minWidth: 0 }}>
            <CalculatorNumberField
              label="Dose"
              value={state.dose}
              onChange={(dose) => set({ dose })}
              testId="dose-dose"
              acceptRange
            />
          </div>
          <NativeSelect
            label="Unidade"
            aria-label="Unidade da dose"
            w={120}
            data={withPlaceholder(DOSE_UNITS)}
            value={state.doseUnit ?? ''}
            onChange={(e) => set({ doseUnit: (e.currentTarget.value || undefined) as DoseUnit | undefined })}
            data-testid="dose-unit"
          />
        </Group>
      </SimpleGrid>

      {state.range && (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="dose-range-label">
            Dose do intervalo {decimal(state.range.low)} a {decimal(state.range.high)}
          </Text>
          <SegmentedControl
            aria-labelledby="dose-range-label"
            data={POINTS.map((p) => ({
              value: p.value,
              label: `${p.label} (${decimal(rangePoint(state.range!, p.value))})`,
            }))}
            value={POINTS.find((p) => decimal(rangePoint(state.range!, p.value)) === state.dose)?.value ?? ''}
            onChange={(v) => set({ dose: decimal(rangePoint(state.range!, v as RangePoint)) })}
            fullWidth
            data-testid="dose-range"
          />
        </Stack>
      )}

      {needsConcentration && (
        <>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="dose-form-label">
              Apresentação
            </Text>
            <SegmentedControl
              aria-labelledby="dose-form-label"
              data={FORMS}
              value={state.form}
              onChange={(v) => set({ form: v as PresentationForm })}
              fullWidth
              data-testid="dose-presentation"
            />
          </Stack>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <div style={{ flex: 1, minWidth: 0 }}>
              <CalculatorNumberField
                label={solid ? 'Concentração por unidade' : 'Concentração'}
                value={state.concentration}
                onChange={(concentration) => set({ concentration })}
                error={errors.concentration}
                testId="dose-concentration"
              />
            </div>
            <NativeSelect
              label="Unidade"
              aria-label="Unidade da concentração"
              w={120}
              data={withPlaceholder(units)}
              value={state.concentrationUnit ?? ''}
              onChange={(e) =>
                set({ concentrationUnit: (e.currentTarget.value || undefined) as ConcentrationUnit | undefined })
              }
              disabled={units.length === 0}
              data-testid="dose-concentration-unit"
            />
          </Group>
          {uiSolid && (
            <Text size="sm" c="orange.9">
              Doses em UI/kg usam apenas concentrações em UI/mL (apresentação líquida).
            </Text>
          )}
        </>
      )}

      <CalculatorResultPanel label="Dose e volume">
        {firstError ? (
          <Text c="red.9" fw={600} data-testid="calculator-error">
            {firstError}
          </Text>
        ) : formatted ? (
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text>Dose total</Text>
              <Text fw={700} size="lg" data-testid="dose-total">
                {formatted.totalDose}
              </Text>
            </Group>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text>{solid ? 'Quantidade da apresentação' : 'Volume a administrar'}</Text>
              <Text fw={700} size="lg" data-testid="dose-volume">
                {formatted.volume}
              </Text>
            </Group>
            {working && <Working text={working} />}
          </Stack>
        ) : null}
      </CalculatorResultPanel>
    </Stack>
  );
}
