import type { CalculatorDefinition } from '@vetor/domain/calculators/calculator.types';
import { parseDecimal } from '@vetor/domain/calculators/format';
import { ANIMAL, animalToPicker, type PickerAnimal } from '@vetor/domain/platform/enums';

// Patient context (issue 4): a calculator opened from a prescription carries ?species=1|2&weight=12,5
// (species codes of spec 3 §9: 1 dog, 2 cat) and starts with the animal and weight filled in.

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
