// Escalas | Escores: modified Glasgow coma scale, modified Frankel scale and IRIS CKD staging.
import { ANIMAL } from '../platform/enums.js';
import type {
  Animal,
  CalculatorDefinition,
  CalculatorInputs,
  CalculatorResult,
  ResultColorClass,
} from './calculator.types.js';
import { formatNumber } from './format.js';
import { anyNegative, errorResult, NEGATIVE_VALUE_ERROR, readAnimal, readChoice, readNumber } from './inputs.js';
import { ACVIM_HYPERTENSION_2018, FRANKEL_1969, IRIS_2023, PLATT_2001, VAN_WIE_2013 } from './references.js';

// ---------------------------------------------------------------- Glasgow

const MOTOR_ACTIVITY = [
  'Normal: marcha e reflexos espinhais normais',
  'Hemiparesia, tetraparesia ou atividade de descerebração',
  'Decúbito, rigidez extensora intermitente',
  'Decúbito, rigidez extensora constante',
  'Decúbito, rigidez extensora constante com opistótono',
  'Decúbito, hipotonia muscular, reflexos espinhais deprimidos ou ausentes',
];
const BRAINSTEM_REFLEXES = [
  'Reflexos pupilares à luz e oculocefálicos normais',
  'Reflexos pupilares lentos e oculocefálicos normais a reduzidos',
  'Miose bilateral não responsiva, oculocefálicos normais a reduzidos',
  'Pupilas puntiformes, oculocefálicos reduzidos a ausentes',
  'Midríase unilateral não responsiva, oculocefálicos reduzidos a ausentes',
  'Midríase bilateral não responsiva, oculocefálicos reduzidos a ausentes',
];
const CONSCIOUSNESS = [
  'Períodos ocasionais de alerta e responsivo ao ambiente',
  'Depressão ou delírio, responde de forma inadequada',
  'Semicomatoso, responsivo a estímulos visuais',
  'Semicomatoso, responsivo a estímulos auditivos',
  'Semicomatoso, responsivo apenas a estímulos nocivos repetidos',
  'Comatoso, não responsivo a estímulos nocivos repetidos',
];
/** Descriptions are listed from 6 (best) down to 1. */
const glasgowItems = (descriptions: readonly string[]) =>
  descriptions.map((label, index) => ({ label: `${6 - index} — ${label}`, value: 6 - index }));

export interface GlasgowOutput {
  score: number;
  prognosis: 'Bom' | 'Reservado' | 'Grave';
  colorClass: ResultColorClass;
}

/** Modified Glasgow coma scale: three domains of 1–6; ≥15 good, 9–14 guarded, <9 grave. */
export function glasgowScore(motor: number, brainstem: number, consciousness: number): GlasgowOutput | undefined {
  const domains = [motor, brainstem, consciousness];
  if (domains.some((d) => !Number.isInteger(d) || d < 1 || d > 6)) return undefined;
  const score = motor + brainstem + consciousness;
  if (score >= 15) return { score, prognosis: 'Bom', colorClass: 'success' };
  if (score >= 9) return { score, prognosis: 'Reservado', colorClass: 'warning' };
  return { score, prognosis: 'Grave', colorClass: 'danger' };
}

export const glasgowCalculator: CalculatorDefinition = {
  id: 'modified-glasgow-coma-scale',
  name: 'Escala de Coma de Glasgow Modificada',
  classes: ['Escalas | Escores'],
  premium: true,
  type: 'score',
  responseLabel: 'Pontuação e prognóstico',
  variables: [
    {
      id: 'motorActivity',
      type: 'select',
      label: 'Atividade motora',
      items: glasgowItems(MOTOR_ACTIVITY),
      clearable: true,
    },
    {
      id: 'brainstemReflexes',
      type: 'select',
      label: 'Reflexos do tronco encefálico',
      items: glasgowItems(BRAINSTEM_REFLEXES),
      clearable: true,
    },
    {
      id: 'consciousness',
      type: 'select',
      label: 'Nível de consciência',
      items: glasgowItems(CONSCIOUSNESS),
      clearable: true,
    },
  ],
  calculate: (inputs) => {
    const motor = readChoice(inputs, 'motorActivity');
    const brainstem = readChoice(inputs, 'brainstemReflexes');
    const consciousness = readChoice(inputs, 'consciousness');
    if (motor === undefined || brainstem === undefined || consciousness === undefined) return null;
    const out = glasgowScore(motor, brainstem, consciousness);
    if (!out) return null;
    return {
      type: 'class',
      text: `${out.score} pontos — prognóstico ${out.prognosis.toLowerCase()}`,
      colorClass: out.colorClass,
    };
  },
  sections: {
    objectives:
      'Graduar objetivamente o estado neurológico de cães e gatos com trauma cranioencefálico e acompanhar sua evolução.',
    interpretation:
      'Soma de 3 a 18. 15 a 18: prognóstico bom; 9 a 14: reservado; 3 a 8: grave. Em cães com trauma craniano, a pontuação 8 correspondeu a 50% de probabilidade de sobrevida em 48 horas (Platt et al., 2001). ' +
      'Reavalie a cada 30 a 60 minutos no paciente instável: a tendência importa mais que um valor isolado.',
    formula:
      'Pontuação = atividade motora (1 a 6) + reflexos do tronco encefálico (1 a 6) + nível de consciência (1 a 6).',
  },
  references: [PLATT_2001],
};

