// What the embedded dose calculator used for an item (dose per kg, presentation and its strength,
// frequency, days), kept on the item so its posology can be written again for another weight: a
// template started for a new patient (docs/decisions/prescriptions-templates.md).
import { z } from 'zod';
import { isStorableText } from '../accounts/sign-in.rules.js';
import {
  type ConcentrationUnit,
  computeDose,
  DOSE_UNITS,
  LIQUID_UNITS,
  SOLID_UNITS,
} from '../calculators/dose-calculator.js';
import { buildPosology } from './prescriptions.rules.js';

const text = (max: number) =>
  z.string().trim().max(max, { message: 'VALIDATION_ERROR' }).refine(isStorableText, { message: 'VALIDATION_ERROR' });

export const itemDosingSchema = z.object({
  perKg: z.number().positive().max(100_000),
  doseUnit: z.enum(DOSE_UNITS),
  form: z.enum(['solid', 'liquid']),
  /** The presentation's strength; absent only for mL/kg doses. */
  concentration: z.number().positive().max(1_000_000).nullable(),
  concentrationUnit: z.enum([...LIQUID_UNITS, ...SOLID_UNITS, 'UI/mL']).nullable(),
  /** The presentation label the posology names, e.g. 'Comprimido 50 mg'. */
  presentation: text(200),
  route: text(100).nullable().optional(),
  frequency: text(60),
  frequencyUnit: text(40).nullable().optional(),
  durationDays: z.number().int().min(0).max(3650).nullable(),
});
export type ItemDosing = z.infer<typeof itemDosingSchema>;

/**
 * The posology for this weight, written as the calculator writes it; null when the dosing cannot
 * give an amount (no weight, a unit the calculator refuses), so the caller keeps the text as written.
 */
export function posologyFor(dosing: ItemDosing, weightKg: number | null | undefined): string | null {
  if (!weightKg || !(weightKg > 0)) return null;
  const result = computeDose({
    weight: weightKg,
    dose: dosing.perKg,
    doseUnit: dosing.doseUnit,
    form: dosing.form,
    ...(dosing.concentration !== null && dosing.concentrationUnit !== null
      ? { concentration: dosing.concentration, concentrationUnit: dosing.concentrationUnit as ConcentrationUnit }
      : {}),
  });
  if (!result || !Number.isFinite(result.volume) || result.volume <= 0) return null;
  return buildPosology({
    amount: result.volume,
    form: dosing.form,
    presentation: dosing.presentation,
    route: dosing.route ?? null,
    frequency: dosing.frequency,
    frequencyUnit: dosing.frequencyUnit ?? null,
    durationDays: dosing.durationDays,
  });
}
