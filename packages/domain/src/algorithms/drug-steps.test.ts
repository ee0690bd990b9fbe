import { describe, expect, it } from 'vitest';
import { type DrugStep, drugStepDose, drugStepText, patientFromQuery, stepsFor } from './drug-steps.js';
import { defibrillationJoules, EMERGENCY_CHART, emergencyChart } from './emergency-chart.js';

const adrenaline: DrugStep = {
  drug: 'adrenalina',
  name: 'Adrenalina (dose baixa)',
  dose: { min: 0.01 },
  unit: 'mg/kg',
  route: 'IV ou IO',
  concentration: { value: 1, unit: 'mg/mL', label: 'ampola 1 mg/mL' },
};

describe('drugStepDose', () => {
  it('turns mg/kg and mg/mL into mg and mL for the weight', () => {
    expect(drugStepDose(adrenaline, 12.5)).toEqual({
      amount: { min: 0.125, max: 0.125 },
      amountUnit: 'mg',
      volume: { min: 0.125, max: 0.125 },
    });
    expect(drugStepText(adrenaline, 12.5)).toBe('Adrenalina (dose baixa): 0,125 mg = 0,125 mL (1 mg/mL) IV ou IO');
  });

  it('gives a range for a dose range', () => {
    const diazepam: DrugStep = {
      ...adrenaline,
      drug: 'diazepam',
      name: 'Diazepam',
      dose: { min: 0.5, max: 1 },
      concentration: { value: 5, unit: 'mg/mL', label: '5 mg/mL' },
    };
    expect(drugStepText(diazepam, 20)).toBe('Diazepam: 10 a 20 mg = 2 a 4 mL (5 mg/mL) IV ou IO');
  });

  it('converts mcg/kg against a mg/mL presentation', () => {
    const atipamezole: DrugStep = {
      ...adrenaline,
      dose: { min: 100 },
      unit: 'mcg/kg',
      concentration: { value: 5, unit: 'mg/mL', label: '5 mg/mL' },
    };
    const d = drugStepDose(atipamezole, 5);
    expect(d?.amount.min).toBe(500);
    expect(d?.amountUnit).toBe('mcg');
    expect(d?.volume.min).toBeCloseTo(0.1, 10);
  });

  it('shows 1,25 mg rather than "1.250 mcg", which reads as a decimal at the bedside', () => {
    const atipamezole: DrugStep = {
      ...adrenaline,
      name: 'Atipamezol',
      dose: { min: 100 },
      unit: 'mcg/kg',
      route: 'IV ou IO',
      concentration: { value: 5, unit: 'mg/mL', label: '5 mg/mL' },
    };
    expect(drugStepText(atipamezole, 12.5)).toBe('Atipamezol: 1,25 mg = 0,25 mL (5 mg/mL) IV ou IO');
  });

  it('doses by volume when the dose is in mL/kg and tells the amount from the concentration', () => {
    const calcium: DrugStep = {
      ...adrenaline,
      dose: { min: 0.5, max: 1.5 },
      unit: 'mL/kg',
      concentration: { value: 100, unit: 'mg/mL', label: '10%' },
    };
    expect(drugStepDose(calcium, 4)).toEqual({
      volume: { min: 2, max: 6 },
      amount: { min: 200, max: 600 },
      amountUnit: 'mg',
    });
  });

  it('refuses a weight that is not positive and units that do not convert', () => {
    expect(drugStepDose(adrenaline, 0)).toBeNull();
    expect(drugStepDose(adrenaline, Number.NaN)).toBeNull();
    expect(drugStepDose({ ...adrenaline, unit: 'UI/kg' }, 10)).toBeNull();
    expect(drugStepText(adrenaline, 0)).toBe('Adrenalina (dose baixa): 0,01 mg/kg IV ou IO');
  });

  it('keeps only the steps of the species', () => {
    const dogOnly = { ...adrenaline, animals: [1 as const] };
    expect(stepsFor([adrenaline, dogOnly], 'cat')).toEqual([adrenaline]);
    expect(stepsFor([adrenaline, dogOnly], undefined)).toHaveLength(2);
  });
});

describe('patientFromQuery', () => {
  it('reads ?peso=12,5&especie=cao and drops what it cannot trust', () => {
    expect(patientFromQuery(new URLSearchParams('peso=12,5&especie=cao'))).toEqual({ weight: '12,5', species: 'dog' });
    expect(patientFromQuery(new URLSearchParams('peso=4&especie=gato'))).toEqual({ weight: '4', species: 'cat' });
    expect(patientFromQuery(new URLSearchParams('peso=abc&especie=cavalo'))).toEqual({});
    expect(patientFromQuery(new URLSearchParams('peso=900'))).toEqual({});
  });
});

describe('emergency chart (RECOVER 2024)', () => {
  it('doses every drug for a 10 kg dog: adrenaline 0,1 mg = 0,1 mL, atropine 0,4 mg = 0,8 mL', () => {
    const rows = emergencyChart(10, 'dog').flatMap((g) => g.rows);
    const of = (drug: string) => rows.find((r) => r.step.drug === drug)?.dose;
    expect(of('adrenalina')?.volume.min).toBeCloseTo(0.1, 10);
    expect(of('atropina')?.amount.min).toBeCloseTo(0.4, 10);
    expect(of('atropina')?.volume.min).toBeCloseTo(0.8, 10);
    expect(of('vasopressina')?.volume.min).toBeCloseTo(0.4, 10);
    expect(of('amiodarona')?.volume.min).toBeCloseTo(1, 10);
    expect(of('naloxona')?.volume.min).toBeCloseTo(1, 10);
    expect(of('flumazenil')?.volume.min).toBeCloseTo(1, 10);
    expect(of('atipamezol')?.volume.min).toBeCloseTo(0.2, 10);
    expect(rows.every((r) => r.dose !== null)).toBe(true);
  });

  it('leaves lidocaine out for a cat and never offers high-dose adrenaline', () => {
    expect(
      emergencyChart(4, 'cat')
        .flatMap((g) => g.rows)
        .some((r) => r.step.drug === 'lidocaina'),
    ).toBe(false);
    const adrenalines = EMERGENCY_CHART.flatMap((g) => g.steps).filter((s) => s.drug === 'adrenalina');
    expect(adrenalines.every((s) => (s.dose.max ?? s.dose.min) <= 0.01)).toBe(true);
  });

  it('sets external and internal defibrillation joules per kg, rounded as a defibrillator is set', () => {
    expect(defibrillationJoules(12.5)).toEqual({
      biphasic: '25 a 50 J',
      monophasic: '50 a 75 J',
      internalBiphasic: '2,5 a 5 J',
      internalMonophasic: '6 a 13 J',
    });
    // A 4 kg cat on internal paddles: the whole range sits below 2 J, so whole joules would erase it.
    expect(defibrillationJoules(4)?.internalBiphasic).toBe('0,8 a 1,6 J');
    expect(defibrillationJoules(40)?.internalMonophasic).toBe('20 a 40 J');
    expect(defibrillationJoules(0)).toBeNull();
  });
});