// ---------------------------------------------------------------- Frankel

export const FRANKEL_GRADES: readonly { grade: number; text: string }[] = [
  { grade: 0, text: 'Paraplegia sem percepção de dor profunda' },
  { grade: 1, text: 'Paraplegia sem percepção de dor superficial, com dor profunda presente' },
  { grade: 2, text: 'Paraplegia com percepção de dor (superficial e profunda) presente' },
  { grade: 3, text: 'Paraparesia não ambulatória' },
  { grade: 4, text: 'Paraparesia ambulatória e ataxia' },
  { grade: 5, text: 'Apenas hiperestesia espinhal (dor), sem déficit neurológico' },
];

export const frankelCalculator: CalculatorDefinition = {
  id: 'modified-frankel-scale',
  name: 'Escala de Frankel Modificada',
  classes: ['Escalas | Escores'],
  premium: true,
  type: 'score',
  responseLabel: 'Grau',
  variables: [
    {
      id: 'grade',
      type: 'select',
      label: 'Achado neurológico predominante',
      items: FRANKEL_GRADES.map((g) => ({ label: g.text, value: g.grade })),
      clearable: true,
    },
  ],
  calculate: (inputs) => {
    const grade = readChoice(inputs, 'grade');
    const found = FRANKEL_GRADES.find((g) => g.grade === grade);
    return found ? { type: 'text', text: `Grau ${found.grade}: ${found.text}` } : null;
  },
  sections: {
    objectives:
      'Classificar a gravidade da lesão medular toracolombar (por exemplo, extrusão de disco intervertebral) em cães, para comunicação, decisão terapêutica e prognóstico.',
    interpretation:
      'Grau 0 é o mais grave (ausência de dor profunda) e grau 5 o mais leve. A ausência de dor profunda (grau 0) é o principal indicador de pior prognóstico de recuperação da deambulação; graus mais altos têm melhor prognóstico. Reavalie após tratamento.',
    formula: 'Escala ordinal de 0 a 5 atribuída pelo exame neurológico; não há cálculo.',
  },
  references: [VAN_WIE_2013, FRANKEL_1969],
};

// ---------------------------------------------------------------- IRIS

/** IRIS 2023 upper limits (inclusive) of stages 1, 2 and 3; above the last is stage 4. */
export const IRIS_CREATININE_LIMITS: Readonly<Record<Animal, readonly [number, number, number]>> = {
  // Stage 1 is "< 1.4" (dog) or "< 1.6" (cat), so its limit is exclusive; see irisStage.
  [ANIMAL.DOG]: [1.4, 2.8, 5.0],
  [ANIMAL.CAT]: [1.6, 2.8, 5.0],
};
export const IRIS_SDMA_LIMITS: Readonly<Record<Animal, readonly [number, number, number]>> = {
  [ANIMAL.DOG]: [18, 35, 54],
  [ANIMAL.CAT]: [18, 25, 38],
};

/** Stage 1 below the first limit; stage 2 up to the second, stage 3 up to the third, then 4. */
export function irisStage(value: number, limits: readonly [number, number, number]): 1 | 2 | 3 | 4 {
  if (value < limits[0]) return 1;
  if (value <= limits[1]) return 2;
  if (value <= limits[2]) return 3;
  return 4;
}

