// Transfusão: volume of whole blood to transfuse, volume-and-speed plan with drip rates, and the
// maximum volume a donor may give (docs/product/calculators-patients-prescriptions-management.md §5, §9 Other calculators).
import { ANIMAL } from '../platform/enums.js';
import type { Animal, CalculatorDefinition, CalculatorInputs, CalculatorResult } from './calculator.types.js';
import { add, div, type Expr, evaluate, mul, num, sub, working } from './expression.js';
import { formatDuration, formatNumber } from './format.js';
import { anyNegative, errorResult, NEGATIVE_VALUE_ERROR, readAnimal, readNumber } from './inputs.js';
import { DAVIDOW_2013, ISO_1135_4, KISIELEWICZ_2014, REED_2014, SHORT_2012 } from './references.js';

export const DONOR_HEMATOCRIT_ERROR = 'O hematócrito do doador deve ser maior que zero.';
export const INTENDED_HEMATOCRIT_ERROR = 'O hematócrito pretendido deve ser sempre maior que o hematócrito atual.';

/** Blood volume constant N of the formula (mL/kg): docs/product/calculators-patients-prescriptions-management.md §9. */
export const TRANSFUSION_FACTOR: Readonly<Record<Animal, number>> = { [ANIMAL.DOG]: 90, [ANIMAL.CAT]: 60 };
/** Drop sizes: microdrip sets 60 drops/mL; blood sets 20 drops/mL (ISO 1135-4 drip chamber). */
export const DROPS_PER_ML = { micro: 60, macro: 20 } as const;
/** Donor collection limits in mL/kg (docs/product/calculators-patients-prescriptions-management.md §9). */
export const DONOR_LIMITS_ML_PER_KG: Readonly<Record<Animal, readonly [number, number]>> = {
  [ANIMAL.DOG]: [15, 20],
  [ANIMAL.CAT]: [10, 15],
};
/** Blood at room temperature must be given within 4 h (bacterial growth): Davidow 2013. */
export const MAX_TRANSFUSION_HOURS = 4;

export interface HematocritInput {
  animal: Animal;
  weight: number;
  current: number;
  intended: number;
  donor: number;
}

/** The formula of docs/product/calculators-patients-prescriptions-management.md §9 as data: weight × N × (intended − current) ÷ donor Ht. */
export function transfusionVolumeExpression(input: HematocritInput): Expr {
  return div(
    mul(
      mul(num(input.weight, 'kg'), num(TRANSFUSION_FACTOR[input.animal], 'mL/kg')),
      sub(num(input.intended, '%'), num(input.current, '%')),
    ),
    num(input.donor, '%'),
  );
}

/** mL of whole blood = weight × N × (intended − current) ÷ donor Ht; a string is the error text. */
export function transfusionVolume(input: HematocritInput): number | string {
  if (!(input.donor > 0)) return DONOR_HEMATOCRIT_ERROR;
  if (!(input.intended > input.current)) return INTENDED_HEMATOCRIT_ERROR;
  return evaluate(transfusionVolumeExpression(input));
}

function readHematocritInput(inputs: CalculatorInputs): HematocritInput | CalculatorResult | null {
  const animal = readAnimal(inputs);
  const weight = readNumber(inputs, 'weight');
  const current = readNumber(inputs, 'currentHematocrit');
  const intended = readNumber(inputs, 'intendedHematocrit');
  const donor = readNumber(inputs, 'donorHematocrit');
  if (
    animal === undefined ||
    weight === undefined ||
    current === undefined ||
    intended === undefined ||
    donor === undefined
  ) {
    return null;
  }
  if (anyNegative(weight, current, intended, donor)) return errorResult(NEGATIVE_VALUE_ERROR);
  if (weight === 0) return null;
  return { animal, weight, current, intended, donor };
}

const isResult = (v: HematocritInput | CalculatorResult | null): v is CalculatorResult | null =>
  v === null || 'type' in v;

