// Cálculo de Doses: the dose calculator and the rule of three as catalogue entries; their
// screens use the state machines in dose-calculator.ts and rule-of-three.ts.
import type { CalculatorDefinition, CalculatorInputs, CalculatorResult } from './calculator.types.js';
import {
  type ConcentrationUnit,
  computeDose,
  DOSE_UNITS,
  type DoseUnit,
  formatDoseResult,
  LIQUID_UNITS,
  type PresentationForm,
  SOLID_UNITS,
} from './dose-calculator.js';
import { anyNegative, errorResult, NEGATIVE_VALUE_ERROR, readNumber, readText } from './inputs.js';
import { LAKE_GREEN_2017, PLUMBS_2023 } from './references.js';
import { formatRuleOfThree, RULE_OF_THREE_PLACEHOLDER } from './rule-of-three.js';

const isDoseUnit = (v: string | undefined): v is DoseUnit => DOSE_UNITS.includes(v as DoseUnit);

function calculateDose(inputs: CalculatorInputs): CalculatorResult | null {
  const weight = readNumber(inputs, 'weight');
  const dose = readNumber(inputs, 'dose');
  const doseUnit = readText(inputs, 'doseUnit');
  const form: PresentationForm = readText(inputs, 'form') === 'solid' ? 'solid' : 'liquid';
  const concentration = readNumber(inputs, 'concentration');
  if (anyNegative(weight, dose, concentration)) return errorResult(NEGATIVE_VALUE_ERROR);
  if (weight === undefined || dose === undefined || !isDoseUnit(doseUnit)) return null;
  const result = computeDose({
    weight,
    dose,
    doseUnit,
    form,
    concentration,
    concentrationUnit: readText(inputs, 'concentrationUnit') as ConcentrationUnit | undefined,
  });
  if (!result) return null;
  const formatted = formatDoseResult(result);
  return {
    type: 'multiple',
    items: [
      { description: 'Dose total', value: formatted.totalDose },
      {
        description: form === 'solid' && doseUnit !== 'mL/kg' ? 'Quantidade da apresentação' : 'Volume a administrar',
        value: formatted.volume,
      },
    ],
  };
}

export const doseCalculator: CalculatorDefinition = {
  id: 'dose-calculator',
  name: 'Calculadora de Doses',
  classes: ['Cálculo de Doses'],
  premium: false,
  routeName: 'dose-calculator',
  responseLabel: 'Dose e volume',
  variables: [
    { id: 'weight', type: 'number', label: 'Peso', suffix: 'kg' },
    { id: 'dose', type: 'number', label: 'Dose por kg' },
    {
      id: 'doseUnit',
      type: 'select',
      label: 'Unidade da dose',
      items: DOSE_UNITS.map((u) => ({ label: u, value: u })),
      clearable: false,
    },
    {
      id: 'form',
      type: 'select',
      label: 'Apresentação',
      items: [
        { label: 'Líquida (mL)', value: 'liquid' },
        { label: 'Sólida (comprimido, cápsula)', value: 'solid' },
      ],
      clearable: false,
      visibleWhen: (i) => readText(i, 'doseUnit') !== 'mL/kg',
    },
    {
      id: 'concentration',
      type: 'number',
      label: 'Concentração',
      helpText: 'Na forma sólida, a quantidade de fármaco por unidade da apresentação.',
      visibleWhen: (i) => readText(i, 'doseUnit') !== 'mL/kg',
    },
    {
      id: 'concentrationUnit',
      type: 'select',
      label: 'Unidade da concentração',
      helpText: 'Doses em UI/kg aceitam apenas UI/mL.',
      items: [...LIQUID_UNITS, 'UI/mL', ...SOLID_UNITS].map((u) => ({ label: u, value: u })),
      clearable: false,
      visibleWhen: (i) => readText(i, 'doseUnit') !== 'mL/kg',
    },
  ],
  calculate: calculateDose,
  sections: {
    objectives:
      'Calcular a dose total e o volume (ou o número de comprimidos) a administrar a partir do peso, da dose por kg e da concentração da apresentação.',
    interpretation:
      'Confira sempre a dose na monografia do medicamento e a concentração no rótulo do produto. Em doses em mL/kg o volume é obtido diretamente. Frações de comprimido abaixo de 1/4 raramente são práticas: considere outra apresentação ou manipulação.',
    formula:
      'Dose total = peso (kg) × dose por kg. Volume (mL) = dose total convertida ÷ concentração convertida, com fatores % = 0,01 (g/mL), g = 1, mg = 0,001, mcg = 0,000001, UI = 1. ' +
      'Na forma sólida o mesmo cálculo dá unidades da apresentação. Em mL/kg, volume = peso × dose. Arredondamento: 3 casas decimais.',
  },
  references: [PLUMBS_2023, LAKE_GREEN_2017],
};

export const ruleOfThreeCalculator: CalculatorDefinition = {
  id: 'rule-of-three-calculator',
  name: 'Regra de Três',
  classes: ['Cálculo de Doses'],
  premium: false,
  routeName: 'rule-of-three-calculator',
  responseLabel: 'Valor de X',
  variables: [
    { id: 'a', type: 'number', label: 'A', helpText: 'A está para B…' },
    { id: 'b', type: 'number', label: 'B' },
    { id: 'c', type: 'number', label: 'C', helpText: '…assim como C está para X' },
  ],
  calculate: (inputs) => {
    if (['a', 'b', 'c'].some((id) => readNumber(inputs, id) === undefined)) return null;
    const x = formatRuleOfThree(inputs.a, inputs.b, inputs.c);
    return { type: 'text', text: x === RULE_OF_THREE_PLACEHOLDER ? x : `X = ${x}` };
  },
  sections: {
    objectives:
      'Resolver proporções diretas do dia a dia clínico, como ajustar uma dose ou uma diluição a um novo volume.',
    interpretation:
      'Mostra X enquanto o divisor (A) estiver vazio ou for zero. Confirme que as grandezas são diretamente proporcionais.',
    formula: 'X = B × C ÷ A. Entradas e resultado arredondados a 5 casas decimais.',
  },
  references: [LAKE_GREEN_2017],
};
