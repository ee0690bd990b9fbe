// Fluidoterapia: infusion rate from a dose of fluid, maintenance + dehydration deficit + ongoing
// losses over a period, and drops ↔ volume (docs/product/calculators-patients-prescriptions-management.md §5, §9 Other calculators).
import { ANIMAL } from '../platform/enums.js';
import type { Animal, CalculatorDefinition, CalculatorResult } from './calculator.types.js';
import { add, div, type Expr, evaluate, mul, num, pow, working } from './expression.js';
import { formatNumber } from './format.js';
import { anyNegative, errorResult, NEGATIVE_VALUE_ERROR, readAnimal, readChoice, readNumber } from './inputs.js';
import { AAHA_FLUIDS_2013, AAHA_FLUIDS_2024, ISO_8536_4, LAKE_GREEN_2017 } from './references.js';

/** Divisor turning a per-kg rate into mL/h: per hour 1, per day 24 (docs/product/calculators-patients-prescriptions-management.md §9). */
export const FLUID_RATE_UNIT_FACTORS = { perHour: 1, perDay: 24 } as const;

/**
 * The spec's drop factors, macro 180 and micro 60, are seconds per hour ÷ drops per mL:
 * 3600 ÷ 20 drops/mL = 180 (macro set) and 3600 ÷ 60 drops/mL = 60 (micro set). So
 * drops/s = mL/h ÷ factor, drops/min = mL/h × 60 ÷ factor and seconds/drop = factor ÷ mL/h.
 */
export const DROP_FACTORS = { macro: 180, micro: 60 } as const;
export const SECONDS_PER_HOUR = 3600;

export interface FluidDrip {
  dropsPerMinute: number;
  dropsPerSecond: number;
  secondsPerDrop: number;
}

/** The drip formulas as data (the result shows its working from the same trees). */
export function fluidDripExpressions(mlPerHour: number, factor: number) {
  const rate = num(mlPerHour, 'mL/h');
  return {
    dropsPerMinute: div(mul(rate, num(60)), num(factor)),
    dropsPerSecond: div(rate, num(factor)),
    secondsPerDrop: div(num(factor), rate),
  };
}

export function fluidDrip(mlPerHour: number, factor: number): FluidDrip {
  const e = fluidDripExpressions(mlPerHour, factor);
  return {
    dropsPerMinute: evaluate(e.dropsPerMinute),
    dropsPerSecond: evaluate(e.dropsPerSecond),
    secondsPerDrop: evaluate(e.secondsPerDrop),
  };
}

/** mL/h = weight × rate ÷ unit factor, as data. */
export function fluidRateExpression(weight: number, rate: number, unitFactor: number): Expr {
  return div(mul(num(weight, 'kg'), num(rate, unitFactor === 24 ? 'mL/kg/dia' : 'mL/kg/h')), num(unitFactor));
}

/** mL/h = weight × rate ÷ unit factor (1 for mL/kg/h, 24 for mL/kg/day). */
export function fluidRateMlPerHour(weight: number, rate: number, unitFactor: number): number {
  return evaluate(fluidRateExpression(weight, rate, unitFactor));
}

const dripValues = (mlPerHour: number): { description: string; values: string[]; working: string }[] =>
  (
    [
      ['Macrogotas (20 gotas/mL)', DROP_FACTORS.macro],
      ['Microgotas (60 gotas/mL)', DROP_FACTORS.micro],
    ] as const
  ).map(([description, factor]) => {
    const drip = fluidDrip(mlPerHour, factor);
    const e = fluidDripExpressions(mlPerHour, factor);
    const perMinute = `${formatNumber(drip.dropsPerMinute, 1)} gotas/min`;
    const perSecond = `${formatNumber(drip.dropsPerSecond, 2)} gotas/s`;
    const secondsPerDrop = `${formatNumber(drip.secondsPerDrop, 2)} s/gota`;
    return {
      description,
      values: [perMinute, perSecond, secondsPerDrop],
      working: [
        working(e.dropsPerMinute, perMinute),
        working(e.dropsPerSecond, perSecond),
        working(e.secondsPerDrop, secondsPerDrop),
      ].join('\n'),
    };
  });