const hematocritVariables = [
  { id: 'animal', type: 'select-animal', label: 'Espécie' },
  { id: 'weight', type: 'number', label: 'Peso do receptor', suffix: 'kg' },
  { id: 'currentHematocrit', type: 'number', label: 'Hematócrito atual', suffix: '%' },
  { id: 'intendedHematocrit', type: 'number', label: 'Hematócrito pretendido', suffix: '%' },
  { id: 'donorHematocrit', type: 'number', label: 'Hematócrito do doador (ou da bolsa)', suffix: '%' },
] as const satisfies CalculatorDefinition['variables'];

export const transfusionVolumeCalculator: CalculatorDefinition = {
  id: 'transfusion-volume',
  name: 'Volume de Transfusão Sanguínea',
  classes: ['Transfusão'],
  premium: true,
  responseLabel: 'Volume de sangue total',
  variables: hematocritVariables,
  calculate: (inputs) => {
    const input = readHematocritInput(inputs);
    if (isResult(input)) return input;
    const volume = transfusionVolume(input);
    if (typeof volume === 'string') return errorResult(volume);
    const text = `${formatNumber(volume, 2)} mL`;
    return { type: 'text', text, working: working(transfusionVolumeExpression(input), text) };
  },
  sections: {
    objectives:
      'Estimar o volume de sangue total necessário para elevar o hematócrito do receptor ao valor pretendido.',
    interpretation:
      'Estimativa para sangue total; perdas ou hemólise em curso reduzem o ganho esperado. Reavalie o hematócrito após a transfusão.',
    formula:
      'Volume (mL) = peso (kg) × N × (Ht pretendido − Ht atual) ÷ Ht do doador, com N = 90 no cão e 60 no gato (volume sanguíneo em mL/kg). Arredondado a 2 casas decimais.',
  },
  references: [SHORT_2012, REED_2014, DAVIDOW_2013],
};

export interface DripRates {
  mlPerHour: number;
  dropsPerSecond: number;
  secondsPerDrop: number;
  dropsPerMinute: number;
  dropsPer10Seconds: number;
}

/** Drip rates of a flow for a set delivering `dropsPerMl` drops per mL. */
export function dripRates(mlPerHour: number, dropsPerMl: number): DripRates {
  const dropsPerSecond = evaluate(div(mul(num(mlPerHour), num(dropsPerMl)), num(3600)));
  return {
    mlPerHour,
    dropsPerSecond,
    secondsPerDrop: 1 / dropsPerSecond,
    dropsPerMinute: dropsPerSecond * 60,
    dropsPer10Seconds: dropsPerSecond * 10,
  };
}

export interface TransfusionPlan {
  bloodVolume: number;
  totalVolume: number;
  first30: { micro: DripRates; macro: DripRates };
  after30: { micro: DripRates; macro: DripRates };
  durationHours: number;
}

/** The plan's volume and rates as data, so the result prints its working from them. */
export function transfusionPlanExpressions(
  input: HematocritInput & { speedFirst30: number; speedAfter30: number; anticoagulant: number },
) {
  const blood = evaluate(transfusionVolumeExpression(input));
  return {
    total: add(num(blood, 'mL'), num(input.anticoagulant, 'mL')),
    rateFirst30: mul(num(input.speedFirst30, 'mL/kg/h'), num(input.weight, 'kg')),
    rateAfter30: mul(num(input.speedAfter30, 'mL/kg/h'), num(input.weight, 'kg')),
  };
}

/** mL/h and drops per second of each set, with the numbers put in. */
function dripWorking(rate: Expr, rates: { micro: DripRates; macro: DripRates }): string {
  const mlPerHour = `${formatNumber(rates.micro.mlPerHour, 2)} mL/h`;
  const drops = (r: DripRates, perMl: number) =>
    working(
      div(mul(num(r.mlPerHour, 'mL/h'), num(perMl, 'gotas/mL')), num(3600, 's/h')),
      `${formatNumber(r.dropsPerSecond, 2)} gotas/s`,
    );
  return [
    working(rate, mlPerHour),
    drops(rates.micro, DROPS_PER_ML.micro),
    drops(rates.macro, DROPS_PER_ML.macro),
  ].join('\n');
}