/**
 * Combines the two readings. IRIS stages by creatinine and, when SDMA points higher, advises
 * treating the patient as the next stage; so an SDMA stage above the creatinine stage gives the
 * creatinine stage + 1 (never more than 4), and otherwise the creatinine stage stands. With one
 * marker, that marker's stage. (docs/decisions/calculators-iris.md)
 */
export function combineIrisStages(creatinineStage?: number, sdmaStage?: number): number | undefined {
  if (creatinineStage === undefined) return sdmaStage;
  if (sdmaStage === undefined) return creatinineStage;
  return sdmaStage > creatinineStage ? Math.min(creatinineStage + 1, 4) : creatinineStage;
}

export function proteinuriaSubstage(animal: Animal, upc: number): string {
  const upper = animal === ANIMAL.DOG ? 0.5 : 0.4;
  if (upc < 0.2) return 'Não proteinúrico';
  if (upc <= upper) return 'Proteinúria limítrofe';
  return 'Proteinúrico';
}

export function bloodPressureSubstage(systolic: number): string {
  if (systolic < 140) return 'Normotenso (risco mínimo de lesão em órgão-alvo)';
  if (systolic < 160) return 'Pré-hipertenso (risco baixo)';
  if (systolic < 180) return 'Hipertenso (risco moderado)';
  return 'Gravemente hipertenso (risco alto)';
}

const IRIS_STAGE_TEXT: Readonly<Record<number, { text: string; colorClass: ResultColorClass }>> = {
  1: { text: 'Estágio IRIS 1 — não azotêmico', colorClass: 'info' },
  2: { text: 'Estágio IRIS 2 — azotemia discreta', colorClass: 'warning' },
  3: { text: 'Estágio IRIS 3 — azotemia moderada', colorClass: 'danger' },
  4: { text: 'Estágio IRIS 4 — azotemia grave', colorClass: 'danger' },
};

/** The dog or the cat inputs of IRIS: same markers, the species' own stage ranges in the hint. */
function irisSpeciesVariables(
  suffix: 'Dog' | 'Cat',
  name: string,
  creatinineRanges: string,
  sdmaRanges: string,
  proteinuric: string,
): CalculatorDefinition['variables'] {
  const species = suffix === 'Dog' ? ANIMAL.DOG : ANIMAL.CAT;
  const visibleWhen = (i: CalculatorInputs) => readAnimal(i) === species;
  return [
    {
      id: `creatinine${suffix}`,
      type: 'number',
      label: 'Creatinina sérica',
      displayUnit: 'mg/dL',
      optional: true,
      helpText: `Informe a creatinina, a SDMA ou ambas. Estágios 1–4 no ${name}: ${creatinineRanges}.`,
      visibleWhen,
    },
    {
      id: `sdma${suffix}`,
      type: 'number',
      label: 'SDMA',
      displayUnit: 'µg/dL',
      optional: true,
      helpText: `Estágios 1–4 no ${name}: ${sdmaRanges}.`,
      visibleWhen,
    },
    {
      id: `upc${suffix}`,
      type: 'number',
      label: 'Relação proteína:creatinina urinária (UP/C)',
      optional: true,
      helpText: `Proteinúrico no ${name} acima de ${proteinuric}.`,
      visibleWhen,
    },
  ];
}

/** The species' own input, or the plain id (stored inputs from before the split). */
function readIris(inputs: CalculatorInputs, id: string, suffix: string): number | undefined {
  return readNumber(inputs, `${id}${suffix}`) ?? readNumber(inputs, id);
}

