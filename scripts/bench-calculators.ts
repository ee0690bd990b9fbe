// Calculator benchmark: runs every catalogue calculator 10,000 times on random valid inputs and
// prints the mean microseconds per call (goal < 50 µs). Inputs are generated before timing and
// numbers are given as typed pt-BR text, so parsing is part of what is measured.
// Run: npx tsx --conditions=source scripts/bench-calculators.ts

import type { CalculatorInputs } from '@vetor/domain/calculators/calculator.types';
import { CALCULATORS } from '@vetor/domain/calculators/catalogue';
import { CAT_LIFE_STAGES, DOG_LIFE_STAGES } from '@vetor/domain/calculators/energy';
import { DEFAULT_DRUGS_CONCENTRATIONS } from '@vetor/domain/calculators/infusion-concentrations';

const ITERATIONS = 10_000;
const GOAL_US = 50;

const rand = (min: number, max: number) => min + Math.random() * (max - min);
const int = (min: number, max: number) => Math.floor(rand(min, max + 1));
const text = (min: number, max: number, decimals = 2) => rand(min, max).toFixed(decimals).replace('.', ',');
const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;

const hematocrits = () => {
  const current = rand(5, 20);
  return {
    animal: int(0, 1),
    weight: text(2, 50),
    currentHematocrit: current.toFixed(1).replace('.', ','),
    intendedHematocrit: (current + rand(5, 15)).toFixed(1).replace('.', ','),
    donorHematocrit: text(35, 55, 1),
  };
};

const generators: Record<string, () => CalculatorInputs> = {
  'energy-requirement': () => {
    const animal = int(0, 1);
    const stage = pick(animal === 0 ? DOG_LIFE_STAGES : CAT_LIFE_STAGES).value;
    return animal === 0
      ? {
          animal,
          weight: text(1, 70),
          bodyScore: int(1, 9),
          dogLifeStage: stage,
          dogPuppiesNumber: int(1, 8),
          dogLactationWeek: int(1, 4),
        }
      : {
          animal,
          weight: text(1, 8),
          bodyScore: int(1, 9),
          catLifeStage: stage,
          catPuppiesNumber: int(1, 3),
          catLactationWeek: int(1, 5),
        };
  },
  'ideal-weight': () => ({ weight: text(1, 70), bodyScore: int(1, 9) }),
  'modified-glasgow-coma-scale': () => ({
    motorActivity: int(1, 6),
    brainstemReflexes: int(1, 6),
    consciousness: int(1, 6),
  }),
  'modified-frankel-scale': () => ({ grade: int(0, 5) }),
  'iris-ckd-staging': () => ({
    animal: int(0, 1),
    creatinine: text(0.5, 8),
    sdma: text(8, 70, 0),
    upc: text(0, 2),
    systolicPressure: text(110, 220, 0),
  }),
  'dose-calculator': () => ({
    weight: text(1, 60),
    dose: text(0.01, 20),
    doseUnit: pick(['mg/kg', 'mcg/kg', 'g/kg']),
    form: 'liquid',
    concentration: text(0.5, 100),
    concentrationUnit: pick(['%', 'mg/mL', 'mcg/mL', 'g/mL']),
  }),
  'rule-of-three-calculator': () => ({ a: text(1, 100), b: text(1, 100), c: text(1, 100) }),
  'body-surface-area': () => ({ animal: int(0, 1), weight: text(1, 70) }),
  'transfusion-volume': hematocrits,
  'transfusion-volume-speed': () => ({
    ...hematocrits(),
    speedFirst30: text(0.25, 2),
    speedAfter30: text(2, 10),
    anticoagulantVolume: text(0, 70, 0),
  }),
  'donor-maximum-volume': () => ({ animal: int(0, 1), weight: text(3, 40) }),
  'fluid-rate': () => ({ weight: text(1, 60), fluidRateUnit: pick([1, 24]), fluidRate: text(1, 120) }),
  'fluid-maintenance-deficit': () => ({
    animal: int(0, 1),
    weight: text(1, 60),
    dehydration: text(0, 12, 0),
    ongoingLosses: text(0, 500, 0),
    hours: pick(['12', '24']),
  }),
  'drops-to-volume': () => ({ dropsPerMl: pick([20, 60]), drops: text(1, 200, 0), seconds: text(10, 60, 0) }),
  'weight-conversion': () => ({ value: text(0.1, 1000), unit: pick(['kg', 'g', 'mg', 'lb']) }),
  'volume-conversion': () => ({ value: text(0.1, 1000), unit: pick(['L', 'mL', 'µL']) }),
  'concentration-conversion': () => ({ value: text(0.1, 100), unit: pick(['%', 'mg/mL', 'mcg/mL']) }),
  'mcg-kg-min-to-ml-hour': () => ({ dose: text(0.05, 20), weight: text(1, 60), concentration: text(0.1, 50) }),
  'ml-hour-to-mcg-kg-min': () => ({ rate: text(0.5, 50), weight: text(1, 60), concentration: text(0.1, 50) }),
  'dilution-initial-volume': () => {
    const c1 = rand(5, 100);
    return {
      initialConcentration: c1.toFixed(2),
      finalConcentration: (c1 * rand(0.05, 0.9)).toFixed(2),
      finalVolume: text(10, 1000),
    };
  },
  'dilution-final-concentration': () => {
    const v1 = rand(1, 100);
    return {
      initialConcentration: text(1, 100),
      initialVolume: v1.toFixed(2),
      finalVolume: (v1 * rand(1.1, 10)).toFixed(2),
    };
  },
  'dilution-final-volume': () => {
    const c1 = rand(5, 100);
    return {
      initialConcentration: c1.toFixed(2),
      initialVolume: text(1, 100),
      finalConcentration: (c1 * rand(0.05, 0.9)).toFixed(2),
    };
  },
  'continuous-infusion': () => ({
    weight: text(2, 40),
    bagVolume: pick(['250', '500', '1000']),
    rate: text(5, 40),
    drugs: Array.from({ length: int(1, 3) }, () => {
      const drug = pick(DEFAULT_DRUGS_CONCENTRATIONS);
      return { drugId: drug.id, dose: text(0.01, 0.5), doseUnit: drug.defaultDoseUnit };
    }),
  }),
};

