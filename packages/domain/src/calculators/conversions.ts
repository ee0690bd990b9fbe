// Calculadoras de Conversão: weight, volume and concentration units, and the two infusion-rate
// conversions between mcg/kg/min and mL/h (docs/product/calculators-patients-prescriptions-management.md §5, §9).
import type { CalculatorDefinition, CalculatorInputs, CalculatorResult, SelectItem } from './calculator.types.js';
import { div, type Expr, evaluate, mul, num, working } from './expression.js';
import { formatNumber } from './format.js';
import { anyNegative, errorResult, NEGATIVE_VALUE_ERROR, readNumber, readText } from './inputs.js';
import { LAKE_GREEN_2017, NIST_SP811_2008, PLUMBS_2023, SILVERSTEIN_HOPPER_2023 } from './references.js';

/** Unit → size in the base unit (kg, L, mg/mL). The pound is exactly 0.45359237 kg (NIST SP 811). */
export const WEIGHT_UNITS = { kg: 1, g: 1e-3, mg: 1e-6, lb: 0.45359237 } as const;
export const VOLUME_UNITS = { L: 1, mL: 1e-3, µL: 1e-6 } as const;
/** 1 % = 1 g/100 mL = 10 mg/mL = 10 000 mcg/mL. */
export const CONCENTRATION_UNITS = { '%': 10, 'mg/mL': 1, 'mcg/mL': 1e-3 } as const;

/** value × (size of `from` ÷ size of `to`), as data: "20 kg × 1 ÷ 0,45359237" prints the working. */
export function conversionExpression<T extends Record<string, number>>(
  table: T,
  value: number,
  from: keyof T,
  to: keyof T,
): Expr {
  return div(mul(num(value, String(from)), num(table[from] as number)), num(table[to] as number));
}

/** Converts `value` in `from` to every unit of the table. */
export function convertUnits<T extends Record<string, number>>(
  table: T,
  value: number,
  from: keyof T,
): Record<keyof T, number> {
  const out = {} as Record<keyof T, number>;
  for (const unit of Object.keys(table) as (keyof T)[])
    out[unit] = evaluate(conversionExpression(table, value, from, unit));
  return out;
}

/** Enough decimals for 1 mg in kg (0,000001) or 1 kg in lb (2,204623). */
const CONVERSION_DECIMALS = 6;

function unitConverter(
  id: string,
  name: string,
  table: Record<string, number>,
  label: string,
  sections: CalculatorDefinition['sections'],
  references: CalculatorDefinition['references'],
): CalculatorDefinition {
  const items: SelectItem[] = Object.keys(table).map((u) => ({ label: u, value: u }));
  return {
    id,
    name,
    classes: ['Calculadoras de Conversão'],
    premium: false,
    responseLabel: 'Valores convertidos',
    variables: [
      { id: 'value', type: 'number', label },
      { id: 'unit', type: 'select', label: 'Unidade', items, clearable: false },
    ],
    calculate: (inputs: CalculatorInputs): CalculatorResult | null => {
      const value = readNumber(inputs, 'value');
      const unit = readText(inputs, 'unit');
      if (value === undefined || unit === undefined || !(unit in table)) return null;
      if (anyNegative(value)) return errorResult(NEGATIVE_VALUE_ERROR);
      const converted = convertUnits(table, value, unit);
      return {
        type: 'multiple',
        items: Object.keys(table).map((u) => {
          const text = `${formatNumber(converted[u] as number, CONVERSION_DECIMALS)} ${u}`;
          return {
            description: u,
            value: text,
            // 8 decimals print the pound's exact factor (0,45359237).
            ...(u === unit ? {} : { working: working(conversionExpression(table, value, unit, u), text, 8) }),
          };
        }),
      };
    },
    sections,
    references,
  };
}

export const weightConversionCalculator = unitConverter(
  'weight-conversion',
  'Conversão de Peso',
  WEIGHT_UNITS,
  'Peso',
  {
    objectives: 'Converter pesos entre quilogramas, gramas, miligramas e libras.',
    interpretation:
      'Útil para doses descritas em libras (lb) na literatura norte-americana e para pacientes muito pequenos.',
    formula: '1 kg = 1000 g = 1 000 000 mg; 1 lb = 0,45359237 kg. Até 6 casas decimais.',
  },
  [NIST_SP811_2008, LAKE_GREEN_2017],
);

export const volumeConversionCalculator = unitConverter(
  'volume-conversion',
  'Conversão de Volume',
  VOLUME_UNITS,
  'Volume',
  {
    objectives: 'Converter volumes entre litros, mililitros e microlitros.',
    interpretation: 'Microlitros aparecem em pipetas e em doses de fármacos muito concentrados.',
    formula: '1 L = 1000 mL = 1 000 000 µL. Até 6 casas decimais.',
  },
  [NIST_SP811_2008, LAKE_GREEN_2017],
);

export const concentrationConversionCalculator = unitConverter(
  'concentration-conversion',
  'Conversão de Concentração',
  CONCENTRATION_UNITS,
  'Concentração',
  {
    objectives: 'Converter concentrações entre porcentagem (g/100 mL), mg/mL e mcg/mL.',
    interpretation: 'Exemplo: lidocaína 2% = 20 mg/mL = 20 000 mcg/mL.',
    formula: '1% = 1 g/100 mL = 10 mg/mL = 10 000 mcg/mL. Até 6 casas decimais.',
  },
  [LAKE_GREEN_2017],
);

