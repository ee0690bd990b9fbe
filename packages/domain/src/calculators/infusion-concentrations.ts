// The 'drugs_concentrations' configuration item read by the continuous-infusion calculator
// (spec 3 §3 Calculator state): which drugs the screen offers and at what concentration.
// The server will serve it from the configuration collection; until then the default applies.
import { z } from 'zod';

export const DRUGS_CONCENTRATIONS_CONFIG_ID = 'drugs_concentrations';

export const INFUSION_DOSE_UNITS = ['mcg/kg/min', 'mg/kg/h'] as const;
export type InfusionDoseUnit = (typeof INFUSION_DOSE_UNITS)[number];
export const INFUSION_CONCENTRATION_UNITS = ['mg/mL', 'mcg/mL'] as const;
export type InfusionConcentrationUnit = (typeof INFUSION_CONCENTRATION_UNITS)[number];

export const drugConcentrationSchema = z.object({
  /** kebab-case, stable: the screen keeps it in its drug rows. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(1),
  concentration: z.number().positive(),
  unit: z.enum(INFUSION_CONCENTRATION_UNITS),
  /** Unit the dose field starts with; the user may switch. */
  defaultDoseUnit: z.enum(INFUSION_DOSE_UNITS),
});
export type DrugConcentration = z.infer<typeof drugConcentrationSchema>;

export const drugsConcentrationsSchema = z.array(drugConcentrationSchema).min(1);

/** The configuration item as the configuration collection stores it: { id, value }. */
export const drugsConcentrationsConfigSchema = z.object({
  id: z.literal(DRUGS_CONCENTRATIONS_CONFIG_ID),
  value: drugsConcentrationsSchema,
});
export type DrugsConcentrationsConfig = z.infer<typeof drugsConcentrationsConfigSchema>;

/**
 * Common presentations sold in Brazil for constant-rate infusions (product labels; Plumb's 2023).
 * Noradrenalina is given as the base (1 mg/mL); some labels state 2 mg/mL of the bitartrate salt.
 */
export const DEFAULT_DRUGS_CONCENTRATIONS: readonly DrugConcentration[] = [
  { id: 'fentanil', name: 'Fentanil', concentration: 50, unit: 'mcg/mL', defaultDoseUnit: 'mcg/kg/min' },
  { id: 'lidocaina', name: 'Lidocaína 2%', concentration: 20, unit: 'mg/mL', defaultDoseUnit: 'mcg/kg/min' },
  { id: 'cetamina', name: 'Cetamina 10%', concentration: 100, unit: 'mg/mL', defaultDoseUnit: 'mcg/kg/min' },
  { id: 'dobutamina', name: 'Dobutamina', concentration: 12.5, unit: 'mg/mL', defaultDoseUnit: 'mcg/kg/min' },
  { id: 'dopamina', name: 'Dopamina', concentration: 5, unit: 'mg/mL', defaultDoseUnit: 'mcg/kg/min' },
  { id: 'noradrenalina', name: 'Noradrenalina', concentration: 1, unit: 'mg/mL', defaultDoseUnit: 'mcg/kg/min' },
  { id: 'metadona', name: 'Metadona', concentration: 10, unit: 'mg/mL', defaultDoseUnit: 'mg/kg/h' },
  { id: 'morfina', name: 'Morfina', concentration: 10, unit: 'mg/mL', defaultDoseUnit: 'mg/kg/h' },
  { id: 'dexmedetomidina', name: 'Dexmedetomidina', concentration: 0.5, unit: 'mg/mL', defaultDoseUnit: 'mcg/kg/min' },
  { id: 'midazolam', name: 'Midazolam', concentration: 5, unit: 'mg/mL', defaultDoseUnit: 'mg/kg/h' },
];

/**
 * Reads the configuration as the screen passes it: the stored item, its bare list, or nothing
 * (default list). An invalid item falls back to the default rather than breaking the screen.
 */
export function resolveDrugsConcentrations(config: unknown): readonly DrugConcentration[] {
  if (config === undefined || config === null) return DEFAULT_DRUGS_CONCENTRATIONS;
  const item = drugsConcentrationsConfigSchema.safeParse(config);
  if (item.success) return item.data.value;
  const list = drugsConcentrationsSchema.safeParse(config);
  return list.success ? list.data : DEFAULT_DRUGS_CONCENTRATIONS;
}
