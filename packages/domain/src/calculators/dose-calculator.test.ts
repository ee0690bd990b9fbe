import { describe, expect, it } from 'vitest';
import {
  computeDose,
  concentrationUnitsFor,
  doseWorking,
  formatDoseResult,
  initialDoseCalculatorState,
  rangePoint,
  UNIT_FACTORS,
  updateDoseCalculator,
} from './dose-calculator.js';
import { doseCalculator } from './doses.js';
import { NEGATIVE_VALUE_ERROR } from './inputs.js';

describe('unit factors and units offered', () => {
  it('are % 0.01, g 1, mg 0.001, mcg 1e-6, UI 1', () => {
    expect(UNIT_FACTORS).toEqual({ '%': 0.01, g: 1, mg: 0.001, mcg: 1e-6, UI: 1 });
  });
  it('UI/kg takes only UI/mL; mL/kg needs no concentration; solids take g, mg, mcg', () => {
    expect(concentrationUnitsFor('UI/kg', 'liquid')).toEqual(['UI/mL']);
    expect(concentrationUnitsFor('UI/kg', 'solid')).toEqual([]);
    expect(concentrationUnitsFor('mL/kg', 'liquid')).toEqual([]);
    expect(concentrationUnitsFor('mg/kg', 'liquid')).toEqual(['%', 'g/mL', 'mg/mL', 'mcg/mL']);
    expect(concentrationUnitsFor('mg/kg', 'solid')).toEqual(['g', 'mg', 'mcg']);
  });
});

describe('total dose = weight × dose/kg; volume = total ÷ concentration after unit conversion', () => {
  it('10 kg × 2 mg/kg = 20 mg; 20 × 0.001 g ÷ (10 mg/mL × 0.001) = 2 mL', () => {
    const r = computeDose({
      weight: 10,
      dose: 2,
      doseUnit: 'mg/kg',
      form: 'liquid',
      concentration: 10,
      concentrationUnit: 'mg/mL',
    });
    expect(r?.totalDose).toBe(20);
    expect(r?.volume).toBeCloseTo(2, 10);
    expect(r && formatDoseResult(r)).toEqual({ totalDose: '20 mg', volume: '2 mL' });
  });
  it('5 kg × 1 mg/kg lidocaine 2%: 0.005 g ÷ (2 × 0.01 g/mL) = 0.25 mL', () => {
    const r = computeDose({
      weight: 5,
      dose: 1,
      doseUnit: 'mg/kg',
      form: 'liquid',
      concentration: 2,
      concentrationUnit: '%',
    });
    expect(r?.volume).toBeCloseTo(0.25, 10);
  });
  it('20 kg × 5 mcg/kg = 100 mcg = 1e-4 g ÷ (0.5 mg/mL = 5e-4 g/mL) = 0.2 mL', () => {
    const r = computeDose({
      weight: 20,
      dose: 5,
      doseUnit: 'mcg/kg',
      form: 'liquid',
      concentration: 0.5,
      concentrationUnit: 'mg/mL',
    });
    expect(r && formatDoseResult(r)).toEqual({ totalDose: '100 mcg', volume: '0,2 mL' });
  });
  it('8 kg × 0.25 UI/kg = 2 UI ÷ 40 UI/mL = 0.05 mL; UI/kg against mg/mL gives nothing', () => {
    const r = computeDose({
      weight: 8,
      dose: 0.25,
      doseUnit: 'UI/kg',
      form: 'liquid',
      concentration: 40,
      concentrationUnit: 'UI/mL',
    });
    expect(r && formatDoseResult(r)).toEqual({ totalDose: '2 UI', volume: '0,05 mL' });
    expect(
      computeDose({
        weight: 8,
        dose: 0.25,
        doseUnit: 'UI/kg',
        form: 'liquid',
        concentration: 40,
        concentrationUnit: 'mg/mL',
      }),
    ).toBeNull();
  });
  it('solid: 12 kg × 12.5 mg/kg = 150 mg ÷ 50 mg per tablet = 3 units', () => {
    const r = computeDose({
      weight: 12,
      dose: 12.5,
      doseUnit: 'mg/kg',
      form: 'solid',
      concentration: 50,
      concentrationUnit: 'mg',
    });
    expect(r && formatDoseResult(r)).toEqual({ totalDose: '150 mg', volume: '3 comprimidos' });
  });
  it('mL/kg gives the volume directly: 4 kg × 10 mL/kg = 40 mL, no concentration needed', () => {
    expect(computeDose({ weight: 4, dose: 10, doseUnit: 'mL/kg', form: 'liquid' })).toEqual({
      totalDose: 40,
      totalDoseUnit: 'mL',
      volume: 40,
      volumeUnit: 'mL',
    });
  });
  it('no result without concentration, with zero concentration or zero weight; zero dose gives 0', () => {
    expect(computeDose({ weight: 10, dose: 2, doseUnit: 'mg/kg', form: 'liquid' })).toBeNull();
    expect(
      computeDose({
        weight: 10,
        dose: 2,
        doseUnit: 'mg/kg',
        form: 'liquid',
        concentration: 0,
        concentrationUnit: 'mg/mL',
      }),
    ).toBeNull();
    expect(computeDose({ weight: 0, dose: 2, doseUnit: 'mL/kg', form: 'liquid' })).toBeNull();
    expect(computeDose({ weight: 10, dose: 0, doseUnit: 'mL/kg', form: 'liquid' })?.volume).toBe(0);
  });
});