/** 16.6667 = 1000 mcg/mg ÷ 60 min/h: the spec's mcg/kg/min ↔ mL/h factor, kept exact. */
export const MCG_KG_MIN_FACTOR = 1000 / 60;

/** 1000 mcg/mg ÷ 60 min/h, printed as written so a vet sees where 16,6667 comes from. */
const mcgKgMinFactor = () => div(num(1000, 'mcg/mg'), num(60, 'min/h'));

/** mL/h = dose (mcg/kg/min) × weight (kg) ÷ (concentration (mg/mL) × 16.6667), as data. */
export function mcgKgMinToMlPerHourExpression(dose: number, weight: number, concentrationMgPerMl: number): Expr {
  return div(
    mul(num(dose, 'mcg/kg/min'), num(weight, 'kg')),
    mul(num(concentrationMgPerMl, 'mg/mL'), mcgKgMinFactor()),
  );
}

export function mcgKgMinToMlPerHour(dose: number, weight: number, concentrationMgPerMl: number): number {
  return evaluate(mcgKgMinToMlPerHourExpression(dose, weight, concentrationMgPerMl));
}

/** mcg/kg/min = rate (mL/h) × concentration (mg/mL) × 16.6667 ÷ weight (kg), as data. */
export function mlPerHourToMcgKgMinExpression(rate: number, weight: number, concentrationMgPerMl: number): Expr {
  return div(mul(mul(num(rate, 'mL/h'), num(concentrationMgPerMl, 'mg/mL')), mcgKgMinFactor()), num(weight, 'kg'));
}

export function mlPerHourToMcgKgMin(rate: number, weight: number, concentrationMgPerMl: number): number {
  return evaluate(mlPerHourToMcgKgMinExpression(rate, weight, concentrationMgPerMl));
}

/** Rate conversions need every input present and non-zero (docs/product/calculators-patients-prescriptions-management.md §5). */
function readRateInputs(inputs: CalculatorInputs, first: string): [number, number, number] | CalculatorResult | null {
  const values = [readNumber(inputs, first), readNumber(inputs, 'weight'), readNumber(inputs, 'concentration')];
  if (values.some((v) => v === undefined || v === 0)) return null;
  if (anyNegative(...values)) return errorResult(NEGATIVE_VALUE_ERROR);
  return values as [number, number, number];
}

const rateVariables = (first: CalculatorDefinition['variables'][number]): CalculatorDefinition['variables'] => [
  first,
  { id: 'weight', type: 'number', label: 'Peso', suffix: 'kg' },
  { id: 'concentration', type: 'number', label: 'Concentração da solução', displayUnit: 'mg/mL' },
];

export const mcgKgMinToMlHourCalculator: CalculatorDefinition = {
  id: 'mcg-kg-min-to-ml-hour',
  name: 'Conversão de mcg/kg/min para mL/h',
  classes: ['Calculadoras de Conversão', 'Calculadoras de Infusão'],
  premium: false,
  responseLabel: 'Taxa de infusão',
  variables: rateVariables({ id: 'dose', type: 'number', label: 'Dose', displayUnit: 'mcg/kg/min' }),
  calculate: (inputs) => {
    const read = readRateInputs(inputs, 'dose');
    if (read === null || !Array.isArray(read)) return read;
    const text = `${formatNumber(mcgKgMinToMlPerHour(...read), 2)} mL/h`;
    return { type: 'text', text, working: working(mcgKgMinToMlPerHourExpression(...read), text) };
  },
  sections: {
    objectives: 'Converter uma dose de infusão contínua em mcg/kg/min na taxa da bomba em mL/h.',
    interpretation: 'A concentração é a da solução que está na seringa ou bolsa (após diluição, se houver).',
    formula:
      'mL/h = dose (mcg/kg/min) × peso (kg) ÷ (concentração (mg/mL) × 16,6667), em que 16,6667 = 1000 mcg/mg ÷ 60 min/h. Arredondado a 2 casas decimais.',
  },
  references: [PLUMBS_2023, SILVERSTEIN_HOPPER_2023, LAKE_GREEN_2017],
};

export const mlHourToMcgKgMinCalculator: CalculatorDefinition = {
  id: 'ml-hour-to-mcg-kg-min',
  name: 'Conversão de mL/h para mcg/kg/min',
  classes: ['Calculadoras de Conversão', 'Calculadoras de Infusão'],
  premium: false,
  responseLabel: 'Dose',
  variables: rateVariables({ id: 'rate', type: 'number', label: 'Taxa', displayUnit: 'mL/h' }),
  calculate: (inputs) => {
    const read = readRateInputs(inputs, 'rate');
    if (read === null || !Array.isArray(read)) return read;
    const text = `${formatNumber(mlPerHourToMcgKgMin(...read), 3)} mcg/kg/min`;
    return { type: 'text', text, working: working(mlPerHourToMcgKgMinExpression(...read), text) };
  },
  sections: {
    objectives: 'Descobrir a dose em mcg/kg/min que uma bomba em mL/h está entregando.',
    interpretation: 'Útil para conferir uma infusão em andamento ou ao assumir um paciente de outro plantão.',
    formula:
      'mcg/kg/min = taxa (mL/h) × concentração (mg/mL) × 16,6667 ÷ peso (kg), em que 16,6667 = 1000 ÷ 60. Arredondado a 3 casas decimais.',
  },
  references: [PLUMBS_2023, SILVERSTEIN_HOPPER_2023, LAKE_GREEN_2017],
};