function calculateIris(inputs: CalculatorInputs): CalculatorResult | null {
  const animal = readAnimal(inputs);
  const suffix = animal === ANIMAL.CAT ? 'Cat' : 'Dog';
  const creatinine = readIris(inputs, 'creatinine', suffix);
  const sdma = readIris(inputs, 'sdma', suffix);
  const upc = readIris(inputs, 'upc', suffix);
  const systolic = readNumber(inputs, 'systolicPressure');
  if (animal === undefined || (creatinine === undefined && sdma === undefined)) return null;
  if (anyNegative(creatinine, sdma, upc, systolic)) return errorResult(NEGATIVE_VALUE_ERROR);
  const creatinineStage = creatinine === undefined ? undefined : irisStage(creatinine, IRIS_CREATININE_LIMITS[animal]);
  const sdmaStage = sdma === undefined ? undefined : irisStage(sdma, IRIS_SDMA_LIMITS[animal]);
  const stage = combineIrisStages(creatinineStage, sdmaStage);
  const stageText = stage === undefined ? undefined : IRIS_STAGE_TEXT[stage];
  if (!stageText) return null;
  const details: string[] = [];
  if (creatinineStage !== undefined)
    details.push(`Creatinina ${formatNumber(creatinine!, 2)} mg/dL: estágio ${creatinineStage}`);
  if (sdmaStage !== undefined) details.push(`SDMA ${formatNumber(sdma!, 1)} µg/dL: estágio ${sdmaStage}`);
  if (creatinineStage !== undefined && sdmaStage !== undefined && sdmaStage > creatinineStage) {
    details.push('SDMA acima do estágio da creatinina: considere o estágio seguinte ao da creatinina.');
  }
  if (upc !== undefined) details.push(`UP/C ${formatNumber(upc, 2)}: ${proteinuriaSubstage(animal, upc)}`);
  if (systolic !== undefined) details.push(`PAS ${formatNumber(systolic, 0)} mmHg: ${bloodPressureSubstage(systolic)}`);
  return { type: 'class', text: stageText.text, colorClass: stageText.colorClass, details };
}

export const irisCalculator: CalculatorDefinition = {
  id: 'iris-ckd-staging',
  name: 'Estadiamento IRIS da Doença Renal Crônica',
  classes: ['Escalas | Escores'],
  premium: true,
  type: 'score',
  responseLabel: 'Estadiamento',
  variables: [
    { id: 'animal', type: 'select-animal', label: 'Espécie' },
    // Changing the animal toggles the dog or the cat inputs (docs/product/calculators-patients-prescriptions-management.md §3), each with its own ranges.
    ...irisSpeciesVariables(
      'Dog',
      'cão',
      'creatinina <1,4 | 1,4–2,8 | 2,9–5,0 | >5,0',
      'SDMA <18 | 18–35 | 36–54 | >54',
      '0,5',
    ),
    ...irisSpeciesVariables(
      'Cat',
      'gato',
      'creatinina <1,6 | 1,6–2,8 | 2,9–5,0 | >5,0',
      'SDMA <18 | 18–25 | 26–38 | >38',
      '0,4',
    ),
    {
      id: 'systolicPressure',
      type: 'number',
      label: 'Pressão arterial sistólica',
      displayUnit: 'mmHg',
      optional: true,
      visibleWhen: (i) => readAnimal(i) !== undefined,
    },
  ],
  calculate: calculateIris,
  sections: {
    objectives:
      'Estadiar a doença renal crônica (DRC) de cães e gatos pela creatinina e/ou SDMA e subestadiar por proteinúria (UP/C) e pressão arterial sistólica, para orientar tratamento e monitoramento.',
    interpretation:
      'Use apenas em paciente estável, hidratado e com diagnóstico de DRC; repita as dosagens. Creatinina (mg/dL) — cão: <1,4 estágio 1; 1,4 a 2,8 estágio 2; 2,9 a 5,0 estágio 3; >5,0 estágio 4. Gato: <1,6; 1,6 a 2,8; 2,9 a 5,0; >5,0. ' +
      'SDMA (µg/dL) — cão: <18; 18 a 35; 36 a 54; >54. Gato: <18; 18 a 25; 26 a 38; >38. ' +
      'Quando os estágios diferem, prevalece o maior; quando a SDMA indica estágio maior que a creatinina, adota-se o estágio da creatinina + 1, que é a leitura do IRIS (considerar o tratamento do estágio seguinte, sobretudo em animais de baixo escore corporal, cuja creatinina subestima a perda de função). Com apenas um marcador, vale o estágio dele. ' +
      'UP/C — cão: <0,2 não proteinúrico, 0,2 a 0,5 limítrofe, >0,5 proteinúrico; gato: <0,2, 0,2 a 0,4, >0,4. PAS (mmHg): <140 normotenso, 140 a 159 pré-hipertenso, 160 a 179 hipertenso, ≥180 gravemente hipertenso.',
    formula:
      'Estágio = estágio da creatinina; se o estágio da SDMA for maior, estágio da creatinina + 1 (máximo 4). Sem creatinina, estágio da SDMA. Subestágios por faixas de UP/C e PAS.',
  },
  references: [IRIS_2023, ACVIM_HYPERTENSION_2018],
};