/** Volume plus anticoagulant, given at speed1 (mL/kg/h) for 30 min and speed2 afterwards. */
export function transfusionPlan(
  input: HematocritInput & { speedFirst30: number; speedAfter30: number; anticoagulant: number },
): TransfusionPlan | string {
  const bloodVolume = transfusionVolume(input);
  if (typeof bloodVolume === 'string') return bloodVolume;
  const e = transfusionPlanExpressions(input);
  const totalVolume = evaluate(e.total);
  const rate1 = evaluate(e.rateFirst30);
  const rate2 = evaluate(e.rateAfter30);
  const firstHalfHourVolume = rate1 * 0.5;
  const durationHours =
    totalVolume <= firstHalfHourVolume ? totalVolume / rate1 : 0.5 + (totalVolume - firstHalfHourVolume) / rate2;
  const rates = (mlPerHour: number) => ({
    micro: dripRates(mlPerHour, DROPS_PER_ML.micro),
    macro: dripRates(mlPerHour, DROPS_PER_ML.macro),
  });
  return { bloodVolume, totalVolume, first30: rates(rate1), after30: rates(rate2), durationHours };
}

const dripLines = (rates: { micro: DripRates; macro: DripRates }): string[] => {
  const line = (label: string, r: DripRates) =>
    `${label}: ${formatNumber(r.dropsPerSecond, 2)} gotas/s · ${formatNumber(r.secondsPerDrop, 2)} s/gota · ${formatNumber(r.dropsPerMinute, 2)} gotas/min · ${formatNumber(r.dropsPer10Seconds, 2)} gotas/10 s`;
  return [
    `${formatNumber(rates.micro.mlPerHour, 2)} mL/h`,
    line('Microgotas (60 gotas/mL)', rates.micro),
    line('Macrogotas (20 gotas/mL)', rates.macro),
  ];
};

export const transfusionVolumeSpeedCalculator: CalculatorDefinition = {
  id: 'transfusion-volume-speed',
  name: 'Volume e Velocidade de Transfusão',
  classes: ['Transfusão'],
  premium: true,
  routeName: 'transfusion-volume-speed-calculator',
  responseLabel: 'Volume, velocidades e duração',
  variables: [
    ...hematocritVariables,
    { id: 'speedFirst30', type: 'number', label: 'Velocidade nos primeiros 30 minutos', displayUnit: 'mL/kg/hora' },
    { id: 'speedAfter30', type: 'number', label: 'Velocidade após 30 minutos', displayUnit: 'mL/kg/hora' },
    {
      id: 'anticoagulantVolume',
      type: 'number',
      label: 'Volume de anticoagulante na bolsa',
      suffix: 'mL',
      optional: true,
    },
  ],
  calculate: (inputs) => {
    const input = readHematocritInput(inputs);
    if (isResult(input)) return input;
    const speedFirst30 = readNumber(inputs, 'speedFirst30');
    const speedAfter30 = readNumber(inputs, 'speedAfter30');
    const anticoagulant = readNumber(inputs, 'anticoagulantVolume') ?? 0;
    if (speedFirst30 === undefined || speedAfter30 === undefined) return null;
    if (anyNegative(speedFirst30, speedAfter30, anticoagulant)) return errorResult(NEGATIVE_VALUE_ERROR);
    if (speedFirst30 === 0 || speedAfter30 === 0) return null;
    const plan = transfusionPlan({ ...input, speedFirst30, speedAfter30, anticoagulant });
    if (typeof plan === 'string') return errorResult(plan);
    const blood = `${formatNumber(plan.bloodVolume, 2)} mL`;
    const total = `${formatNumber(plan.totalVolume, 2)} mL`;
    const e = transfusionPlanExpressions({ ...input, speedFirst30, speedAfter30, anticoagulant });
    const items: { description: string; value?: string; values?: string[]; working?: string }[] = [
      {
        description: 'Volume de sangue a transfundir',
        value: blood,
        working: working(transfusionVolumeExpression(input), blood),
      },
      { description: 'Volume total (sangue + anticoagulante)', value: total, working: working(e.total, total) },
      {
        description: 'Primeiros 30 minutos',
        values: dripLines(plan.first30),
        working: dripWorking(e.rateFirst30, plan.first30),
      },
      {
        description: 'Após 30 minutos',
        values: dripLines(plan.after30),
        working: dripWorking(e.rateAfter30, plan.after30),
      },
      { description: 'Duração estimada', value: formatDuration(plan.durationHours) },
    ];
    if (plan.durationHours > MAX_TRANSFUSION_HOURS) {
      items.push({
        description: 'Atenção',
        value:
          'A transfusão deve terminar em até 4 horas: aumente a velocidade se o paciente tolerar ou divida o volume em duas bolsas.',
      });
    }
    return { type: 'multiple', items };
  },
  sections: {
    objectives:
      'Planejar a transfusão de sangue total: volume, velocidade em mL/h e gotejamento para equipos de microgotas e de transfusão (macrogotas), e a duração prevista.',
    interpretation:
      'Use uma velocidade baixa nos primeiros 30 minutos, observando sinais de reação transfusional, e depois aumente; a transfusão deve terminar em até 4 horas. ' +
      'Equipo de transfusão considerado com 20 gotas/mL, o gotejador padronizado pela ISO 1135-4; confira o valor na embalagem do seu equipo. Microgotas: 60 gotas/mL.',
    formula:
      'Volume (mL) = peso × N × (Ht pretendido − Ht atual) ÷ Ht do doador (N = 90 cão, 60 gato); volume total = volume + anticoagulante. ' +
      'mL/h = velocidade (mL/kg/h) × peso. gotas/s = mL/h × gotas/mL ÷ 3600; s/gota = 1 ÷ gotas/s; gotas/min = gotas/s × 60; gotas/10 s = gotas/s × 10. ' +
      'Duração = volume total ÷ mL/h inicial se couber em 30 min; senão 0,5 h + (volume total − mL/h inicial × 0,5) ÷ mL/h seguinte. Arredondamento: 2 casas decimais.',
  },
  references: [DAVIDOW_2013, KISIELEWICZ_2014, ISO_1135_4, SHORT_2012],
};