const missing = CALCULATORS.filter((c) => !generators[c.id]).map((c) => c.id);
if (missing.length > 0) throw new Error(`sem gerador de entradas: ${missing.join(', ')}`);

let totalMs = 0;
let totalCalls = 0;
let nullResults = 0;
const rows: { id: string; meanUs: number }[] = [];
for (const calculator of CALCULATORS) {
  const generate = generators[calculator.id] as () => CalculatorInputs;
  const inputs = Array.from({ length: ITERATIONS }, generate);
  for (let i = 0; i < 1000; i++) calculator.calculate(inputs[i % ITERATIONS] as CalculatorInputs); // warm-up (JIT)
  const start = performance.now();
  for (const input of inputs) if (calculator.calculate(input) === null) nullResults++;
  const elapsed = performance.now() - start;
  totalMs += elapsed;
  totalCalls += ITERATIONS;
  rows.push({ id: calculator.id, meanUs: (elapsed * 1000) / ITERATIONS });
}

for (const row of rows) console.log(`${row.id.padEnd(32)} ${row.meanUs.toFixed(2).padStart(8)} µs`);
const meanUs = (totalMs * 1000) / totalCalls;
const worst = rows.reduce((a, b) => (b.meanUs > a.meanUs ? b : a));
console.log(
  `\n${CALCULATORS.length} calculadoras × ${ITERATIONS} chamadas = ${totalCalls} chamadas (${nullResults} sem resultado)`,
);
console.log(
  `média geral: ${meanUs.toFixed(2)} µs/chamada; pior: ${worst.id} ${worst.meanUs.toFixed(2)} µs (meta < ${GOAL_US} µs)`,
);
if (worst.meanUs >= GOAL_US) process.exitCode = 1;
