// Calculadoras de Infusão: several drugs in one fluid bag at a fixed rate (constant-rate
// infusion): how much of each drug to add so the patient receives the chosen dose.
import type { CalculatorDefinition, CalculatorInputs, CalculatorResult } from './calculator.types.js';
import { div, type Expr, evaluate, mul, num, working } from './expression.js';
import { formatDuration, formatNumber, parseDecimal } from './format.js';
import {
  DRUGS_CONCENTRATIONS_CONFIG_ID,
  type DrugConcentration,
  INFUSION_CONCENTRATION_UNITS,
  INFUSION_DOSE_UNITS,
  type InfusionConcentrationUnit,
  type InfusionDoseUnit,
  resolveDrugsConcentrations,
} from './infusion-concentrations.js';
import { anyNegative, errorResult, NEGATIVE_VALUE_ERROR, readNumber } from './inputs.js';
import { PLUMBS_2023, SILVERSTEIN_HOPPER_2023 } from './references.js';

export const DRUGS_EXCEED_BAG_ERROR = 'Erro: o volume dos medicamentos é maior que o volume da bolsa.';

/** One drug row of the screen. Concentration fields override the configuration (other products). */
export interface InfusionDrugInput {
  drugId: string;
  dose: number | string;
  doseUnit: InfusionDoseUnit;
  concentration?: number | string;
  concentrationUnit?: InfusionConcentrationUnit;
}

export interface InfusionDrugResult {
  drugId: string;
  name: string;
  /** mg of drug in the bag. */
  amountMg: number;
  /** mL of the commercial solution to add. */
  volumeMl: number;
  /** Resulting concentration in the bag, mg/mL. */
  bagConcentrationMgPerMl: number;
  /** The amount and volume formulas with the numbers put in, printed from the trees that ran. */
  working: string;
}

export interface InfusionResult {
  drugs: InfusionDrugResult[];
  /** Sum of drug volumes: take this much fluid out of the bag first so the final volume stays. */
  totalDrugVolumeMl: number;
  durationHours: number;
}

/** mg/kg/h from either unit: mcg/kg/min × 60 min/h ÷ 1000 mcg/mg. */
export function toMgPerKgPerHour(dose: number, unit: InfusionDoseUnit): number {
  return evaluate(infusionDoseExpression(dose, unit));
}

/** The dose in mg/kg/h as data (a mcg/kg/min dose printed with its conversion). */
export function infusionDoseExpression(dose: number, unit: InfusionDoseUnit): Expr {
  return unit === 'mcg/kg/min'
    ? div(mul(num(dose, 'mcg/kg/min'), num(60, 'min/h')), num(1000, 'mcg/mg'))
    : num(dose, 'mg/kg/h');
}

/**
 * One drug's formulas as data: amount (mg) = dose × weight × (bag ÷ rate), the dose in mg/kg/h
 * (mcg/kg/min × 60 ÷ 1000); volume (mL) = amount ÷ concentration in mg/mL (mcg/mL ÷ 1000).
 */
export function infusionDrugExpressions(input: {
  dose: number;
  doseUnit: InfusionDoseUnit;
  weight: number;
  bagVolume: number;
  rate: number;
  concentration: number;
  unit: InfusionConcentrationUnit;
}): { amount: Expr; volume: Expr } {
  const dose = infusionDoseExpression(input.dose, input.doseUnit);
  const hours = div(num(input.bagVolume, 'mL'), num(input.rate, 'mL/h'));
  const amount = mul(mul(dose, num(input.weight, 'kg')), hours);
  const concentration =
    input.unit === 'mcg/mL'
      ? div(num(input.concentration, 'mcg/mL'), num(1000, 'mcg/mg'))
      : num(input.concentration, 'mg/mL');
  return { amount, volume: div(num(evaluate(amount), 'mg'), concentration) };
}

/**
 * amount (mg) = dose (mg/kg/h) × weight × bag volume ÷ rate (the hours the bag lasts);
 * volume (mL) = amount ÷ concentration (mg/mL). Rows without a dose or a known concentration are
 * skipped; undefined when no row is complete; a string when the drugs do not fit in the bag.
 */
