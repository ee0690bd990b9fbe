import { describe, expect, it } from 'vitest';
import { PICKER_ANIMAL } from '../platform/enums.js';
import { mcgKgMinToMlHourCalculator } from './conversions.js';
import { calculateChecked } from './plausibility.js';
import { transfusionVolumeCalculator } from './transfusion.js';

const blood = {
  animal: PICKER_ANIMAL.DOG,
  weight: '20',
  currentHematocrit: '15',
  intendedHematocrit: '25',
  donorHematocrit: '45',
};

describe('plausibility of what was typed (issue 19)', () => {
  it('refuses an intended haematocrit of 250% instead of giving 9.400 mL', () => {
    const { result, plausibility } = calculateChecked(transfusionVolumeCalculator, {
      ...blood,
      intendedHematocrit: '250',
    });
    expect(result).toEqual({ type: 'error', description: 'Hematócrito pretendido: informe um valor entre 0 e 100%.' });
    expect(plausibility.errors.map((e) => e.id)).toEqual(['intendedHematocrit']);
  });
  it('refuses a weight no dog or cat can have, per species', () => {
    expect(calculateChecked(transfusionVolumeCalculator, { ...blood, weight: '999999999' }).result).toMatchObject({
      type: 'error',
      description: expect.stringContaining('não é possível para um cão; informe até 150 kg'),
    });
    const cat = calculateChecked(transfusionVolumeCalculator, { ...blood, animal: PICKER_ANIMAL.CAT, weight: '45' });
    expect(cat.result).toMatchObject({ description: expect.stringContaining('informe até 30 kg') });
  });
  it('calculates an unusual but possible weight, with a warning', () => {
    const big = calculateChecked(transfusionVolumeCalculator, { ...blood, weight: '95' });
    expect(big.result?.type).not.toBe('error');
    expect(big.plausibility.warnings[0]?.text).toBe('Peso incomum para um cão (95 kg): confira o valor.');
  });
  it('keeps a normal case untouched', () => {
    const ok = calculateChecked(transfusionVolumeCalculator, blood);
    expect(ok.plausibility).toEqual({ errors: [], warnings: [] });
    expect(ok.result).toEqual(transfusionVolumeCalculator.calculate(blood));
  });
  it('refuses a zero concentration', () => {
    const { plausibility } = calculateChecked(mcgKgMinToMlHourCalculator, { weight: '10', concentration: '0' });
    expect(plausibility.errors.map((e) => e.id)).toContain('concentration');
  });
});
