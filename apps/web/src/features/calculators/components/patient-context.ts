import type { CalculatorDefinition } from '@vetor/domain/calculators/calculator.types';
import {
  type ConcentrationUnit,
  DOSE_UNITS,
  type DoseCalculatorState,
  type DoseUnit,
  LIQUID_UNITS,
  SOLID_UNITS,
} from '@vetor/domain/calculators/dose-calculator';
import { parseDecimal } from '@vetor/domain/calculators/format';
import { parseDoseRange } from '@vetor/domain/calculators/patient-dose';
import { ANIMAL, animalToPicker, type PickerAnimal } from '@vetor/domain/platform/enums';

// Patient context: a calculator opened from a prescription carries ?species=1|2&weight=12,5
// (species codes of docs/product/calculators-patients-prescriptions-management.md §9: 1 dog, 2 cat) and starts with the animal and weight filled in.

export interface PatientContext {
  /** The select-animal picker value of the species. */
  animal?: PickerAnimal;
  /** As the user would type it, pt-BR ('12,5'). */
  weight?: string;
}

export function readPatientContext(params: URLSearchParams): PatientContext {
  const out: PatientContext = {};
  const species = params.get('species');
  const code = Number(species);
  if (code === ANIMAL.DOG || code === ANIMAL.CAT) out.animal = animalToPicker(code);
  const weight = params.get('weight');
  const value = parseDecimal(weight ?? undefined);
  if (value !== undefined && value > 0) out.weight = String(value).replace('.', ',');
  return out;
}

/** Initial inputs of a definition: the patient's animal and weight where it has such variables. */
export function initialInputsFor(definition: CalculatorDefinition, context: PatientContext): Record<string, unknown> {
  const inputs: Record<string, unknown> = {};
  for (const v of definition.variables) {
    if (v.type === 'select-animal' && context.animal !== undefined) inputs[v.id] = context.animal;
    if (v.type === 'number' && v.id === 'weight' && context.weight !== undefined) inputs[v.id] = context.weight;
  }
  return inputs;
}

type DosePrefill = Partial<
  Pick<DoseCalculatorState, 'dose' | 'doseUnit' | 'form' | 'concentration' | 'concentrationUnit'>
>;

const CONCENTRATION_UNITS: readonly string[] = [...LIQUID_UNITS, ...SOLID_UNITS, 'UI/mL'];

/**
 * A dose card's "Calcular" link carries the dose as the content writes it and the presentation:
 * ?dose=11 a 15&doseUnit=mg/kg&concentration=50&concentrationUnit=mg/mL. Anything unknown is left out.
 */
export function readDosePrefill(params: URLSearchParams): DosePrefill {
  const out: DosePrefill = {};
  const dose = params.get('dose');
  if (dose && parseDoseRange(dose)) out.dose = dose;
  const doseUnit = params.get('doseUnit');
  if (doseUnit && (DOSE_UNITS as readonly string[]).includes(doseUnit)) out.doseUnit = doseUnit as DoseUnit;
  const unit = params.get('concentrationUnit');
  const concentration = parseDecimal(params.get('concentration') ?? undefined);
  if (unit && CONCENTRATION_UNITS.includes(unit) && concentration !== undefined && concentration > 0) {
    out.concentrationUnit = unit as ConcentrationUnit;
    out.concentration = String(concentration).replace('.', ',');
    out.form = (SOLID_UNITS as readonly string[]).includes(unit) ? 'solid' : 'liquid';
  }
  return out;
}