export const fluidRateCalculator: CalculatorDefinition = {
  id: 'fluid-rate',
  name: 'Taxa de Fluidoterapia',
  classes: ['Fluidoterapia'],
  premium: true,
  responseLabel: 'Taxa de infusão',
  variables: [
    { id: 'weight', type: 'number', label: 'Peso', suffix: 'kg' },
    {
      id: 'fluidRateUnit',
      type: 'select',
      label: 'Unidade da taxa',
      items: [
        { label: 'mL/kg/hora', value: FLUID_RATE_UNIT_FACTORS.perHour },
        { label: 'mL/kg/dia', value: FLUID_RATE_UNIT_FACTORS.perDay },
      ],
      clearable: false,
    },
    { id: 'fluidRate', type: 'number', label: 'Taxa' },
  ],
  calculate: (inputs) => {
    const weight = readNumber(inputs, 'weight');
    const unitFactor = readChoice(inputs, 'fluidRateUnit');
    const rate = readNumber(inputs, 'fluidRate');
    if (weight === undefined || rate === undefined || (unitFactor !== 1 && unitFactor !== 24)) return null;
    if (anyNegative(weight, rate)) return errorResult(NEGATIVE_VALUE_ERROR);
    if (weight === 0 || rate === 0) return null;
    const expression = fluidRateExpression(weight, rate, unitFactor);
    const mlPerHour = evaluate(expression);
    const perHour = `${formatNumber(mlPerHour, 2)} mL/h`;
    const perDay = `${formatNumber(mlPerHour * 24, 1)} mL`;
    return {
      type: 'multiple',
      items: [
        { description: 'Volume por hora', value: perHour, working: working(expression, perHour) },
        {
          description: 'Volume em 24 horas',
          value: perDay,
          working: working(mul(num(mlPerHour, 'mL/h'), num(24, 'h')), perDay),
        },
        ...dripValues(mlPerHour),
      ],
    };
  },
  sections: {
    objectives:
      'Converter uma taxa de fluido por kg (por hora ou por dia) em mL/h e em gotejamento para equipos de macro e microgotas.',
    interpretation:
      'Macrogotas: equipo de 20 gotas/mL; microgotas: 60 gotas/mL (confira na embalagem). Em microgotas, gotas/min é igual a mL/h. Prefira bomba de infusão em pacientes pequenos ou instáveis.',
    formula:
      'mL/h = peso × taxa ÷ fator da unidade (1 por hora, 24 por dia). gotas/min = mL/h × 60 ÷ fator de gotejamento, com fator 180 para macrogotas (3600 s ÷ 20 gotas/mL) e 60 para microgotas (3600 ÷ 60); gotas/s = mL/h ÷ fator; s/gota = fator ÷ mL/h. ' +
      'Arredondamento: mL/h 2 casas, gotas/min 1 casa, gotas/s e s/gota 2 casas.',
  },
  references: [AAHA_FLUIDS_2024, ISO_8536_4, LAKE_GREEN_2017],
};

/** AAHA/AAFP 2013 maintenance, mL/day = factor × kg^0.75 (dog 132, cat 80). */
export const MAINTENANCE_FLUID_FACTORS: Readonly<Record<Animal, number>> = { [ANIMAL.DOG]: 132, [ANIMAL.CAT]: 80 };

export interface FluidPlan {
  maintenance: number;
  deficit: number;
  losses: number;
  total: number;
  mlPerHour: number;
}

/** The plan's formulas as data: the same trees compute the volumes and print the working. */
export function fluidPlanExpressions(
  animal: Animal,
  weight: number,
  dehydrationPercent: number,
  losses: number,
  hours: number,
) {
  const maintenance = mul(
    mul(num(MAINTENANCE_FLUID_FACTORS[animal]), pow(num(weight, 'kg'), 0.75)),
    div(num(hours, 'h'), num(24, 'h')),
  );
  const deficit = mul(mul(div(num(dehydrationPercent, '%'), num(100)), num(weight, 'kg')), num(1000, 'mL/kg'));
  const maintenanceMl = evaluate(maintenance);
  const deficitMl = evaluate(deficit);
  const total = add(add(num(maintenanceMl, 'mL'), num(deficitMl, 'mL')), num(losses, 'mL'));
  const rate = div(num(evaluate(total), 'mL'), num(hours, 'h'));
  return { maintenance, deficit, total, rate };
}

