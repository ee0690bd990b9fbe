// Calculadoras de Diluição: C1 × V1 = C2 × V2 solved for the initial volume, the final
// concentration or the final volume, with the spec's error texts (docs/product/calculators-patients-prescriptions-management.md §5).
import type { CalculatorDefinition, CalculatorInputs, CalculatorResult } from './calculator.types.js';
import { div, type Expr, evaluate, mul, num, sub, working } from './expression.js';
import { formatNumber } from './format.js';
import { anyNegative, errorResult, NEGATIVE_VALUE_ERROR, readNumbers } from './inputs.js';
import { LAKE_GREEN_2017 } from './references.js';

export const ZERO_CONCENTRATION_ERROR = 'Erro: as concentrações não podem ser iguais a zero.';
// 'incial' is the product's wording, quoted by the spec: keep it.
export const FINAL_CONCENTRATION_ERROR = 'Erro: a concentração final deve ser menor que a concentração incial.';
export const ZERO_VOLUME_ERROR = 'Erro: os volumes não podem ser iguais a zero.';
export const FINAL_VOLUME_ERROR = 'Erro: o volume final deve ser maior que o volume inicial.';

export type DilutionOutcome = { value: number; diluent: number } | { error: string };

/** The solved formula and the diluent as data (the result prints its working from them). */
export interface DilutionExpressions {
  value: Expr;
  diluent: Expr;
}

const withDiluent = (value: Expr, v1: (value: number) => number, v2: (value: number) => number) => {
  const result = evaluate(value);
  return { value, diluent: sub(num(v2(result), 'mL'), num(v1(result), 'mL')) };
};

/** V1 = C2 × V2 ÷ C1; diluent = V2 − V1. */
export const dilutionInitialVolumeExpressions = (c1: number, c2: number, v2: number): DilutionExpressions =>
  withDiluent(
    div(mul(num(c2), num(v2, 'mL')), num(c1)),
    (v1) => v1,
    () => v2,
  );
/** C2 = C1 × V1 ÷ V2; diluent = V2 − V1. */
export const dilutionFinalConcentrationExpressions = (c1: number, v1: number, v2: number): DilutionExpressions =>
  withDiluent(
    div(mul(num(c1), num(v1, 'mL')), num(v2, 'mL')),
    () => v1,
    () => v2,
  );
/** V2 = C1 × V1 ÷ C2; diluent = V2 − V1. */
export const dilutionFinalVolumeExpressions = (c1: number, v1: number, c2: number): DilutionExpressions =>
  withDiluent(
    div(mul(num(c1), num(v1, 'mL')), num(c2)),
    () => v1,
    (v2) => v2,
  );

const outcome = (e: DilutionExpressions): DilutionOutcome => ({
  value: evaluate(e.value),
  diluent: evaluate(e.diluent),
});

/** V1 = C2 × V2 ÷ C1; diluent = V2 − V1. */
export function dilutionInitialVolume(c1: number, c2: number, v2: number): DilutionOutcome {
  if (c1 === 0 || c2 === 0) return { error: ZERO_CONCENTRATION_ERROR };
  if (c2 >= c1) return { error: FINAL_CONCENTRATION_ERROR };
  return outcome(dilutionInitialVolumeExpressions(c1, c2, v2));
}

/** C2 = C1 × V1 ÷ V2; diluent = V2 − V1. */
export function dilutionFinalConcentration(c1: number, v1: number, v2: number): DilutionOutcome {
  if (v1 === 0 || v2 === 0) return { error: ZERO_VOLUME_ERROR };
  if (v2 <= v1) return { error: FINAL_VOLUME_ERROR };
  return outcome(dilutionFinalConcentrationExpressions(c1, v1, v2));
}

/** V2 = C1 × V1 ÷ C2; diluent = V2 − V1. Same rules as the initial volume (docs/product/calculators-patients-prescriptions-management.md §5). */
export function dilutionFinalVolume(c1: number, v1: number, c2: number): DilutionOutcome {
  if (c1 === 0 || c2 === 0) return { error: ZERO_CONCENTRATION_ERROR };
  if (c2 >= c1) return { error: FINAL_CONCENTRATION_ERROR };
  return outcome(dilutionFinalVolumeExpressions(c1, v1, c2));
}

const VOLUME_DECIMALS = 2;
const CONCENTRATION_DECIMALS = 3;

const c1Variable = { id: 'initialConcentration', type: 'number', label: 'Concentração inicial (C1)' } as const;
const c2Variable = { id: 'finalConcentration', type: 'number', label: 'Concentração final desejada (C2)' } as const;
const v1Variable = { id: 'initialVolume', type: 'number', label: 'Volume inicial (V1)', suffix: 'mL' } as const;
const v2Variable = { id: 'finalVolume', type: 'number', label: 'Volume final (V2)', suffix: 'mL' } as const;

