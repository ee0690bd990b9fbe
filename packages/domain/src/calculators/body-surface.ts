// Body surface area for BSA-dosed drugs (chemotherapy): 0.101 (dog) or 0.1 (cat) × kg^(2/3).
import { ANIMAL } from '../platform/enums.js';
import type { Animal, CalculatorDefinition } from './calculator.types.js';
import { type Expr, evaluate, mul, num, pow, working } from './expression.js';
import { formatNumber } from './format.js';
import { anyNegative, errorResult, NEGATIVE_VALUE_ERROR, readAnimal, readNumber } from './inputs.js';
import { PRICE_FRAZIER_1998 } from './references.js';

/** Meeh constants K of BSA (m²) = K × kg^(2/3): docs/product/calculators-patients-prescriptions-management.md §9. */
export const BSA_CONSTANTS: Readonly<Record<Animal, number>> = { [ANIMAL.DOG]: 0.101, [ANIMAL.CAT]: 0.1 };

/** The formula as data: the same tree computes the area and prints its working. */
export function bodySurfaceAreaExpression(animal: Animal, weight: number): Expr {
  return mul(num(BSA_CONSTANTS[animal]), pow(num(weight, 'kg'), 2 / 3, '(2/3)'));
}

export function bodySurfaceArea(animal: Animal, weight: number): number {
  return evaluate(bodySurfaceAreaExpression(animal, weight));
}

export const bodySurfaceAreaCalculator: CalculatorDefinition = {
  id: 'body-surface-area',
  name: 'Superfície Corporal',
  classes: ['Cálculo de Doses'],
  premium: false,
  responseLabel: 'Superfície corporal',
  variables: [
    { id: 'animal', type: 'select-animal', label: 'Espécie' },
    { id: 'weight', type: 'number', label: 'Peso', suffix: 'kg' },
  ],
  calculate: (inputs) => {
    const animal = readAnimal(inputs);
    const weight = readNumber(inputs, 'weight');
    if (animal === undefined || weight === undefined) return null;
    if (anyNegative(weight)) return errorResult(NEGATIVE_VALUE_ERROR);
    if (weight === 0) return null;
    const expression = bodySurfaceAreaExpression(animal, weight);
    const text = `${formatNumber(evaluate(expression), 3)} m²`;
    return { type: 'text', text, working: working(expression, text, 3) };
  },
  sections: {
    objectives: 'Estimar a superfície corporal em m² para fármacos dosados por área, sobretudo quimioterápicos.',
    interpretation:
      'A fórmula superestima a superfície em cães muito pequenos, o que aumenta o risco de toxicidade; para vários quimioterápicos, cães abaixo de 10 kg podem exigir dose por kg ou redução de dose.',
    formula: 'SC (m²) = K × peso (kg)^(2/3), com K = 0,101 no cão e 0,1 no gato. Arredondado a 3 casas decimais.',
  },
  references: [PRICE_FRAZIER_1998],
};
