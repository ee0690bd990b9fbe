// Cálculo Energético: daily energy requirement by life stage and body condition, and the ideal
// weight estimated from the body condition score (docs/product/calculators-patients-prescriptions-management.md §3 Nutrition-energy inputs, §9 Energy).
import { ANIMAL } from '../platform/enums.js';
import type {
  Animal,
  CalculatorDefinition,
  CalculatorInputs,
  CalculatorResult,
  SelectItem,
} from './calculator.types.js';
import { add, div, type Expr, evaluate, mul, num, pow, render, sub } from './expression.js';
import { formatNumber } from './format.js';
import {
  anyNegative,
  errorResult,
  NEGATIVE_VALUE_ERROR,
  readAnimal,
  readChoice,
  readNumber,
  readText,
} from './inputs.js';
import { AAHA_WEIGHT_2014, FEDIAF_2021, LAFLAMME_1997, NRC_2006, WSAVA_NUTRITION_2011 } from './references.js';

export const DOG_EXPONENT = 0.75;
export const CAT_EXPONENT = 0.67;

/**
 * Body-condition correction factors (9-point scale, 5 = ideal), applied to the energy of the
 * chosen life stage. Under 5: +10 % per point, because each point is about 10 % of body weight
 * (Laflamme 1997; WSAVA 2011). Over 5: −15 % per point, the upper end of the 10–15 % per point
 * Laflamme measured, down to the product floor of 0.55 for dogs; cats stop at 0.6 because a harder
 * restriction risks hepatic lipidosis (AAHA 2014). See docs/decisions/calculators-energy.md.
 */
export const DOG_BODY_SCORE_FACTORS: Readonly<Record<number, number>> = {
  1: 1.4,
  2: 1.3,
  3: 1.2,
  4: 1.1,
  5: 1.0,
  6: 0.85,
  7: 0.7,
  8: 0.55,
  9: 0.55,
};
export const CAT_BODY_SCORE_FACTORS: Readonly<Record<number, number>> = { ...DOG_BODY_SCORE_FACTORS, 8: 0.6, 9: 0.6 };

/** WSAVA: each body-condition point away from 5 is about 10 % of the ideal weight. */
export const BODY_SCORE_WEIGHT_STEP = 0.1;

/** Ideal weight = weight ÷ (1 + 0,1 × (score − 5)), as data so the result can print its working. */
export function idealWeightExpression(weight: number, bodyScore: number): Expr {
  return div(num(weight, 'kg'), add(num(1), mul(num(BODY_SCORE_WEIGHT_STEP), sub(num(bodyScore), num(5)))));
}

export function idealWeight(weight: number, bodyScore: number): number {
  return evaluate(idealWeightExpression(weight, bodyScore));
}

/** NRC 2006 lactation week factors L. Dog weeks 1–4; cat weeks 1–5. */
export const DOG_LACTATION_WEEK_FACTORS = [0.75, 0.95, 1.1, 1.2] as const;
export const CAT_LACTATION_WEEK_FACTORS = [0.9, 0.9, 1.2, 1.1, 1.0] as const;
/** NRC 2006 milk coefficient per kg of queen by litter band: 1–2, 3–4, 5 or more kittens. */
export const CAT_LITTER_COEFFICIENTS = [18, 60, 70] as const;

interface StageContext {
  weight: number;
  idealWeight: number;
  puppies?: number;
  week?: number;
}

interface EnergyStage {
  value: string;
  label: string;
  /**
   * [min, max] kcal/day before the body-score factor, as formulas (min = max when not a range): the
   * same trees compute the result and print its working.
   */
  energy: (ctx: StageContext) => readonly [Expr, Expr] | undefined;
  /** Weight loss is computed on the ideal weight, so the body-score factor is not applied again. */
  skipBodyScoreFactor?: boolean;
  lactation?: boolean;
}

const kg = (w: number) => num(w, 'kg');
const dogPower = (w: number) => pow(kg(w), DOG_EXPONENT);
const catPower = (w: number) => pow(kg(w), CAT_EXPONENT);
const same = (e: Expr) => [e, e] as const;
const dogFactor =
  (min: number, max = min) =>
  ({ weight }: StageContext) =>
    [mul(num(min), dogPower(weight)), mul(num(max), dogPower(weight))] as const;