function dilutionCalculate(
  ids: readonly [string, string, string],
  solve: (a: number, b: number, c: number) => DilutionOutcome,
  expressions: (a: number, b: number, c: number) => DilutionExpressions,
  labels: { value: string; diluent: string },
  formatValue: (value: number) => string,
) {
  return (inputs: CalculatorInputs): CalculatorResult | null => {
    const values = readNumbers(inputs, ids);
    if (!values) return null;
    const [a, b, c] = ids.map((id) => values[id] as number) as [number, number, number];
    if (anyNegative(a, b, c)) return errorResult(NEGATIVE_VALUE_ERROR);
    const outcome = solve(a, b, c);
    if ('error' in outcome) return errorResult(outcome.error);
    const e = expressions(a, b, c);
    const value = formatValue(outcome.value);
    const diluent = `${formatNumber(outcome.diluent, VOLUME_DECIMALS)} mL`;
    return {
      type: 'multiple',
      items: [
        { description: labels.value, value, working: working(e.value, value, CONCENTRATION_DECIMALS) },
        { description: labels.diluent, value: diluent, working: working(e.diluent, diluent) },
      ],
    };
  };
}

const volume = (v: number) => `${formatNumber(v, VOLUME_DECIMALS)} mL`;

const sameUnitHint = 'Use a mesma unidade nas duas concentrações (%, mg/mL, mcg/mL…).';

export const dilutionInitialVolumeCalculator: CalculatorDefinition = {
  id: 'dilution-initial-volume',
  name: 'Diluição: Volume Inicial',
  classes: ['Calculadoras de Diluição'],
  premium: false,
  responseLabel: 'Volume da solução concentrada',
  variables: [{ ...c1Variable, helpText: sameUnitHint }, c2Variable, v2Variable],
  calculate: dilutionCalculate(
    ['initialConcentration', 'finalConcentration', 'finalVolume'],
    dilutionInitialVolume,
    dilutionInitialVolumeExpressions,
    { value: 'Volume da solução concentrada (V1)', diluent: 'Volume de diluente' },
    volume,
  ),
  sections: {
    objectives:
      'Calcular quanto da solução concentrada é preciso para preparar um volume final numa concentração menor.',
    interpretation:
      'Complete com diluente compatível até o volume final. A concentração final precisa ser menor que a inicial.',
    formula: 'C1 × V1 = C2 × V2, logo V1 = C2 × V2 ÷ C1; diluente = V2 − V1. Volumes com 2 casas decimais.',
  },
  references: [LAKE_GREEN_2017],
};

export const dilutionFinalConcentrationCalculator: CalculatorDefinition = {
  id: 'dilution-final-concentration',
  name: 'Diluição: Concentração Final',
  classes: ['Calculadoras de Diluição'],
  premium: false,
  responseLabel: 'Concentração final',
  variables: [c1Variable, v1Variable, v2Variable],
  calculate: dilutionCalculate(
    ['initialConcentration', 'initialVolume', 'finalVolume'],
    dilutionFinalConcentration,
    dilutionFinalConcentrationExpressions,
    { value: 'Concentração final (C2), na unidade de C1', diluent: 'Volume de diluente' },
    (c2) => formatNumber(c2, CONCENTRATION_DECIMALS),
  ),
  sections: {
    objectives: 'Calcular a concentração obtida ao diluir um volume de solução até um volume final.',
    interpretation:
      'O resultado está na mesma unidade da concentração inicial. O volume final precisa ser maior que o inicial.',
    formula: 'C1 × V1 = C2 × V2, logo C2 = C1 × V1 ÷ V2; diluente = V2 − V1. Concentração com 3 casas decimais.',
  },
  references: [LAKE_GREEN_2017],
};

export const dilutionFinalVolumeCalculator: CalculatorDefinition = {
  id: 'dilution-final-volume',
  name: 'Diluição: Volume Final',
  classes: ['Calculadoras de Diluição'],
  premium: false,
  responseLabel: 'Volume final',
  variables: [{ ...c1Variable, helpText: sameUnitHint }, v1Variable, c2Variable],
  calculate: dilutionCalculate(
    ['initialConcentration', 'initialVolume', 'finalConcentration'],
    dilutionFinalVolume,
    dilutionFinalVolumeExpressions,
    { value: 'Volume final (V2)', diluent: 'Volume de diluente a acrescentar' },
    volume,
  ),
  sections: {
    objectives: 'Calcular até que volume diluir uma quantidade de solução para chegar à concentração desejada.',
    interpretation:
      'A concentração final precisa ser menor que a inicial. O diluente a acrescentar é a diferença entre os volumes.',
    formula: 'C1 × V1 = C2 × V2, logo V2 = C1 × V1 ÷ C2; diluente = V2 − V1. Volumes com 2 casas decimais.',
  },
  references: [LAKE_GREEN_2017],
};