export function continuousInfusion(
  weight: number,
  bagVolume: number,
  rate: number,
  rows: readonly InfusionDrugInput[],
  catalogue: readonly DrugConcentration[],
): InfusionResult | string | undefined {
  const durationHours = bagVolume / rate;
  const drugs: InfusionDrugResult[] = [];
  for (const row of rows) {
    const dose = parseDecimal(row.dose);
    const known = catalogue.find((d) => d.id === row.drugId);
    const concentration = parseDecimal(row.concentration) ?? known?.concentration;
    const unit = row.concentrationUnit ?? known?.unit;
    if (dose === undefined || dose < 0 || !(concentration && concentration > 0) || !unit) continue;
    if (!INFUSION_DOSE_UNITS.includes(row.doseUnit) || !INFUSION_CONCENTRATION_UNITS.includes(unit)) continue;
    const e = infusionDrugExpressions({ dose, doseUnit: row.doseUnit, weight, bagVolume, rate, concentration, unit });
    const amountMg = evaluate(e.amount);
    const volumeMl = evaluate(e.volume);
    drugs.push({
      drugId: row.drugId,
      name: known?.name ?? row.drugId,
      amountMg,
      volumeMl,
      bagConcentrationMgPerMl: amountMg / bagVolume,
      working: [
        working(e.amount, `${formatNumber(amountMg, 3)} mg`, 3),
        working(e.volume, `${formatNumber(volumeMl, 2)} mL`, 3),
      ].join('\n'),
    });
  }
  if (drugs.length === 0) return undefined;
  const totalDrugVolumeMl = drugs.reduce((sum, d) => sum + d.volumeMl, 0);
  if (totalDrugVolumeMl > bagVolume) return DRUGS_EXCEED_BAG_ERROR;
  return { drugs, totalDrugVolumeMl, durationHours };
}

function readDrugRows(value: unknown): InfusionDrugInput[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (row): row is InfusionDrugInput =>
      typeof row === 'object' && row !== null && typeof (row as InfusionDrugInput).drugId === 'string',
  );
}

function calculateInfusion(inputs: CalculatorInputs): CalculatorResult | null {
  const weight = readNumber(inputs, 'weight');
  const bagVolume = readNumber(inputs, 'bagVolume');
  const rate = readNumber(inputs, 'rate');
  if (weight === undefined || bagVolume === undefined || rate === undefined) return null;
  const rows = readDrugRows(inputs.drugs);
  const negativeDose = rows.some((r) => (parseDecimal(r.dose) ?? 0) < 0 || (parseDecimal(r.concentration) ?? 0) < 0);
  if (anyNegative(weight, bagVolume, rate) || negativeDose) return errorResult(NEGATIVE_VALUE_ERROR);
  if (weight === 0 || bagVolume === 0 || rate === 0) return null;
  const result = continuousInfusion(
    weight,
    bagVolume,
    rate,
    rows,
    resolveDrugsConcentrations(inputs[DRUGS_CONCENTRATIONS_CONFIG_ID]),
  );
  if (result === undefined) return null;
  if (typeof result === 'string') return errorResult(result);
  return {
    type: 'multiple',
    items: [
      ...result.drugs.map((d) => ({
        description: d.name,
        values: [
          `Adicionar ${formatNumber(d.volumeMl, 2)} mL (${formatNumber(d.amountMg, 3)} mg)`,
          `Concentração na bolsa: ${formatNumber(d.bagConcentrationMgPerMl * 1000, 2)} mcg/mL`,
        ],
        working: d.working,
      })),
      {
        description: 'Retirar da bolsa antes de adicionar os medicamentos',
        value: `${formatNumber(result.totalDrugVolumeMl, 2)} mL`,
      },
      { description: 'Duração da bolsa', value: formatDuration(result.durationHours) },
    ],
  };
}

export const continuousInfusionCalculator: CalculatorDefinition = {
  id: 'continuous-infusion',
  name: 'Infusão Contínua',
  classes: ['Calculadoras de Infusão'],
  premium: true,
  routeName: 'continuous-infusion-calculator',
  responseLabel: 'Volume de cada medicamento',
  // The drug rows (inputs.drugs: InfusionDrugInput[]) and the 'drugs_concentrations'
  // configuration (inputs.drugs_concentrations) are edited by the custom screen.
  variables: [
    { id: 'weight', type: 'number', label: 'Peso', suffix: 'kg' },
    { id: 'bagVolume', type: 'number', label: 'Volume da bolsa ou seringa', suffix: 'mL' },
    { id: 'rate', type: 'number', label: 'Taxa de infusão', displayUnit: 'mL/h' },
  ],
  calculate: calculateInfusion,
  sections: {
    objectives:
      'Preparar uma bolsa ou seringa com um ou mais fármacos em infusão contínua (por exemplo, MLK: morfina, lidocaína e cetamina), informando quanto de cada um adicionar para a taxa escolhida.',
    interpretation:
      'Retire da bolsa um volume igual à soma dos medicamentos antes de adicioná-los, para que o volume final e as concentrações fiquem corretos. Identifique a bolsa, verifique compatibilidades e troque a solução dentro do prazo de estabilidade de cada fármaco. As concentrações vêm da configuração de medicamentos; confira o rótulo do produto em uso.',
    formula:
      'Duração (h) = volume da bolsa ÷ taxa (mL/h). Dose em mg/kg/h = mcg/kg/min × 60 ÷ 1000. Quantidade (mg) = dose (mg/kg/h) × peso × duração. Volume do fármaco (mL) = quantidade ÷ concentração (mg/mL; mcg/mL ÷ 1000). Arredondamento: volumes 2 casas, quantidade 3 casas.',
  },
  references: [PLUMBS_2023, SILVERSTEIN_HOPPER_2023],
};