const catFactor =
  (factor: number) =>
  ({ weight }: StageContext) =>
    same(mul(num(factor), catPower(weight)));

export const DOG_LIFE_STAGES: readonly EnergyStage[] = [
  // NRC 2006 and FEDIAF give the newborn need per kg of body weight (25 kcal/100 g), not per kg^0.75.
  {
    value: 'neonate',
    label: 'Neonato (até o desmame) — 250 × peso',
    energy: ({ weight }) => same(mul(num(250), kg(weight))),
  },
  { value: 'growth-up-to-50', label: 'Crescimento, até 50% do peso adulto — 210', energy: dogFactor(210) },
  { value: 'growth-50-80', label: 'Crescimento, 50 a 80% do peso adulto — 175', energy: dogFactor(175) },
  { value: 'growth-80-100', label: 'Crescimento, 80 a 100% do peso adulto — 140', energy: dogFactor(140) },
  { value: 'maintenance', label: 'Adulto em manutenção — 145', energy: dogFactor(145) },
  {
    value: 'weight-loss',
    label: 'Perda de peso (sobre o peso ideal) — 70',
    energy: ({ idealWeight: ideal }) => same(mul(num(70), dogPower(ideal))),
    skipBodyScoreFactor: true,
  },
  { value: 'obesity-prone', label: 'Adulto com tendência à obesidade — 90', energy: dogFactor(90) },
  { value: 'sedentary', label: 'Adulto sedentário — 95', energy: dogFactor(95) },
  { value: 'moderate-low-impact', label: 'Atividade moderada, baixo impacto (1 h/dia) — 110', energy: dogFactor(110) },
  { value: 'moderate-high-impact', label: 'Atividade moderada, alto impacto (1 h/dia) — 125', energy: dogFactor(125) },
  { value: 'high-activity', label: 'Atividade intensa (3 a 6 h/dia) — 150 a 175', energy: dogFactor(150, 175) },
  {
    value: 'extreme-activity',
    label: 'Atividade extrema (trenó em clima frio) — 860 a 1240',
    energy: dogFactor(860, 1240),
  },
  { value: 'great-dane', label: 'Dogue alemão adulto — 200', energy: dogFactor(200) },
  { value: 'newfoundland', label: 'Terra-nova adulto — 105', energy: dogFactor(105) },
  { value: 'early-gestation', label: 'Gestação, primeiras 4 semanas — 132', energy: dogFactor(132) },
  {
    value: 'late-gestation',
    label: 'Gestação, últimas 5 semanas — 132 × peso^0,75 + 26 × peso',
    energy: ({ weight }) => same(add(mul(num(132), dogPower(weight)), mul(num(26), kg(weight)))),
  },
  {
    value: 'lactation',
    label: 'Lactação',
    lactation: true,
    energy: ({ weight, puppies, week }) => {
      const L = week === undefined ? undefined : DOG_LACTATION_WEEK_FACTORS[week - 1];
      if (puppies === undefined || puppies < 1 || puppies > 8 || L === undefined) return undefined;
      const n = Math.min(puppies, 4);
      const m = Math.max(puppies - 4, 0);
      return same(
        add(
          mul(num(145), dogPower(weight)),
          mul(mul(kg(weight), add(mul(num(24), num(n)), mul(num(12), num(m)))), num(L)),
        ),
      );
    },
  },
];

export const CAT_LIFE_STAGES: readonly EnergyStage[] = [
  { value: 'growth-up-to-4-months', label: 'Filhote até 4 meses — 200', energy: catFactor(200) },
  { value: 'growth-4-9-months', label: 'Filhote de 4 a 9 meses — 175', energy: catFactor(175) },
  { value: 'growth-9-12-months', label: 'Filhote de 9 a 12 meses — 150', energy: catFactor(150) },
  {
    value: 'weight-loss',
    label: 'Perda de peso (sobre o peso ideal) — 52',
    energy: ({ idealWeight: ideal }) => same(mul(num(52), catPower(ideal))),
    skipBodyScoreFactor: true,
  },
  { value: 'maintenance', label: 'Adulto em manutenção — 100', energy: catFactor(100) },
  { value: 'gestation', label: 'Gestação — 140', energy: catFactor(140) },
  {
    value: 'lactation',
    label: 'Lactação',
    lactation: true,
    energy: ({ weight, puppies, week }) => {
      const L = week === undefined ? undefined : CAT_LACTATION_WEEK_FACTORS[week - 1];
      const k = puppies === undefined ? undefined : CAT_LITTER_COEFFICIENTS[puppies - 1];
      if (L === undefined || k === undefined) return undefined;
      return same(add(mul(num(100), catPower(weight)), mul(mul(num(k), kg(weight)), num(L))));
    },
  },
];

