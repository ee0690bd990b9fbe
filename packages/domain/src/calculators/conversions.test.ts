import { describe, expect, it } from 'vitest';
import {
  CONCENTRATION_UNITS,
  concentrationConversionCalculator,
  convertUnits,
  MCG_KG_MIN_FACTOR,
  mcgKgMinToMlHourCalculator,
  mcgKgMinToMlPerHour,
  mlHourToMcgKgMinCalculator,
  mlPerHourToMcgKgMin,
  volumeConversionCalculator,
  WEIGHT_UNITS,
  weightConversionCalculator,
} from './conversions.js';
import { NEGATIVE_VALUE_ERROR } from './inputs.js';

const values = (r: ReturnType<typeof weightConversionCalculator.calculate>): (string | undefined)[] | undefined =>
  r?.type === 'multiple' ? r.items.map((i) => i.value) : undefined;

describe('weight conversion (kg, g, mg, lb; 1 lb = 0.45359237 kg)', () => {
  it('1 kg = 1000 g = 1 000 000 mg = 1 ÷ 0.45359237 = 2.204623 lb', () => {
    expect(values(weightConversionCalculator.calculate({ value: '1', unit: 'kg' }))).toEqual([
      '1 kg',
      '1.000 g',
      '1.000.000 mg',
      '2,204623 lb',
    ]);
  });
  it('10 lb = 4.5359237 kg = 4535.9237 g', () => {
    const out = convertUnits(WEIGHT_UNITS, 10, 'lb');
    expect(out.kg).toBeCloseTo(4.5359237, 10);
    expect(values(weightConversionCalculator.calculate({ value: 10, unit: 'lb' }))?.[1]).toBe('4.535,9237 g');
  });
  it('"2,5" g = 0.0025 kg; 1 mg = 0.000001 kg', () => {
    expect(values(weightConversionCalculator.calculate({ value: '2,5', unit: 'g' }))?.[0]).toBe('0,0025 kg');
    expect(values(weightConversionCalculator.calculate({ value: 1, unit: 'mg' }))?.[0]).toBe('0,000001 kg');
  });
  it('zero converts to zeros; missing value or unit → null; negative → error', () => {
    expect(values(weightConversionCalculator.calculate({ value: 0, unit: 'kg' }))).toEqual([
      '0 kg',
      '0 g',
      '0 mg',
      '0 lb',
    ]);
    expect(weightConversionCalculator.calculate({ value: 1 })).toBeNull();
    expect(weightConversionCalculator.calculate({ unit: 'kg' })).toBeNull();
    expect(weightConversionCalculator.calculate({ value: 1, unit: 'oz' })).toBeNull();
    expect(weightConversionCalculator.calculate({ value: -1, unit: 'kg' })).toEqual({
      type: 'error',
      description: NEGATIVE_VALUE_ERROR,
    });
  });
});

describe('volume conversion (1 L = 1000 mL = 1 000 000 µL)', () => {
  it('1 mL = 0.001 L = 1000 µL; "0,5" L = 500 mL; 250 µL = 0.25 mL', () => {
    expect(values(volumeConversionCalculator.calculate({ value: 1, unit: 'mL' }))).toEqual([
      '0,001 L',
      '1 mL',
      '1.000 µL',
    ]);
    expect(values(volumeConversionCalculator.calculate({ value: '0,5', unit: 'L' }))?.[1]).toBe('500 mL');
    expect(values(volumeConversionCalculator.calculate({ value: 250, unit: 'µL' }))?.[1]).toBe('0,25 mL');
  });
});

describe('concentration conversion (1 % = 10 mg/mL = 10 000 mcg/mL)', () => {
  it('2 % = 20 mg/mL = 20 000 mcg/mL; 500 mcg/mL = 0.05 % = 0.5 mg/mL; "0,9" % = 9 mg/mL', () => {
    expect(values(concentrationConversionCalculator.calculate({ value: 2, unit: '%' }))).toEqual([
      '2 %',
      '20 mg/mL',
      '20.000 mcg/mL',
    ]);
    expect(convertUnits(CONCENTRATION_UNITS, 500, 'mcg/mL')).toEqual({ '%': 0.05, 'mg/mL': 0.5, 'mcg/mL': 500 });
    expect(values(concentrationConversionCalculator.calculate({ value: '0,9', unit: '%' }))?.[1]).toBe('9 mg/mL');
  });
});