/** Volumes over `hours`: maintenance share + deficit (% × kg × 1000 mL) + ongoing losses. */
export function fluidPlan(
  animal: Animal,
  weight: number,
  dehydrationPercent: number,
  losses: number,
  hours: number,
): FluidPlan {
  const e = fluidPlanExpressions(animal, weight, dehydrationPercent, losses, hours);
  return {
    maintenance: evaluate(e.maintenance),
    deficit: evaluate(e.deficit),
    losses,
    total: evaluate(e.total),
    mlPerHour: evaluate(e.rate),
  };
}

export const fluidMaintenanceDeficitCalculator: CalculatorDefinition = {
  id: 'fluid-maintenance-deficit',
  name: 'Fluidoterapia: Manutenção, Desidratação e Perdas',
  classes: ['Fluidoterapia'],
  premium: true,
  responseLabel: 'Volume e taxa',
  variables: [
    { id: 'animal', type: 'select-animal', label: 'Espécie' },
    { id: 'weight', type: 'number', label: 'Peso', suffix: 'kg' },
    { id: 'dehydration', type: 'number', label: 'Desidratação estimada', suffix: '%' },
    {
      id: 'ongoingLosses',
      type: 'number',
      label: 'Perdas contínuas estimadas no período',
      suffix: 'mL',
      optional: true,
    },
    { id: 'hours', type: 'number', label: 'Período de reposição', suffix: 'horas', placeholder: '24' },
  ],
  calculate: (inputs): CalculatorResult | null => {
    const animal = readAnimal(inputs);
    const weight = readNumber(inputs, 'weight');
    const dehydration = readNumber(inputs, 'dehydration');
    const losses = readNumber(inputs, 'ongoingLosses') ?? 0;
    const hours = readNumber(inputs, 'hours');
    if (animal === undefined || weight === undefined || dehydration === undefined || hours === undefined) return null;
    if (anyNegative(weight, dehydration, losses, hours)) return errorResult(NEGATIVE_VALUE_ERROR);
    if (weight === 0 || hours === 0) return null;
    const plan = fluidPlan(animal, weight, dehydration, losses, hours);
    const e = fluidPlanExpressions(animal, weight, dehydration, losses, hours);
    const ml = (v: number) => `${formatNumber(v, 1)} mL`;
    const rate = `${formatNumber(plan.mlPerHour, 2)} mL/h`;
    return {
      type: 'multiple',
      items: [
        {
          description: 'Manutenção no período',
          value: ml(plan.maintenance),
          working: working(e.maintenance, ml(plan.maintenance)),
        },
        {
          description: 'Déficit de desidratação',
          value: ml(plan.deficit),
          working: working(e.deficit, ml(plan.deficit)),
        },
        { description: 'Perdas contínuas', value: ml(plan.losses) },
        { description: 'Volume total', value: ml(plan.total), working: working(e.total, ml(plan.total), 1) },
        { description: 'Taxa', value: rate, working: working(e.rate, rate, 1) },
        ...dripValues(plan.mlPerHour),
      ],
    };
  },
  sections: {
    objectives:
      'Somar a manutenção, o déficit de desidratação e as perdas contínuas num período e obter a taxa de infusão.',
    interpretation:
      'A porcentagem de desidratação é estimada pelo exame físico (abaixo de 5% não é detectável clinicamente) e é apenas um guia. Corrija o déficit em 12 a 24 horas, salvo contraindicação (cardiopatas, nefropatas oligúricos), e reavalie peso, perfusão e débito urinário com frequência.',
    formula:
      'Manutenção (mL) = 132 × peso^0,75 (cão) ou 80 × peso^0,75 (gato) por 24 h, proporcional às horas do período. Déficit (mL) = desidratação (%) ÷ 100 × peso (kg) × 1000. ' +
      'Total = manutenção + déficit + perdas. Taxa (mL/h) = total ÷ horas; gotejamento como na taxa de fluidoterapia (fatores 180 macro e 60 micro). Volumes com 1 casa decimal, taxa com 2.',
  },
  references: [AAHA_FLUIDS_2013, AAHA_FLUIDS_2024],
};