/** weight × the species' limits (mL/kg), as data: the result prints its working from them. */
export function donorVolumeExpressions(animal: Animal, weight: number): readonly [Expr, Expr] {
  const [min, max] = DONOR_LIMITS_ML_PER_KG[animal];
  return [mul(num(weight, 'kg'), num(min, 'mL/kg')), mul(num(weight, 'kg'), num(max, 'mL/kg'))];
}

export function donorMaximumVolume(animal: Animal, weight: number): readonly [number, number] {
  const [min, max] = donorVolumeExpressions(animal, weight);
  return [evaluate(min), evaluate(max)];
}

export const donorVolumeCalculator: CalculatorDefinition = {
  id: 'donor-maximum-volume',
  name: 'Volume Máximo de Coleta do Doador',
  classes: ['Transfusão'],
  premium: true,
  responseLabel: 'Volume máximo de coleta',
  variables: [
    { id: 'animal', type: 'select-animal', label: 'Espécie' },
    { id: 'weight', type: 'number', label: 'Peso do doador', suffix: 'kg' },
  ],
  calculate: (inputs) => {
    const animal = readAnimal(inputs);
    const weight = readNumber(inputs, 'weight');
    if (animal === undefined || weight === undefined) return null;
    if (anyNegative(weight)) return errorResult(NEGATIVE_VALUE_ERROR);
    if (weight === 0) return null;
    const [min, max] = donorMaximumVolume(animal, weight);
    const [minE, maxE] = donorVolumeExpressions(animal, weight);
    return {
      type: 'text',
      text: `${formatNumber(min, 1)} a ${formatNumber(max, 1)} mL`,
      working: [working(minE, `${formatNumber(min, 1)} mL`), working(maxE, `${formatNumber(max, 1)} mL`)].join('\n'),
    };
  },
  sections: {
    objectives: 'Estimar o volume máximo de sangue que pode ser coletado com segurança de um doador canino ou felino.',
    interpretation:
      'Cão: 15 a 20 mL/kg; gato: 10 a 15 mL/kg (gatos costumam precisar de sedação e reposição de fluido após a coleta). Respeite o intervalo mínimo entre doações e os critérios de seleção do doador.',
    formula: 'Volume = peso × 15 a 20 mL/kg (cão) ou peso × 10 a 15 mL/kg (gato). Arredondado a 1 casa decimal.',
  },
  references: [DAVIDOW_2013, KISIELEWICZ_2014],
};