describe('mcg/kg/min ↔ mL/h with the factor 16.6667 = 1000 ÷ 60', () => {
  it('the factor is 1000/60, displayed 16,6667', () => {
    expect(MCG_KG_MIN_FACTOR.toFixed(4)).toBe('16.6667');
  });
  it('dobutamine 5 mcg/kg/min, 20 kg, 12.5 mg/mL: 5 × 20 ÷ (12.5 × 16.6667) = 100 ÷ 208.33 = 0.48 mL/h', () => {
    expect(mcgKgMinToMlPerHour(5, 20, 12.5)).toBeCloseTo(0.48, 10);
    expect(mcgKgMinToMlHourCalculator.calculate({ dose: '5', weight: '20', concentration: '12,5' })).toEqual({
      type: 'text',
      text: '0,48 mL/h',
      working: '5 mcg/kg/min × 20 kg ÷ (12,5 mg/mL × 1.000 mcg/mg ÷ 60 min/h) = 0,48 mL/h',
    });
  });
  it('dopamine 10 mcg/kg/min, 10 kg, 1.6 mg/mL: 10 × 10 × 60 ÷ (1.6 × 1000) = 3.75 mL/h', () => {
    expect(mcgKgMinToMlHourCalculator.calculate({ dose: 10, weight: 10, concentration: '1,6' })).toEqual({
      type: 'text',
      text: '3,75 mL/h',
      working: '10 mcg/kg/min × 10 kg ÷ (1,6 mg/mL × 1.000 mcg/mg ÷ 60 min/h) = 3,75 mL/h',
    });
  });
  it('reverse: 3.75 mL/h × 1.6 mg/mL × 16.6667 ÷ 10 kg = 10 mcg/kg/min; 2 mL/h × 0.04 × 16.6667 ÷ 5 = 0.267', () => {
    expect(mlPerHourToMcgKgMin(3.75, 10, 1.6)).toBeCloseTo(10, 10);
    expect(mlHourToMcgKgMinCalculator.calculate({ rate: '3,75', weight: 10, concentration: 1.6 })).toEqual({
      type: 'text',
      text: '10 mcg/kg/min',
      working: '3,75 mL/h × 1,6 mg/mL × 1.000 mcg/mg ÷ 60 min/h ÷ 10 kg = 10 mcg/kg/min',
    });
    expect(mlHourToMcgKgMinCalculator.calculate({ rate: 2, weight: 5, concentration: '0,04' })).toMatchObject({
      type: 'text',
      text: '0,267 mcg/kg/min',
    });
  });
  it('need all inputs present and non-zero (null), negative → error', () => {
    expect(mcgKgMinToMlHourCalculator.calculate({ dose: 5, weight: 20 })).toBeNull();
    expect(mcgKgMinToMlHourCalculator.calculate({ dose: 0, weight: 20, concentration: 12.5 })).toBeNull();
    expect(mlHourToMcgKgMinCalculator.calculate({ rate: 2, weight: 0, concentration: 1 })).toBeNull();
    expect(mlHourToMcgKgMinCalculator.calculate({ rate: 2, weight: 5, concentration: 0 })).toBeNull();
    expect(mlHourToMcgKgMinCalculator.calculate({ rate: -2, weight: 5, concentration: 1 })).toEqual({
      type: 'error',
      description: NEGATIVE_VALUE_ERROR,
    });
  });
});

// Unit conversions show the factor each unit was reached with.
describe('the working of the unit conversions', () => {
  it('20 kg in lb and g: value × size of the unit ÷ size of the target', () => {
    const r = weightConversionCalculator.calculate({ value: '20', unit: 'kg' });
    const items = r?.type === 'multiple' ? r.items : [];
    expect(items.find((i) => i.description === 'kg')?.working).toBeUndefined();
    expect(items.find((i) => i.description === 'lb')?.working).toBe('20 kg × 1 ÷ 0,45359237 = 44,092452 lb');
    expect(items.find((i) => i.description === 'g')?.working).toBe('20 kg × 1 ÷ 0,001 = 20.000 g');
  });
  it('lidocaine 2 % in mg/mL', () => {
    const r = concentrationConversionCalculator.calculate({ value: '2', unit: '%' });
    const items = r?.type === 'multiple' ? r.items : [];
    expect(items.find((i) => i.description === 'mg/mL')?.working).toBe('2 % × 10 ÷ 1 = 20 mg/mL');
  });
});
