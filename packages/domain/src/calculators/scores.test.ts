import { describe, expect, it } from 'vitest';
import { ANIMAL } from '../platform/enums.js';
import { NEGATIVE_VALUE_ERROR } from './inputs.js';
import {
  bloodPressureSubstage,
  combineIrisStages,
  FRANKEL_GRADES,
  frankelCalculator,
  glasgowCalculator,
  glasgowScore,
  IRIS_CREATININE_LIMITS,
  IRIS_SDMA_LIMITS,
  irisCalculator,
  irisStage,
  proteinuriaSubstage,
} from './scores.js';

describe('modified Glasgow = motor + brainstem + consciousness (3–18)', () => {
  const calc = glasgowCalculator.calculate;
  it('6 + 5 + 4 = 15 → good (success)', () => {
    expect(calc({ motorActivity: 6, brainstemReflexes: 5, consciousness: 4 })).toEqual({
      type: 'class',
      text: '15 pontos — prognóstico bom',
      colorClass: 'success',
    });
  });
  it('5 + 5 + 4 = 14 and 3 + 3 + 3 = 9 → guarded (warning)', () => {
    expect(glasgowScore(5, 5, 4)).toEqual({ score: 14, prognosis: 'Reservado', colorClass: 'warning' });
    expect(glasgowScore(3, 3, 3)?.colorClass).toBe('warning');
  });
  it('3 + 3 + 2 = 8 and 1 + 1 + 1 = 3 → grave (danger)', () => {
    expect(calc({ motorActivity: '3', brainstemReflexes: '3', consciousness: '2' })).toMatchObject({
      text: '8 pontos — prognóstico grave',
      colorClass: 'danger',
    });
    expect(glasgowScore(1, 1, 1)?.score).toBe(3);
  });
  it('needs all three domains; values outside 1–6 (0, 7, negative) give no result', () => {
    expect(calc({ motorActivity: 6, brainstemReflexes: 6 })).toBeNull();
    expect(calc({ motorActivity: 0, brainstemReflexes: 6, consciousness: 6 })).toBeNull();
    expect(calc({ motorActivity: 7, brainstemReflexes: 6, consciousness: 6 })).toBeNull();
    expect(calc({ motorActivity: -1, brainstemReflexes: 6, consciousness: 6 })).toBeNull();
  });
});

describe('modified Frankel grade 0–5 → grade text', () => {
  const calc = frankelCalculator.calculate;
  it('grade 0 is paraplegia without deep pain; grade 5 spinal hyperaesthesia only; grade 3 non-ambulatory paraparesis', () => {
    expect(calc({ grade: 0 })).toEqual({ type: 'text', text: 'Grau 0: Paraplegia sem percepção de dor profunda' });
    expect(calc({ grade: '5' })).toEqual({ type: 'text', text: `Grau 5: ${FRANKEL_GRADES[5]?.text}` });
    expect(calc({ grade: 3 })).toEqual({ type: 'text', text: 'Grau 3: Paraparesia não ambulatória' });
  });
  it('no grade, a negative grade or grade 6 gives no result', () => {
    expect(calc({})).toBeNull();
    expect(calc({ grade: -1 })).toBeNull();
    expect(calc({ grade: 6 })).toBeNull();
  });
});

describe('IRIS 2023 stage thresholds', () => {
  it('dog creatinine: <1.4 → 1; 1.4–2.8 → 2; 2.9–5.0 → 3; >5.0 → 4', () => {
    const d = IRIS_CREATININE_LIMITS[ANIMAL.DOG];
    expect([1.39, 1.4, 2.8, 2.9, 5.0, 5.1].map((v) => irisStage(v, d))).toEqual([1, 2, 2, 3, 3, 4]);
  });
  it('cat creatinine: <1.6 → 1; 1.6–2.8 → 2; 2.9–5.0 → 3; >5.0 → 4', () => {
    const c = IRIS_CREATININE_LIMITS[ANIMAL.CAT];
    expect([1.59, 1.6, 2.8, 2.9, 5.0, 5.01].map((v) => irisStage(v, c))).toEqual([1, 2, 2, 3, 3, 4]);
  });
  it('SDMA dog <18, 18–35, 36–54, >54; cat <18, 18–25, 26–38, >38', () => {
    expect([17, 18, 35, 36, 54, 55].map((v) => irisStage(v, IRIS_SDMA_LIMITS[ANIMAL.DOG]))).toEqual([1, 2, 2, 3, 3, 4]);
    expect([17, 18, 25, 26, 38, 39].map((v) => irisStage(v, IRIS_SDMA_LIMITS[ANIMAL.CAT]))).toEqual([1, 2, 2, 3, 3, 4]);
  });
  it('combination: SDMA higher → creatinine stage + 1 (max 4); otherwise the creatinine stage; one marker alone stands', () => {
    expect(combineIrisStages(1, 3)).toBe(2);
    expect(combineIrisStages(2, 3)).toBe(3);
    expect(combineIrisStages(3, 2)).toBe(3);
    expect(combineIrisStages(4, 4)).toBe(4);
    expect(combineIrisStages(undefined, 3)).toBe(3);
    expect(combineIrisStages(2, undefined)).toBe(2);
    expect(combineIrisStages(undefined, undefined)).toBeUndefined();
  });
  it('UP/C substage: dog 0.5 borderline, 0.51 proteinuric; cat 0.4 borderline, 0.45 proteinuric; <0.2 non-proteinuric', () => {
    expect(proteinuriaSubstage(ANIMAL.DOG, 0.19)).toBe('Não proteinúrico');
    expect(proteinuriaSubstage(ANIMAL.DOG, 0.5)).toBe('Proteinúria limítrofe');
    expect(proteinuriaSubstage(ANIMAL.DOG, 0.51)).toBe('Proteinúrico');
    expect(proteinuriaSubstage(ANIMAL.CAT, 0.4)).toBe('Proteinúria limítrofe');
    expect(proteinuriaSubstage(ANIMAL.CAT, 0.45)).toBe('Proteinúrico');
  });
  it('blood pressure substage: 139 / 140 / 160 / 180 mmHg', () => {
    expect(bloodPressureSubstage(139)).toMatch(/^Normotenso/);
    expect(bloodPressureSubstage(140)).toMatch(/^Pré-hipertenso/);
    expect(bloodPressureSubstage(179)).toMatch(/^Hipertenso/);
    expect(bloodPressureSubstage(180)).toMatch(/^Gravemente hipertenso/);
  });
});

