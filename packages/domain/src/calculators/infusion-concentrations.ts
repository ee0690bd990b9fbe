// The 'drugs_concentrations' configuration item read by the continuous-infusion calculator
// (docs/product/calculators-patients-prescriptions-management.md §3 Calculator state): which drugs the screen offers and at what concentration.
// The server will serve it from the configuration collection; until then the default applies.

export const DRUGS_CONCENTRATIONS_CONFIG_ID = 'drugs_concentrations';

export const INFUSION_DOSE_UNITS = ['mcg/kg/min', 'mg/kg/h'] as const;
export type InfusionDoseUnit = (typeof INFUSION_DOSE_UNITS)[number];
export const INFUSION_CONCENTRATION_UNITS = ['mg/mL', 'mcg/mL'] as const;
export type InfusionConcentrationUnit = (typeof INFUSION_CONCENTRATION_UNITS)[number];

/** One drug the infusion screen offers. The zod schema for the server is in infusion-concentrations.schemas.ts. */
export interface DrugConcentration {
  /** kebab-case, stable: the screen keeps it in its drug rows. */
  id: string;
  name: string;
  concentration: number;
  unit: InfusionConcentrationUnit;
  /** Unit the dose field starts with; the user may switch. */
  defaultDoseUnit: InfusionDoseUnit;
}

/** The configuration item as the configuration collection stores it: { id, value }. */
export interface DrugsConcentrationsConfig {
  id: typeof DRUGS_CONCENTRATIONS_CONFIG_ID;
  value: DrugConcentration[];
}

const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

// Checked by hand so the calculators' web chunk does not carry zod (about 24 KB gzip).
export function isDrugConcentration(value: unknown): value is DrugConcentration {
  const v = value as Partial<DrugConcentration> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.id === 'string' &&
    ID.test(v.id) &&
    typeof v.name === 'string' &&
    v.name.length > 0 &&
    typeof v.concentration === 'number' &&
    Number.isFinite(v.concentration) &&
    v.concentration > 0 &&
    (INFUSION_CONCENTRATION_UNITS as readonly string[]).includes(v.unit as string) &&
    (INFUSION_DOSE_UNITS as readonly string[]).includes(v.defaultDoseUnit as string)
  );
}

function isList(value: unknown): value is DrugConcentration[] {
  return Array.isArray(value) && value.length > 0 && value.every(isDrugConcentration);
}

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
  const item = config as Partial<DrugsConcentrationsConfig>;
  if (item.id === DRUGS_CONCENTRATIONS_CONFIG_ID && isList(item.value)) return item.value;
  return isList(config) ? config : DEFAULT_DRUGS_CONCENTRATIONS;
}