describe('dose calculator state (raw text, recalculated on each change)', () => {
  it('"2,5" kg × "0,2" mg/kg = 0.5 mg ÷ 5 mg/mL = 0.1 mL', () => {
    const s = updateDoseCalculator(initialDoseCalculatorState, {
      weight: '2,5',
      dose: '0,2',
      doseUnit: 'mg/kg',
      concentration: '5',
      concentrationUnit: 'mg/mL',
    });
    expect(s.result?.totalDose).toBeCloseTo(0.5, 10);
    expect(s.result?.volume).toBeCloseTo(0.1, 10);
  });
  it('switching the dose unit to UI/kg clears an incompatible concentration unit and the result', () => {
    const s1 = updateDoseCalculator(initialDoseCalculatorState, {
      weight: '10',
      dose: '1',
      doseUnit: 'mg/kg',
      concentration: '10',
      concentrationUnit: 'mg/mL',
    });
    const s2 = updateDoseCalculator(s1, { doseUnit: 'UI/kg' });
    expect(s2.concentrationUnit).toBeUndefined();
    expect(s2.result).toBeNull();
  });
  it('empty weight gives no result', () => {
    expect(updateDoseCalculator(initialDoseCalculatorState, { dose: '1', doseUnit: 'mL/kg' }).result).toBeNull();
  });
});

describe('dose calculator definition', () => {
  const calc = doseCalculator.calculate;
  it('10 kg × 2 mg/kg with 10 mg/mL → Dose total 20 mg, Volume 2 mL', () => {
    expect(
      calc({
        weight: '10',
        dose: '2',
        doseUnit: 'mg/kg',
        form: 'liquid',
        concentration: '10',
        concentrationUnit: 'mg/mL',
      }),
    ).toEqual({
      type: 'multiple',
      items: [
        { description: 'Dose total', value: '20 mg' },
        { description: 'Volume a administrar', value: '2 mL' },
      ],
    });
  });
  it('solid presentation is labelled as a quantity of the presentation', () => {
    expect(
      calc({ weight: 10, dose: 5, doseUnit: 'mg/kg', form: 'solid', concentration: 25, concentrationUnit: 'mg' }),
    ).toMatchObject({
      items: [{ value: '50 mg' }, { description: 'Quantidade da apresentação', value: '2 comprimidos' }],
    });
  });
  it('missing inputs → null; negative dose → error', () => {
    expect(calc({})).toBeNull();
    expect(calc({ weight: 10, dose: 2, doseUnit: 'mg/kg' })).toBeNull();
    expect(calc({ weight: 10, dose: -2, doseUnit: 'mg/kg' })).toEqual({
      type: 'error',
      description: NEGATIVE_VALUE_ERROR,
    });
  });
});

// The dose result shows its working, from the trees that computed it.
describe('doseWorking', () => {
  it('a liquid in the same mass unit: total, then total ÷ concentration', () => {
    expect(
      doseWorking({
        weight: 20,
        dose: 10,
        doseUnit: 'mg/kg',
        form: 'liquid',
        concentration: 50,
        concentrationUnit: 'mg/mL',
      }),
    ).toBe('20 kg × 10 mg/kg = 200 mg\n200 mg ÷ 50 mg/mL = 4 mL');
  });
  it('units that differ are put in grams first (lidocaine 2 %)', () => {
    expect(
      doseWorking({ weight: 10, dose: 2, doseUnit: 'mg/kg', form: 'liquid', concentration: 2, concentrationUnit: '%' }),
    ).toBe('10 kg × 2 mg/kg = 20 mg\n20 mg × 0,001 ÷ (2 % × 0,01) = 1 mL');
  });
  it('a tablet shows the exact count and the fraction a vet can split', () => {
    expect(
      doseWorking({
        weight: 10,
        dose: 5,
        doseUnit: 'mg/kg',
        form: 'solid',
        concentration: 100,
        concentrationUnit: 'mg',
      }),
    ).toBe('10 kg × 5 mg/kg = 50 mg\n50 mg ÷ 100 mg = 0,5 (≈ ½ comprimido)');
  });
  it('mL/kg has no volume step; an incomplete input has no working', () => {
    expect(doseWorking({ weight: 4, dose: 2, doseUnit: 'mL/kg', form: 'liquid' })).toBe('4 kg × 2 mL/kg = 8 mL');
    expect(doseWorking({ weight: 0, dose: 2, doseUnit: 'mg/kg', form: 'liquid' })).toBeNull();
  });
});

describe('a range dose', () => {
  const base = updateDoseCalculator(initialDoseCalculatorState, {
    weight: '10',
    doseUnit: 'mg/kg',
    concentration: '50',
    concentrationUnit: 'mg/mL',
  });

  it('is taken, not refused: it starts at the low end and keeps the range to offer mid and high', () => {
    const s = updateDoseCalculator(base, { dose: '11 a 15' });
    expect(s.range).toEqual({ low: 11, high: 15 });
    expect(s.dose).toBe('11');
    expect(s.result).toMatchObject({ totalDose: 110, volume: 2.2 });
    expect(rangePoint(s.range!, 'mid')).toBe(13);
    const high = updateDoseCalculator(s, { dose: '15' });
    expect(high.range).toEqual({ low: 11, high: 15 });
    expect(high.result?.totalDose).toBe(150);
  });

  it('is forgotten when a dose outside it is typed', () => {
    const s = updateDoseCalculator(updateDoseCalculator(base, { dose: '0,5-1' }), { dose: '3' });
    expect(s.range).toBeUndefined();
    expect(s.result?.totalDose).toBe(30);
  });
});