describe('IRIS calculator', () => {
  const calc = irisCalculator.calculate;
  it('dog with creatinine "2,0" only → stage 2 (warning)', () => {
    expect(calc({ animal: 0, creatinine: '2,0' })).toEqual({
      type: 'class',
      text: 'Estágio IRIS 2 — azotemia discreta',
      colorClass: 'warning',
      details: ['Creatinina 2 mg/dL: estágio 2'],
    });
  });
  it('cat creatinine 2.0 (stage 2) with SDMA 30 (stage 3) → 2 + 1 = stage 3, with substages', () => {
    const r = calc({ animal: 1, creatinine: 2, sdma: 30, upc: '0,3', systolicPressure: 165 });
    expect(r).toMatchObject({ text: 'Estágio IRIS 3 — azotemia moderada', colorClass: 'danger' });
    expect(r?.type === 'class' && r.details).toEqual([
      'Creatinina 2 mg/dL: estágio 2',
      'SDMA 30 µg/dL: estágio 3',
      'SDMA acima do estágio da creatinina: considere o estágio seguinte ao da creatinina.',
      'UP/C 0,3: Proteinúria limítrofe',
      'PAS 165 mmHg: Hipertenso (risco moderado)',
    ]);
  });
  it('dog creatinine 1.2 (stage 1) with SDMA 40 (stage 3) → creatinine + 1 = stage 2, not 3', () => {
    expect(calc({ animal: 0, creatinine: 1.2, sdma: 40 })).toMatchObject({
      text: 'Estágio IRIS 2 — azotemia discreta',
    });
  });
  it('dog SDMA 60 alone → stage 4; creatinine 0 → stage 1 (info)', () => {
    expect(calc({ animal: 0, sdma: 60 })).toMatchObject({
      text: 'Estágio IRIS 4 — azotemia grave',
      colorClass: 'danger',
    });
    expect(calc({ animal: 0, creatinine: 0 })).toMatchObject({
      text: 'Estágio IRIS 1 — não azotêmico',
      colorClass: 'info',
    });
  });
  it('needs the animal and at least creatinine or SDMA; negative values give the error', () => {
    expect(calc({ animal: 0 })).toBeNull();
    expect(calc({ animal: 0, upc: 0.3 })).toBeNull();
    expect(calc({ creatinine: 2 })).toBeNull();
    expect(calc({ animal: 1, creatinine: -1 })).toEqual({ type: 'error', description: NEGATIVE_VALUE_ERROR });
  });
});

// Rule: docs/product/calculators-patients-prescriptions-management.md §3.
describe('IRIS toggles the dog or cat inputs with the animal', () => {
  const visible = (inputs: Record<string, unknown>) =>
    irisCalculator.variables.filter((v) => v.visibleWhen?.(inputs) ?? true).map((v) => v.id);
  it('shows only the species chosen, each with its ranges', () => {
    expect(visible({})).toEqual(['animal']);
    expect(visible({ animal: 0 })).toEqual(['animal', 'creatinineDog', 'sdmaDog', 'upcDog', 'systolicPressure']);
    expect(visible({ animal: 1 })).toEqual(['animal', 'creatinineCat', 'sdmaCat', 'upcCat', 'systolicPressure']);
  });
  it('stages with the inputs of the species shown', () => {
    expect(irisCalculator.calculate({ animal: 1, creatinineCat: '2,0', creatinineDog: '9' })).toMatchObject({
      text: 'Estágio IRIS 2 — azotemia discreta',
    });
  });
});
