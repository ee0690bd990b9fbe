// What the embedded dose calculator used for an item (dose per kg, presentation and its strength,
// frequency, days), kept on the item so its posology can be written again for another weight: a
// template started for a new patient (docs/decisions/prescriptions-templates.md). An item written
// by the dispense calculator (dispense.ts: "Dar 1 cápsula de 50 mg …") also keeps the presentation
// as read, the library range and the schedule, so the new posology and quantity are the dispense
// ones, not the older calculator's wording.
import { z } from 'zod';
import { isStorableText } from '../accounts/sign-in.rules.js';
import {
  type ConcentrationUnit,
  computeDose,
  DOSE_UNITS,
  LIQUID_UNITS,
  SOLID_UNITS,
} from '../calculators/dose-calculator.js';
import {
  DISPENSE_DOSE_UNITS,
  type DispenseDoseUnit,
  type DispenseInput,
  DOSE_FORMS,
  dispense,
  quantityText,
  ROUTES_BY_FORM,
  routeCodeOf,
  routeName,
} from './dispense.js';
import { buildPosology } from './prescriptions.rules.js';

const text = (max: number) =>
  z.string().trim().max(max, { message: 'VALIDATION_ERROR' }).refine(isStorableText, { message: 'VALIDATION_ERROR' });

/** A presentation read from its label (dispense.ts parsePresentation). */
export const presentationSchema = z.object({
  form: z.enum(DOSE_FORMS),
  strengthMg: z.number(),
  scored: z.boolean().optional(),
  strengthUnit: z.literal('mcg').optional(),
});

const hours = z
  .number()
  .positive()
  .max(24 * 3650);
const dispenseDosingSchema = z.object({
  presentation: presentationSchema.extend({ strengthMg: z.number().positive().max(1_000_000) }),
  /** The library's range, in the dosing's dose unit, so the new amount is checked against it again. */
  range: z.object({ min: z.number().nonnegative().max(100_000), max: z.number().nonnegative().max(100_000) }),
  everyHours: z.union([hours, z.object({ from: hours, to: hours }), z.literal('dose única')]),
});

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
  /** Present when the dispense calculator wrote the posology. */
  dispense: dispenseDosingSchema.nullable().optional(),
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

const isDispenseUnit = (unit: string): unit is DispenseDoseUnit =>
  (DISPENSE_DOSE_UNITS as readonly string[]).includes(unit);

export interface Redosed {
  posology: string;
  /** The quantity for the treatment ("21 cápsulas"); null when the dosing does not compute one. */
  quantity: string | null;
  /** False when the presentation's rounding leaves the library range at this weight. */
  inRange: boolean;
}

/**
 * The item's posology (and, from the dispense calculator, its quantity) for this weight, with the
 * same presentation and dose per kg; null when it cannot be computed, so the text stays as written.
 */
export function redose(dosing: ItemDosing, weightKg: number | null | undefined): Redosed | null {
  if (!weightKg || !(weightKg > 0)) return null;
  const d = dosing.dispense;
  if (!d) {
    const posology = posologyFor(dosing, weightKg);
    return posology ? { posology, quantity: null, inRange: true } : null;
  }
  if (!isDispenseUnit(dosing.doseUnit)) return null;
  try {
    const result = dispense({
      weightKg,
      doseUnit: dosing.doseUnit,
      targetPerKg: dosing.perKg,
      range: d.range,
      presentation: d.presentation,
      route: dosing.route ? routeName(dosing.route) : (ROUTES_BY_FORM[d.presentation.form][0] ?? ''),
      everyHours: d.everyHours,
      days: dosing.durationDays || 1,
    });
    return { posology: result.posology, quantity: quantityText(result.quantity), inRange: result.inRange };
  } catch {
    // A stored route the form cannot take (edited by hand): the vet's text stands.
    return null;
  }
}

/** What an item keeps of a dispense calculation, to compute it again for another weight. */
export function dosingOfDispense(
  input: DispenseInput & { label: string; frequency: string; frequencyUnit?: string | null },
): ItemDosing {
  const p = input.presentation;
  const solid = p.form === 'comprimido' || p.form === 'cápsula';
  return {
    perKg: input.targetPerKg ?? (input.range.min + input.range.max) / 2,
    doseUnit: input.doseUnit ?? 'mg/kg',
    form: solid ? 'solid' : 'liquid',
    concentration: p.strengthMg,
    concentrationUnit: solid ? 'mg' : 'mg/mL',
    presentation: input.label,
    route: routeCodeOf(input.route) ?? input.route,
    frequency: input.frequency,
    frequencyUnit: input.frequencyUnit ?? null,
    durationDays: input.everyHours === 'dose única' ? null : input.days,
    dispense: { presentation: p, range: input.range, everyHours: input.everyHours },
  };
}
