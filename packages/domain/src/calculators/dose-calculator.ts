// The dose calculator (docs/product/calculators-patients-prescriptions-management.md §3 Dose calculator state, §9): total dose from weight and dose per
// kg, and the volume (liquid) or number of units (solid) of the chosen presentation.
import { formQuantity } from '../platform/wording.js';
import { parseDoseRange, type Range } from './dose-range.js';
import { div, type Expr, evaluate, mul, num, render } from './expression.js';
import { formatNumber, parseDecimal } from './format.js';

/** Converts each unit to grams (or to UI for UI, or to g/mL for %): docs/product/calculators-patients-prescriptions-management.md §9. */
export const UNIT_FACTORS = { '%': 0.01, g: 1, mg: 0.001, mcg: 1e-6, UI: 1 } as const;
type MassUnit = keyof typeof UNIT_FACTORS;

export const DOSE_UNITS = ['g/kg', 'mg/kg', 'mcg/kg', 'UI/kg', 'mL/kg'] as const;
export type DoseUnit = (typeof DOSE_UNITS)[number];
export const LIQUID_UNITS = ['%', 'g/mL', 'mg/mL', 'mcg/mL'] as const;
export const SOLID_UNITS = ['g', 'mg', 'mcg'] as const;
export type ConcentrationUnit = (typeof LIQUID_UNITS)[number] | (typeof SOLID_UNITS)[number] | 'UI/mL';
export type PresentationForm = 'liquid' | 'solid';

/** Concentration units the screen may offer for a dose unit and presentation. */
export function concentrationUnitsFor(doseUnit: DoseUnit, form: PresentationForm): readonly ConcentrationUnit[] {
  if (doseUnit === 'mL/kg') return [];
  // UI doses only make sense against a UI/mL solution (insulin, heparin...).
  if (doseUnit === 'UI/kg') return form === 'liquid' ? ['UI/mL'] : [];
  return form === 'liquid' ? LIQUID_UNITS : SOLID_UNITS;
}

const massOf = (unit: DoseUnit | ConcentrationUnit): MassUnit => {
  const head = unit.split('/')[0];
  return (head && head in UNIT_FACTORS ? head : 'g') as MassUnit;
};

export interface DoseInput {
  weight: number;
  dose: number;
  doseUnit: DoseUnit;
  form: PresentationForm;
  concentration?: number;
  concentrationUnit?: ConcentrationUnit;
}

export interface DoseResult {
  /** weight × dose per kg, in the dose unit without '/kg' (mg, mcg, UI, mL). */
  totalDose: number;
  totalDoseUnit: string;
  /** mL for liquids and mL/kg doses; units of the presentation (tablets…) for solids. */
  volume: number;
  volumeUnit: 'mL' | 'unidade(s)';
}

/**
 * The dose formulas as data (the result prints its working from the trees that computed
 * it): total = weight × dose per kg; volume = total ÷ concentration, both put in grams (or g/mL)
 * first when their units differ ('%' is g per 100 mL, so its factor 0.01 gives g/mL).
 * null when the input cannot give a result.
 */
export function doseExpressions(input: DoseInput): { total: Expr; volume?: Expr } | null {
  const { weight, dose, doseUnit, form, concentration, concentrationUnit } = input;
  if (!(weight > 0) || !(dose >= 0) || !DOSE_UNITS.includes(doseUnit)) return null;
  const total = mul(num(weight, 'kg'), num(dose, doseUnit));
  if (doseUnit === 'mL/kg') return { total };
  if (concentration === undefined || !(concentration > 0) || concentrationUnit === undefined) return null;
  if (!concentrationUnitsFor(doseUnit, form).includes(concentrationUnit)) return null;
  const totalValue = num(evaluate(total), doseUnit.replace('/kg', ''));
  const concentrationValue = num(concentration, concentrationUnit);
  const doseFactor = UNIT_FACTORS[massOf(doseUnit)];
  const concentrationFactor = UNIT_FACTORS[concentrationUnit === '%' ? '%' : massOf(concentrationUnit)];
  const volume =
    doseFactor === concentrationFactor
      ? div(totalValue, concentrationValue)
      : div(mul(totalValue, num(doseFactor)), mul(concentrationValue, num(concentrationFactor)));
  return { total, volume };
}

/** null unless weight, dose and unit, and (except mL/kg) a positive concentration with an allowed unit. */
export function computeDose(input: DoseInput): DoseResult | null {
  const e = doseExpressions(input);
  if (!e) return null;
  const totalDose = evaluate(e.total);
  const totalDoseUnit = input.doseUnit.replace('/kg', '');
  if (!e.volume) return { totalDose, totalDoseUnit, volume: totalDose, volumeUnit: 'mL' };
  return {
    totalDose,
    totalDoseUnit,
    volume: evaluate(e.volume),
    volumeUnit: input.form === 'solid' ? 'unidade(s)' : 'mL',
  };
}