/** The counted-drops formulas as data (the result prints its working from them). */
export function dropsToVolumeExpressions(drops: number, dropsPerMl: number, seconds?: number) {
  const volume = div(num(drops, 'gotas'), num(dropsPerMl, 'gotas/mL'));
  if (seconds === undefined || seconds <= 0) return { volume };
  return {
    volume,
    dropsPerMinute: div(mul(num(drops, 'gotas'), num(60)), num(seconds, 's')),
    mlPerHour: div(mul(num(evaluate(volume), 'mL'), num(SECONDS_PER_HOUR)), num(seconds, 's')),
  };
}

/** Volume of counted drops and, when the counting time is known, the flow. */
export function dropsToVolume(drops: number, dropsPerMl: number, seconds?: number) {
  const e = dropsToVolumeExpressions(drops, dropsPerMl, seconds);
  const volume = evaluate(e.volume);
  if (!e.dropsPerMinute || !e.mlPerHour) return { volume };
  return { volume, dropsPerMinute: evaluate(e.dropsPerMinute), mlPerHour: evaluate(e.mlPerHour) };
}

export const dropsToVolumeCalculator: CalculatorDefinition = {
  id: 'drops-to-volume',
  name: 'Conversão de Gotas em Volume',
  classes: ['Fluidoterapia', 'Calculadoras de Conversão'],
  premium: true,
  routeName: 'drops-to-volume-calculator',
  responseLabel: 'Volume',
  variables: [
    {
      id: 'dropsPerMl',
      type: 'select',
      label: 'Equipo',
      items: [
        { label: 'Macrogotas (20 gotas/mL)', value: 20 },
        { label: 'Microgotas (60 gotas/mL)', value: 60 },
      ],
      clearable: false,
    },
    { id: 'drops', type: 'number', label: 'Número de gotas', suffix: 'gotas' },
    { id: 'seconds', type: 'number', label: 'Tempo de contagem', suffix: 's', optional: true },
  ],
  calculate: (inputs) => {
    const dropsPerMl = readChoice(inputs, 'dropsPerMl');
    const drops = readNumber(inputs, 'drops');
    const seconds = readNumber(inputs, 'seconds');
    if ((dropsPerMl !== 20 && dropsPerMl !== 60) || drops === undefined) return null;
    if (anyNegative(drops, seconds)) return errorResult(NEGATIVE_VALUE_ERROR);
    const out = dropsToVolume(drops, dropsPerMl, seconds);
    const e = dropsToVolumeExpressions(drops, dropsPerMl, seconds);
    const volume = `${formatNumber(out.volume, 3)} mL`;
    const items = [{ description: 'Volume', value: volume, working: working(e.volume, volume) }];
    if (out.mlPerHour !== undefined && out.dropsPerMinute !== undefined && e.dropsPerMinute && e.mlPerHour) {
      const perMinute = `${formatNumber(out.dropsPerMinute, 1)} gotas/min`;
      const perHour = `${formatNumber(out.mlPerHour, 2)} mL/h`;
      items.push(
        { description: 'Gotejamento', value: perMinute, working: working(e.dropsPerMinute, perMinute) },
        { description: 'Taxa', value: perHour, working: working(e.mlPerHour, perHour, 3) },
      );
    }
    return { type: 'multiple', items };
  },
  sections: {
    objectives:
      'Converter gotas contadas em volume e, informando o tempo de contagem, conferir a taxa real de um gotejamento.',
    interpretation:
      'Conte as gotas na câmara do equipo por 15 a 60 segundos. O número de gotas por mL depende do equipo: confira na embalagem.',
    formula:
      'Volume (mL) = gotas ÷ gotas por mL (20 macro, 60 micro). gotas/min = gotas × 60 ÷ segundos; mL/h = volume × 3600 ÷ segundos. Volume com 3 casas decimais.',
  },
  references: [ISO_8536_4, LAKE_GREEN_2017],
};
