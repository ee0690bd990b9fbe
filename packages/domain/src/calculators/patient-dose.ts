// What a dose card says for the patient in hand: the amount to give (mg, mcg, UI, mL…) and, when the
// dose names a presentation with its concentration, the mL or tablets to draw up, low and high of
// the range. Pure, so the drug page, the emergency chart and an algorithm step compute it alike.
import type { DoseOption } from '../content/drug.schemas.js';
import { formQuantity } from '../platform/wording.js';
import { type ConcentrationUnit, computeDose, type DoseUnit, SOLID_UNITS } from './dose-calculator.js';
import { parseDoseRange, type Range } from './dose-range.js';
import { formatNumber } from './format.js';

// Callers (the web's dose fields, the tests) keep importing them from here.
export { parseDoseRange, type Range } from './dose-range.js';

export interface PatientDose {
  /** weight × dose, e.g. { low: 110, high: 150 } mg, or mg/h for a rate. */
  total: Range;
  totalUnit: string;
  /** What to draw up or count out of the dose's first presentation the calculator understands. */
  amount?: Range & { unit: 'mL' | 'comprimido'; label: string /** -1 for an mL/kg dose. */; optionIndex: number };
}

// Per-kg measurements and the unit of their total ('mg/kg/h' gives 'mg/h').
const PER_KG = /^(mg|mcg|g|UI|mL|mEq)\/kg(\/h|\/min)?$/;

/**
 * The dose of `measurement` ('mg/kg', 'mcg/kg/min'…) for a patient of `weightKg`; null when the
 * dose is not per kg (per animal, per m², drops…) or the weight is not positive. The amount is for
 * the presentation `optionIndex` when given; otherwise for the first presentation that gives a
 * practical amount (¼ tablet, 0,1 mL or more), or else the first the calculator can divide by.
 */
export function patientDose(
  dose: { dose: string; measurement: string; options?: readonly DoseOption[] | undefined },
  weightKg: number,
  optionIndex?: number,
): PatientDose | null {
  const match = PER_KG.exec(dose.measurement);
  const range = parseDoseRange(dose.dose);
  if (!match || !range || !(weightKg > 0)) return null;
  const [, mass, rate = ''] = match;
  const total = { low: weightKg * range.low, high: weightKg * range.high };
  const out: PatientDose = { total, totalUnit: `${mass}${rate}` };
  if (rate || mass === 'mEq') return out;
  if (mass === 'mL') return { ...out, amount: { ...total, unit: 'mL', label: 'mL', optionIndex: -1 } };
  const amounts = (dose.options ?? []).map((option, i) => amountOf(option, i, mass as string, range, weightKg));
  const chosen =
    optionIndex !== undefined
      ? amounts[optionIndex]
      : (amounts.find((a) => a && a.low >= (a.unit === 'comprimido' ? 0.25 : 0.1)) ?? amounts.find(Boolean));
  return chosen ? { ...out, amount: chosen } : out;
}

/** Indexes of the dose's presentations the calculator can divide by (what a card may offer). */
export function usableOptions(
  dose: { dose: string; measurement: string; options?: readonly DoseOption[] | undefined },
  weightKg: number,
): number[] {
  return (dose.options ?? []).flatMap((_, i) => (patientDose(dose, weightKg, i)?.amount ? [i] : []));
}

function amountOf(option: DoseOption, index: number, mass: string, range: Range, weightKg: number) {
  const form = (SOLID_UNITS as readonly string[]).includes(option.unit) ? 'solid' : 'liquid';
  const at = (perKg: number) =>
    computeDose({
      weight: weightKg,
      dose: perKg,
      doseUnit: `${mass}/kg` as DoseUnit,
      form,
      concentration: option.concentration,
      concentrationUnit: option.unit as ConcentrationUnit,
    });
  const low = at(range.low);
  const high = at(range.high);
  if (!low || !high) return undefined;
  return {
    low: low.volume,
    high: high.volume,
    unit: form === 'solid' ? ('comprimido' as const) : ('mL' as const),
    label: option.label,
    optionIndex: index,
  };
}

const rangeText = (r: Range, one: (v: number) => string, unit: string) =>
  r.low === r.high ? `${one(r.low)} ${unit}` : `${one(r.low)} a ${one(r.high)} ${unit}`;

/** Significant enough for a syringe or a scale: 3 decimals below 1, 2 below 10, 1 above. */
function sensible(value: number): string {
  return formatNumber(value, value < 1 ? 3 : value < 10 ? 2 : 1);
}

/** pt-BR texts: total '110 a 150 mg', amount '2,2 a 3 mL' or '¼ a ½ comprimido'. */
export function formatPatientDose(result: PatientDose): { total: string; amount?: string } {
  const total = rangeText(result.total, sensible, result.totalUnit);
  const a = result.amount;
  if (!a) return { total };
  if (a.unit === 'mL') return { total, amount: rangeText(a, sensible, 'mL') };
  const tablets = (v: number) => formQuantity(v, 'comprimido', 'comprimidos');
  const count = (v: number) => tablets(v).replace(/ comprimidos?$/, '');
  return { total, amount: a.low === a.high ? tablets(a.low) : `${count(a.low)} a ${tablets(a.high)}` };
}
