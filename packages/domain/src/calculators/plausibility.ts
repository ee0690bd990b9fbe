// Physiological plausibility of what a vet typed (issue 19): a value that cannot be true (a
// haematocrit of 250%, a 500 kg cat, a zero concentration) is refused with a pt-BR message under
// the field and no result; a value that is possible but unusual is calculated with a warning.
import { ANIMAL } from '../platform/enums.js';
import type {
  CalculatorDefinition,
  CalculatorInputs,
  CalculatorResult,
  CalculatorVariable,
} from './calculator.types.js';
import { formatNumber } from './format.js';
import { readAnimal, readNumber } from './inputs.js';

export interface FieldNote {
  /** Variable id. */
  id: string;
  text: string;
}

export interface Plausibility {
  errors: FieldNote[];
  warnings: FieldNote[];
}

/** Hard limits (kg) beyond any living patient, and the range outside which a weight is unusual. */
export const WEIGHT_LIMITS = {
  [ANIMAL.DOG]: { max: 150, usual: [0.1, 90] },
  [ANIMAL.CAT]: { max: 30, usual: [0.05, 12] },
} as const;

const isPercent = (v: CalculatorVariable) => v.type === 'number' && v.suffix === '%';
const isWeight = (v: CalculatorVariable) => v.type === 'number' && (v.suffix === 'kg' || v.id === 'weight');
const isConcentration = (v: CalculatorVariable) => v.type === 'number' && /concentration/i.test(v.id);

export function checkPlausibility(variables: readonly CalculatorVariable[], inputs: CalculatorInputs): Plausibility {
  const errors: FieldNote[] = [];
  const warnings: FieldNote[] = [];
  const animal = readAnimal(inputs);
  for (const v of variables) {
    if (v.type !== 'number') continue;
    const value = readNumber(inputs, v.id);
    if (value === undefined || value < 0) continue; // empty, or the calculators' own negative message
    if (isPercent(v) && value > 100) {
      errors.push({ id: v.id, text: `${v.label}: informe um valor entre 0 e 100%.` });
    } else if (isWeight(v) && value > 0) {
      const limits = animal === undefined ? undefined : WEIGHT_LIMITS[animal];
      const max = limits?.max ?? WEIGHT_LIMITS[ANIMAL.DOG].max;
      const who = animal === ANIMAL.DOG ? 'um cão' : animal === ANIMAL.CAT ? 'um gato' : 'um paciente';
      if (value > max) {
        errors.push({
          id: v.id,
          text: `${v.label}: ${formatNumber(value, 2)} kg não é possível para ${who}; informe até ${max} kg.`,
        });
      } else if (limits && (value < limits.usual[0] || value > limits.usual[1])) {
        warnings.push({ id: v.id, text: `Peso incomum para ${who} (${formatNumber(value, 2)} kg): confira o valor.` });
      }
    } else if (isConcentration(v) && value === 0) {
      errors.push({ id: v.id, text: `${v.label}: a concentração deve ser maior que zero.` });
    }
  }
  return { errors, warnings };
}

/** The calculation behind every calculator screen: implausible inputs give their error instead of a number. */
export function calculateChecked(
  definition: Pick<CalculatorDefinition, 'variables' | 'calculate'>,
  inputs: CalculatorInputs,
): { result: CalculatorResult | null; plausibility: Plausibility } {
  const visible = definition.variables.filter((v) => v.visibleWhen?.(inputs) ?? true);
  const plausibility = checkPlausibility(visible, inputs);
  const result = definition.calculate(inputs);
  // A calculator's own error (the spec's quoted texts) comes first; plausibility refuses the rest.
  const first = plausibility.errors[0];
  if (first && result?.type !== 'error') return { result: { type: 'error', description: first.text }, plausibility };
  return { result, plausibility };
}