export interface EnergyInput {
  animal: Animal;
  weight: number;
  bodyScore: number;
  stage: string;
  /** Dogs: 1–8 puppies. Cats: litter band 1 (1–2), 2 (3–4), 3 (5 or more). */
  puppies?: number;
  /** Lactation week: dogs 1–4, cats 1–5. */
  week?: number;
}

export interface EnergyOutput {
  minKcal: number;
  maxKcal: number;
  bodyScoreFactor: number;
  idealWeight: number;
  /** The formula that ran with the user's numbers ("250 × 0,4 kg × 1"), one per end of a range. */
  working: readonly string[];
}

/** Pure energy requirement in kcal/day; undefined when a stage detail is missing or out of range. */
export function energyRequirement(input: EnergyInput): EnergyOutput | undefined {
  const stages = input.animal === ANIMAL.DOG ? DOG_LIFE_STAGES : CAT_LIFE_STAGES;
  const factors = input.animal === ANIMAL.DOG ? DOG_BODY_SCORE_FACTORS : CAT_BODY_SCORE_FACTORS;
  const stage = stages.find((s) => s.value === input.stage);
  const bodyScoreFactor = factors[input.bodyScore];
  if (!stage || bodyScoreFactor === undefined || !(input.weight > 0)) return undefined;
  const ideal = idealWeight(input.weight, input.bodyScore);
  const range = stage.energy({ weight: input.weight, idealWeight: ideal, puppies: input.puppies, week: input.week });
  if (!range) return undefined;
  const applied = stage.skipBodyScoreFactor ? 1 : bodyScoreFactor;
  const [min, max] = range.map((e) => (applied === 1 ? e : mul(e, num(applied)))) as [Expr, Expr];
  const minKcal = evaluate(min);
  const maxKcal = evaluate(max);
  const line = (e: Expr, v: number) => `${render(e)} = ${formatNumber(v, 0)} kcal/dia`;
  const working =
    Math.round(minKcal) === Math.round(maxKcal) ? [line(min, minKcal)] : [line(min, minKcal), line(max, maxKcal)];
  return { minKcal, maxKcal, bodyScoreFactor: applied, idealWeight: ideal, working };
}

const BODY_SCORE_ITEMS: readonly SelectItem[] = [
  { label: '1 — Caquético', value: 1 },
  { label: '2 — Muito magro', value: 2 },
  { label: '3 — Magro', value: 3 },
  { label: '4 — Abaixo do ideal', value: 4 },
  { label: '5 — Ideal', value: 5 },
  { label: '6 — Acima do ideal', value: 6 },
  { label: '7 — Sobrepeso', value: 7 },
  { label: '8 — Obeso', value: 8 },
  { label: '9 — Obesidade grave', value: 9 },
];

const isDog = (i: CalculatorInputs) => readAnimal(i) === ANIMAL.DOG;
const isCat = (i: CalculatorInputs) => readAnimal(i) === ANIMAL.CAT;

const kcal = (min: number, max: number) =>
  Math.round(min) === Math.round(max)
    ? `${formatNumber(min, 0)} kcal/dia`
    : `${formatNumber(min, 0)} a ${formatNumber(max, 0)} kcal/dia`;