/** "20 kg × 10 mg/kg = 200 mg" and "200 mg ÷ 50 mg/mL = 4 mL", one line each (pt-BR decimals). */
export function doseWorking(input: DoseInput): string | null {
  const e = doseExpressions(input);
  const result = computeDose(input);
  if (!e || !result) return null;
  const text = formatDoseResult(result);
  const lines = [`${render(e.total, 3)} = ${text.totalDose}`];
  if (e.volume && result.volumeUnit === 'mL') lines.push(`${render(e.volume, 6)} = ${text.volume}`);
  // A solid's count is rounded to the fractions a vet can split: show both.
  else if (e.volume) lines.push(`${render(e.volume, 6)} = ${formatNumber(result.volume, 3)} (≈ ${text.volume})`);
  return lines.join('\n');
}

/** What the dose tab holds: raw texts as typed, the chosen units and the derived result. */
export interface DoseCalculatorState {
  weight: string;
  dose: string;
  doseUnit?: DoseUnit;
  form: PresentationForm;
  concentration: string;
  concentrationUnit?: ConcentrationUnit;
  /** A range typed or prefilled ('11 a 15'): the dose is one of its low, mid or high values. */
  range?: Range;
  result: DoseResult | null;
}

export type RangePoint = 'low' | 'mid' | 'high';

/** The value of a range the dose calculator offers for each choice (mid: the arithmetic middle). */
export function rangePoint(range: Range, point: RangePoint): number {
  if (point === 'low') return range.low;
  if (point === 'high') return range.high;
  return (range.low + range.high) / 2;
}

const decimalText = (v: number) => formatNumber(v, 4).replace(/\./g, '');

export const initialDoseCalculatorState: DoseCalculatorState = {
  weight: '',
  dose: '',
  form: 'liquid',
  concentration: '',
  result: null,
};

/** Applies a change and recomputes; a concentration unit no longer allowed is cleared. */
export function updateDoseCalculator(
  state: DoseCalculatorState,
  patch: Partial<Omit<DoseCalculatorState, 'result'>>,
): DoseCalculatorState {
  const next = { ...state, ...patch };
  if (patch.dose !== undefined) {
    // A range is not refused: the dose starts at its low end (the cautious choice) and the screen
    // offers the middle and the high end; a single value inside the range keeps the choice open.
    const range = parseDoseRange(patch.dose);
    if (range && range.high > range.low) {
      next.range = range;
      next.dose = decimalText(range.low);
    } else {
      const value = parseDecimal(patch.dose);
      if (!state.range || value === undefined || value < state.range.low || value > state.range.high) delete next.range;
    }
  }
  if (
    next.concentrationUnit !== undefined &&
    (next.doseUnit === undefined || !concentrationUnitsFor(next.doseUnit, next.form).includes(next.concentrationUnit))
  ) {
    next.concentrationUnit = undefined;
  }
  const weight = parseDecimal(next.weight);
  const dose = parseDecimal(next.dose);
  next.result =
    weight === undefined || dose === undefined || next.doseUnit === undefined
      ? null
      : computeDose({
          weight,
          dose,
          doseUnit: next.doseUnit,
          form: next.form,
          concentration: parseDecimal(next.concentration),
          concentrationUnit: next.concentrationUnit,
        });
  return next;
}

/** The working of what the dose tab shows, from its raw texts (the same parsing as the result). */
export function doseStateWorking(state: DoseCalculatorState): string | null {
  const weight = parseDecimal(state.weight);
  const dose = parseDecimal(state.dose);
  if (weight === undefined || dose === undefined || state.doseUnit === undefined) return null;
  return doseWorking({
    weight,
    dose,
    doseUnit: state.doseUnit,
    form: state.form,
    concentration: parseDecimal(state.concentration),
    concentrationUnit: state.concentrationUnit,
  });
}

/** Total dose and volume rounded to 3 decimals (small volumes such as 0,045 mL must survive). */
export function formatDoseResult(result: DoseResult): { totalDose: string; volume: string } {
  return {
    totalDose: `${formatNumber(result.totalDose, 3)} ${result.totalDoseUnit}`,
    // A solid form is counted in tablets, with the fractions a vet can split.
    volume:
      result.volumeUnit === 'unidade(s)'
        ? formQuantity(result.volume, 'comprimido', 'comprimidos')
        : `${formatNumber(result.volume, 3)} ${result.volumeUnit}`,
  };
}

export const DOSE_WEIGHT_ZERO_ERROR = 'O peso deve ser maior que zero.';
export const DOSE_CONCENTRATION_ZERO_ERROR = 'A concentração deve ser maior que zero.';
/** Above any dog or cat (the per-species limits of the plausibility check; the species is not asked here). */
export const DOSE_WEIGHT_MAX_KG = 150;

/**
 * Why the dose calculator cannot give a result, per field, in the words the other calculators use
 *: instead of the empty-state placeholder for a zero weight or concentration.
 */
export function doseCalculatorErrors(state: Pick<DoseCalculatorState, 'weight' | 'concentration'>): {
  weight?: string;
  concentration?: string;
} {
  const out: { weight?: string; concentration?: string } = {};
  const weight = parseDecimal(state.weight);
  if (weight !== undefined && weight === 0) out.weight = DOSE_WEIGHT_ZERO_ERROR;
  else if (weight !== undefined && weight > DOSE_WEIGHT_MAX_KG)
    out.weight = `Peso do paciente: informe até ${DOSE_WEIGHT_MAX_KG} kg.`;
  const concentration = parseDecimal(state.concentration);
  if (concentration !== undefined && concentration === 0) out.concentration = DOSE_CONCENTRATION_ZERO_ERROR;
  return out;
}
