import { formatNumber, roundTo } from '../calculators/format.js';
import { type DrugStep, type DrugStepDose, drugStepDose } from './drug-steps.js';

// The CPR emergency drug chart (RECOVER 2024, advanced life support): every drug's dose and volume
// for one weight, grouped as the guidelines use them. Doses agree with the monographs (the content
// checks hold them to it). High-dose adrenaline (0,1 mg/kg) is left out on purpose: RECOVER 2024
// recommends against it. Sources and choices: docs/decisions/tools-emergency-chart.md.

export interface ChartGroup {
  title: string;
  steps: DrugStep[];
}

export const EMERGENCY_CHART: readonly ChartGroup[] = [
  {
    title: 'Parada: vasopressores e vagolítico',
    steps: [
      {
        drug: 'adrenalina',
        name: 'Adrenalina (dose baixa)',
        dose: { min: 0.01 },
        unit: 'mg/kg',
        route: 'IV ou IO',
        concentration: { value: 1, unit: 'mg/mL', label: 'ampola 1 mg/mL' },
        note: 'A cada 3 a 5 min (ciclos alternados de 2 min). A dose alta não é recomendada.',
      },
      {
        drug: 'vasopressina',
        name: 'Vasopressina',
        dose: { min: 0.8 },
        unit: 'UI/kg',
        route: 'IV ou IO',
        concentration: { value: 20, unit: 'UI/mL', label: 'ampola 20 UI/mL' },
        note: 'No lugar da adrenalina ou com ela, a cada 3 a 5 min.',
      },
      {
        drug: 'atropina',
        name: 'Atropina',
        dose: { min: 0.04 },
        unit: 'mg/kg',
        route: 'IV ou IO',
        concentration: { value: 0.5, unit: 'mg/mL', label: 'ampola 0,5 mg/mL' },
        note: 'Parada com tônus vagal alto (vômito, doença respiratória ou GI): dose única, no início da RCP.',
      },
    ],
  },
  {
    title: 'Fibrilação ventricular ou TV sem pulso refratária ao choque',
    steps: [
      {
        drug: 'lidocaina',
        name: 'Lidocaína (cães)',
        dose: { min: 2 },
        unit: 'mg/kg',
        route: 'IV ou IO lenta',
        concentration: { value: 20, unit: 'mg/mL', label: 'lidocaína 2% sem vasoconstritor' },
        note: 'Antiarrítmico do cão, após o terceiro choque sem resposta.',
        animals: [1],
      },
      {
        drug: 'amiodarona',
        name: 'Amiodarona',
        dose: { min: 5 },
        unit: 'mg/kg',
        route: 'IV ou IO lenta',
        concentration: { value: 50, unit: 'mg/mL', label: 'ampola 150 mg/3 mL' },
        note: 'Antiarrítmico do gato, após o terceiro choque sem resposta. No cão, a lidocaína vem primeiro: a amiodarona pode causar hipotensão e reação anafilactoide.',
      },
    ],
  },
  {
    title: 'Reversores (se o paciente recebeu o fármaco)',
    steps: [
      {
        drug: 'naloxona',
        name: 'Naloxona (opioides)',
        dose: { min: 0.04 },
        unit: 'mg/kg',
        route: 'IV ou IO',
        concentration: { value: 0.4, unit: 'mg/mL', label: 'ampola 0,4 mg/mL' },
      },
      {
        drug: 'flumazenil',
        name: 'Flumazenil (benzodiazepínicos)',
        dose: { min: 0.01 },
        unit: 'mg/kg',
        route: 'IV ou IO',
        concentration: { value: 0.1, unit: 'mg/mL', label: 'ampola 0,5 mg/5 mL' },
      },
      {
        drug: 'atipamezol',
        name: 'Atipamezol (agonistas α2)',
        dose: { min: 100 },
        unit: 'mcg/kg',
        route: 'IV ou IO',
        concentration: { value: 5, unit: 'mg/mL', label: 'frasco 5 mg/mL' },
        note: 'A via IM, a da bula, absorve mal durante a parada: só sem acesso vascular.',
      },
    ],
  },
  {
    title: 'Causas reversíveis',
    steps: [
      {
        drug: 'gluconato-de-calcio',
        name: 'Gluconato de cálcio 10% (hipercalemia, hipocalcemia)',
        dose: { min: 0.5, max: 1.5 },
        unit: 'mL/kg',
        route: 'IV lenta',
        concentration: { value: 100, unit: 'mg/mL', label: 'ampola 10% (100 mg/mL)' },
      },
    ],
  },
];

export interface ChartRow {
  step: DrugStep;
  dose: DrugStepDose | null;
}

/** The chart for one patient: rows of each group that apply to the species, dosed for the weight. */
export function emergencyChart(weightKg: number, species?: 'dog' | 'cat'): { title: string; rows: ChartRow[] }[] {
  const animal = species === 'dog' ? 1 : species === 'cat' ? 2 : null;
  return EMERGENCY_CHART.map((g) => ({
    title: g.title,
    rows: g.steps
      .filter((s) => animal === null || !s.animals || s.animals.includes(animal))
      .map((step) => ({ step, dose: drugStepDose(step, weightKg) })),
  }));
}

/**
 * Defibrillation energy (RECOVER drug chart, unchanged in 2024): external paddles biphasic 2 to 4 J/kg,
 * monophasic 4 to 6 J/kg; internal paddles on the heart in open-chest CPR biphasic 0,2 to 0,4 J/kg,
 * monophasic 0,5 to 1 J/kg. Later shocks may go up 50%. External energies are rounded to whole joules, as
 * a defibrillator is set; internal ones keep one decimal when the range ends below 10 J (a cat's
 * whole internal range fits in 2 J).
 */
export interface DefibrillationJoules {
  biphasic: string;
  monophasic: string;
  internalBiphasic: string;
  internalMonophasic: string;
}

export function defibrillationJoules(weightKg: number): DefibrillationJoules | null {
  if (!Number.isFinite(weightKg) || weightKg <= 0) return null;
  const range = (min: number, max: number, decimals: number) =>
    `${formatNumber(roundTo(min * weightKg, decimals), decimals)} a ${formatNumber(roundTo(max * weightKg, decimals), decimals)} J`;
  const internal = (min: number, max: number) => range(min, max, max * weightKg < 10 ? 1 : 0);
  return {
    biphasic: range(2, 4, 0),
    monophasic: range(4, 6, 0),
    internalBiphasic: internal(0.2, 0.4),
    internalMonophasic: internal(0.5, 1),
  };
}
