import { z } from 'zod';
import { formatNumber } from '../calculators/format.js';
import { contentAnimalSchema, contentSlugSchema } from '../content/topic.schemas.js';

// A drug an algorithm step (or the emergency chart) gives: the dose per kg and the concentration of
// a real presentation, so the weight the flow asked becomes "mg and mL" on screen. The content
// checks hold every step to a monograph: the drug exists, the dose lies within one of its doses in
// the same unit, the concentration is one the library sells (docs/decisions/tools-drug-steps.md).

export const DOSE_UNITS = ['mg/kg', 'mcg/kg', 'UI/kg', 'mEq/kg', 'g/kg', 'mL/kg'] as const;
export const CONCENTRATION_UNITS = ['mg/mL', 'mcg/mL', 'UI/mL', 'mEq/mL', 'g/mL'] as const;

export const drugStepSchema = z.strictObject({
  /** The monograph's id (content/drugs). */
  drug: contentSlugSchema,
  /** How the step names it ("Adrenalina (dose baixa)"). */
  name: z.string().min(1),
  dose: z.strictObject({ min: z.number().positive(), max: z.number().positive().optional() }),
  unit: z.enum(DOSE_UNITS),
  route: z.string().min(1),
  concentration: z.strictObject({
    value: z.number().positive(),
    unit: z.enum(CONCENTRATION_UNITS),
    /** The presentation the concentration comes from ("ampola 1 mg/mL"). */
    label: z.string().min(1),
  }),
  /** When and how often, in a few words ("a cada 3–5 min, ciclos alternados"). */
  note: z.string().optional(),
  /** Only for these species; absent for both. */
  animals: z.array(contentAnimalSchema).optional(),
});
export type DrugStep = z.infer<typeof drugStepSchema>;

/** The amount unit of a dose unit ('mcg/kg' → 'mcg'). */
const amountUnit = (unit: DrugStep['unit']) => unit.replace('/kg', '');

/** mg, mcg and g convert into each other; UI and mEq only into themselves. */
const MASS: Record<string, number> = { mcg: 0.001, mg: 1, g: 1000 };

function factor(from: string, to: string): number | null {
  if (from === to) return 1;
  const a = MASS[from];
  const b = MASS[to];
  return a !== undefined && b !== undefined ? a / b : null;
}

export interface Range {
  min: number;
  max: number;
}

export interface DrugStepDose {
  /** What the patient receives, in `amountUnit` (for a mL/kg dose: the concentration's unit). */
  amount: Range;
  amountUnit: string;
  /** Volume of the presentation to draw up. */
  volume: Range;
}

/**
 * The dose of a step for a weight: amount and volume, min and max (equal for a single dose).
 * Null when the weight is not a positive number or the units do not convert (a content error the
 * checks catch before it ships).
 */
export function drugStepDose(step: DrugStep, weightKg: number): DrugStepDose | null {
  if (!Number.isFinite(weightKg) || weightKg <= 0) return null;
  const perKg = { min: step.dose.min, max: step.dose.max ?? step.dose.min };
  const concUnit = step.concentration.unit.replace('/mL', '');
  if (step.unit === 'mL/kg') {
    const volume = { min: perKg.min * weightKg, max: perKg.max * weightKg };
    const c = step.concentration.value;
    return { volume, amount: { min: volume.min * c, max: volume.max * c }, amountUnit: concUnit };
  }
  const unit = amountUnit(step.unit);
  const f = factor(unit, concUnit);
  if (f === null) return null;
  const amount = { min: perKg.min * weightKg, max: perKg.max * weightKg };
  const perMl = step.concentration.value;
  const volume = { min: (amount.min * f) / perMl, max: (amount.max * f) / perMl };
  // "1.250 mcg" is misread at the bedside (a thousands dot taken for a decimal comma): from 1 mg up
  // the amount is shown in mg.
  if (unit === 'mcg' && amount.min >= 1000) {
    return { amount: { min: amount.min / 1000, max: amount.max / 1000 }, amountUnit: 'mg', volume };
  }
  return { amount, amountUnit: unit, volume };
}

/** Decimals that keep a syringe-readable figure: 0,05 mL but 12,5 mL; 0,125 mg but 250 mg. */
function decimalsFor(value: number): number {
  if (value >= 100) return 0;
  if (value >= 10) return 1;
  if (value >= 1) return 2;
  return 3;
}

export function formatRange({ min, max }: Range, unit: string): string {
  const a = formatNumber(min, decimalsFor(min));
  const b = formatNumber(max, decimalsFor(max));
  return a === b ? `${a} ${unit}` : `${a} a ${b} ${unit}`;
}

/** "0,01 mg/kg" or "0,5 a 1,5 mL/kg". */
export function formatPerKg(step: DrugStep): string {
  return formatRange({ min: step.dose.min, max: step.dose.max ?? step.dose.min }, step.unit);
}

export function formatConcentration(step: DrugStep): string {
  return `${formatNumber(step.concentration.value, 3)} ${step.concentration.unit}`;
}

/** One line for a record: "Adrenalina (dose baixa): 0,125 mg = 0,13 mL (1 mg/mL) IV ou IO". */
export function drugStepText(step: DrugStep, weightKg: number): string {
  const d = drugStepDose(step, weightKg);
  if (!d) return `${step.name}: ${formatPerKg(step)} ${step.route}`;
  return `${step.name}: ${formatRange(d.amount, d.amountUnit)} = ${formatRange(d.volume, 'mL')} (${formatConcentration(step)}) ${step.route}`;
}

/** The steps that apply to a species ('dog' | 'cat' as the flows gather it; unknown keeps all). */
export function stepsFor(steps: readonly DrugStep[], species: string | undefined): DrugStep[] {
  const animal = species === 'dog' ? 1 : species === 'cat' ? 2 : null;
  return steps.filter((s) => animal === null || !s.animals || s.animals.includes(animal));
}

/**
 * The patient a link or the app hands over: `?peso=12,5&especie=cao`. A weight outside 0–150 kg or
 * an unknown species is dropped rather than guessed.
 */
export function patientFromQuery(params: { get(name: string): string | null }): {
  weight?: string;
  species?: 'dog' | 'cat';
} {
  const out: { weight?: string; species?: 'dog' | 'cat' } = {};
  const peso = params.get('peso')?.trim();
  if (peso && /^\d+(?:,\d+)?$/.test(peso)) {
    const n = Number(peso.replace(',', '.'));
    if (n > 0 && n <= 150) out.weight = peso;
  }
  const especie = params.get('especie')?.trim().toLowerCase();
  if (especie === 'cao' || especie === 'cão') out.species = 'dog';
  if (especie === 'gato') out.species = 'cat';
  return out;
}