function calculateEnergy(inputs: CalculatorInputs): CalculatorResult | null {
  const animal = readAnimal(inputs);
  const weight = readNumber(inputs, 'weight');
  const bodyScore = readChoice(inputs, 'bodyScore');
  if (animal === undefined || weight === undefined || bodyScore === undefined) return null;
  if (anyNegative(weight)) return errorResult(NEGATIVE_VALUE_ERROR);
  const dog = animal === ANIMAL.DOG;
  const stage = readText(inputs, dog ? 'dogLifeStage' : 'catLifeStage');
  if (stage === undefined || weight === 0) return null;
  const output = energyRequirement({
    animal,
    weight,
    bodyScore,
    stage,
    puppies: readChoice(inputs, dog ? 'dogPuppiesNumber' : 'catPuppiesNumber'),
    week: readChoice(inputs, dog ? 'dogLactationWeek' : 'catLactationWeek'),
  });
  if (!output) return null;
  return {
    type: 'multiple',
    items: [
      {
        description: 'Necessidade energética diária',
        value: kcal(output.minKcal, output.maxKcal),
        working: output.working.join('\n'),
      },
      { description: 'Fator de escore corporal aplicado', value: formatNumber(output.bodyScoreFactor, 2) },
      { description: 'Peso ideal estimado', value: `${formatNumber(output.idealWeight, 2)} kg` },
    ],
  };
}

const lactationSelected = (animalCheck: (i: CalculatorInputs) => boolean, stageId: string) => (i: CalculatorInputs) =>
  animalCheck(i) && readText(i, stageId) === 'lactation';

export const energyRequirementCalculator: CalculatorDefinition = {
  id: 'energy-requirement',
  name: 'Necessidade Energética',
  classes: ['Cálculo Energético'],
  premium: true,
  responseLabel: 'Necessidade energética',
  variables: [
    { id: 'animal', type: 'select-animal', label: 'Espécie' },
    { id: 'weight', type: 'number', label: 'Peso atual', suffix: 'kg' },
    {
      id: 'bodyScore',
      type: 'select',
      label: 'Escore de condição corporal (1 a 9)',
      items: BODY_SCORE_ITEMS,
      clearable: true,
    },
    {
      id: 'dogLifeStage',
      type: 'select',
      label: 'Fase de vida / atividade (kcal × peso^0,75)',
      items: DOG_LIFE_STAGES.map((s) => ({ label: s.label, value: s.value })),
      clearable: true,
      visibleWhen: isDog,
    },
    {
      id: 'dogPuppiesNumber',
      type: 'select',
      label: 'Número de filhotes',
      items: [1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({ label: String(n), value: n })),
      clearable: true,
      visibleWhen: lactationSelected(isDog, 'dogLifeStage'),
    },
    {
      id: 'dogLactationWeek',
      type: 'select',
      label: 'Semana de lactação',
      items: [1, 2, 3, 4].map((n) => ({ label: `${n}ª semana`, value: n })),
      clearable: true,
      visibleWhen: lactationSelected(isDog, 'dogLifeStage'),
    },
    {
      id: 'catLifeStage',
      type: 'select',
      label: 'Fase de vida (kcal × peso^0,67)',
      items: CAT_LIFE_STAGES.map((s) => ({ label: s.label, value: s.value })),
      clearable: true,
      visibleWhen: isCat,
    },
    {
      id: 'catPuppiesNumber',
      type: 'select',
      label: 'Número de filhotes',
      items: [
        { label: '1 ou 2 filhotes', value: 1 },
        { label: '3 ou 4 filhotes', value: 2 },
        { label: '5 ou mais filhotes', value: 3 },
      ],
      clearable: true,
      visibleWhen: lactationSelected(isCat, 'catLifeStage'),
    },
    {
      id: 'catLactationWeek',
      type: 'select',
      label: 'Semana de lactação',
      items: [1, 2, 3, 4, 5].map((n) => ({ label: `${n}ª semana`, value: n })),
      clearable: true,
      visibleWhen: lactationSelected(isCat, 'catLifeStage'),
    },
  ],
  calculate: calculateEnergy,
  sections: {
    objectives:
      'Estimar a energia metabolizável diária (kcal/dia) de cães e gatos conforme a fase de vida, o nível de atividade e o escore de condição corporal, como ponto de partida para o plano alimentar.',
    interpretation:
      'O valor é uma estimativa inicial: a necessidade individual varia até 50% em torno da média. Pese o animal a cada 2 a 4 semanas e ajuste a quantidade em 10% para manter o escore 5/9. ' +
      'Fases felinas: 200 = filhote até 4 meses; 175 = 4 a 9 meses; 150 = 9 a 12 meses (FEDIAF); 100 = adulto em manutenção; 140 = gestação (NRC); 52 = perda de peso, calculada sobre o peso ideal. ' +
      'Na perda de peso (cão 70, gato 52) a energia é calculada sobre o peso ideal estimado e o fator de escore não é aplicado de novo. ' +
      'Fator de escore corporal: escores 1 a 4 somam 10% por ponto (1,4 a 1,1); escores 6 a 9 reduzem 15% por ponto até 0,55 no cão e 0,6 no gato, que não deve sofrer restrição mais intensa pelo risco de lipidose hepática.',
    formula:
      'Cão: kcal/dia = fator × peso^0,75 × fator de escore (neonato: 250 × peso, isto é, 25 kcal/100 g). Gestação final: 132 × peso^0,75 + 26 × peso. ' +
      'Lactação (cão): 145 × peso^0,75 + peso × (24n + 12m) × L, n = filhotes de 1 a 4, m = filhotes de 5 a 8, L = 0,75; 0,95; 1,1; 1,2 nas semanas 1 a 4. ' +
      'Gato: kcal/dia = fator × peso^0,67 × fator de escore. Lactação (gato): 100 × peso^0,67 + k × peso × L, k = 18 (1 ou 2 filhotes), 60 (3 ou 4) ou 70 (5 ou mais), L = 0,9; 0,9; 1,2; 1,1; 1,0 nas semanas 1 a 5. ' +
      'Peso ideal = peso atual ÷ (1 + 0,1 × (escore − 5)). Resultado arredondado a kcal inteiras.',
  },
  references: [NRC_2006, FEDIAF_2021, WSAVA_NUTRITION_2011, LAFLAMME_1997, AAHA_WEIGHT_2014],
};

