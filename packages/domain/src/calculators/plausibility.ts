// Physiological plausibility of what a vet typed: a value that cannot be true (a
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

/**
 * Dehydration estimated at the examination: above 12% the patient is in shock (bolus first, then
 * the deficit); above 15% no living patient is examined (the estimate is off).
 */
export const DEHYDRATION_LIMITS = { max: 15, usual: 12 } as const;

/**
 * Continuous fluid rates (mL/kg/h) above which a replacement plan risks volume overload: shock
 * boluses are given apart, over minutes, not as the plan's rate. Cats tolerate less than dogs.
 */
export const FLUID_RATE_USUAL_MAX = { [ANIMAL.DOG]: 15, [ANIMAL.CAT]: 10 } as const;

const isPercent = (v: CalculatorVariable) => v.type === 'number' && v.suffix === '%';
const isDehydration = (v: CalculatorVariable) => v.id === 'dehydration';
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
    if (isDehydration(v) && value > DEHYDRATION_LIMITS.max) {
      errors.push({
        id: v.id,
        text: `${v.label}: acima de ${DEHYDRATION_LIMITS.max}% não é compatível com um paciente vivo ao exame; reavalie e informe até ${DEHYDRATION_LIMITS.max}%.`,
      });
    } else if (isDehydration(v) && value > DEHYDRATION_LIMITS.usual) {
      warnings.push({
        id: v.id,
        text: `Desidratação acima de ${DEHYDRATION_LIMITS.usual}% indica choque: trate a hipovolemia com bolus antes de repor o déficit.`,
      });
    } else if (isPercent(v) && value > 100) {
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

/**
 * Warnings on the rates a fluid calculator gives: a rate (mL/h) above the usual ceiling per kg for
 * the species (the cats' lower ceiling when no species is asked), shown under the weight, the field
 * every rate is divided by.
 */
export function checkRates(result: CalculatorResult | null, inputs: CalculatorInputs): FieldNote[] {
  const animal = readAnimal(inputs);
  const weight = readNumber(inputs, 'weight');
  if (result?.type !== 'multiple' || !weight) return [];
  const ceiling = FLUID_RATE_USUAL_MAX[animal ?? ANIMAL.CAT];
  const who =
    animal === undefined
      ? `(gatos até ${FLUID_RATE_USUAL_MAX[ANIMAL.CAT]}, cães até ${FLUID_RATE_USUAL_MAX[ANIMAL.DOG]} mL/kg/h)`
      : `em ${animal === ANIMAL.CAT ? 'gatos' : 'cães'} (até ${ceiling} mL/kg/h)`;
  const notes: FieldNote[] = [];
  for (const item of result.items) {
    const rate = /^([\d.]+(?:,\d+)?) mL\/h$/.exec(item.value ?? '')?.[1];
    if (!rate) continue;
    const perKg = Number(rate.replace(/\./g, '').replace(',', '.')) / weight;
    if (perKg > ceiling)
      notes.push({
        id: 'weight',
        text: `${item.description}: ${formatNumber(perKg, 1)} mL/kg/h, acima do usual para infusão contínua ${who}; confira os dados e monitore sinais de sobrecarga de volume.`,
      });
  }
  return notes;
}

/** The calculation behind every calculator screen: implausible inputs give their error instead of a number. */
export function calculateChecked(
  definition: Pick<CalculatorDefinition, 'variables' | 'calculate'> & { classes?: readonly string[] },
  inputs: CalculatorInputs,
): { result: CalculatorResult | null; plausibility: Plausibility } {
  const visible = definition.variables.filter((v) => v.visibleWhen?.(inputs) ?? true);
  const checked = checkPlausibility(visible, inputs);
  const result = definition.calculate(inputs);
  const rates = definition.classes?.includes('Fluidoterapia') ? checkRates(result, inputs) : [];
  const plausibility = { errors: checked.errors, warnings: [...checked.warnings, ...rates] };
  // A calculator's own error (the spec's quoted texts) comes first; plausibility refuses the rest.
  const first = plausibility.errors[0];
  if (first && result?.type !== 'error') return { result: { type: 'error', description: first.text }, plausibility };
  return { result, plausibility };
}