function calculateIdealWeight(inputs: CalculatorInputs): CalculatorResult | null {
  const weight = readNumber(inputs, 'weight');
  const bodyScore = readChoice(inputs, 'bodyScore');
  if (weight === undefined || bodyScore === undefined) return null;
  if (anyNegative(weight)) return errorResult(NEGATIVE_VALUE_ERROR);
  if (weight === 0 || bodyScore < 1 || bodyScore > 9) return null;
  const ideal = idealWeight(weight, bodyScore);
  const difference = weight - ideal;
  const percent = (difference / ideal) * 100;
  const differenceLabel =
    difference > 0 ? 'Excesso de peso' : difference < 0 ? 'Peso a recuperar' : 'Diferença para o peso ideal';
  return {
    type: 'multiple',
    items: [
      {
        description: 'Peso ideal estimado',
        value: `${formatNumber(ideal, 2)} kg`,
        working: `${render(idealWeightExpression(weight, bodyScore))} = ${formatNumber(ideal, 2)} kg`,
      },
      {
        description: differenceLabel,
        value: `${formatNumber(Math.abs(difference), 2)} kg (${formatNumber(Math.abs(percent), 0)}% do peso ideal)`,
      },
    ],
  };
}

export const idealWeightCalculator: CalculatorDefinition = {
  id: 'ideal-weight',
  name: 'Peso Ideal',
  classes: ['Cálculo Energético'],
  premium: true,
  responseLabel: 'Peso ideal',
  variables: [
    { id: 'weight', type: 'number', label: 'Peso atual', suffix: 'kg' },
    {
      id: 'bodyScore',
      type: 'select',
      label: 'Escore de condição corporal (1 a 9)',
      items: BODY_SCORE_ITEMS,
      clearable: true,
    },
  ],
  calculate: calculateIdealWeight,
  sections: {
    objectives:
      'Estimar o peso ideal de cães e gatos a partir do peso atual e do escore de condição corporal (escala de 9 pontos).',
    interpretation:
      'No escore 5 o peso atual é o ideal. Cada ponto acima de 5 corresponde a cerca de 10% de excesso de peso (WSAVA); a mesma proporção é usada abaixo de 5. ' +
      'A estimativa é menos precisa nos extremos (escores 1, 2 e 9): reavalie o escore durante o programa de perda ou ganho de peso.',
    formula: 'Peso ideal = peso atual ÷ (1 + 0,1 × (escore − 5)). Arredondado a 2 casas decimais.',
  },
  references: [WSAVA_NUTRITION_2011, LAFLAMME_1997, AAHA_WEIGHT_2014],
};
