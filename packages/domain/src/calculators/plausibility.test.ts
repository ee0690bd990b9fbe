import { describe, expect, it } from 'vitest';
import { PICKER_ANIMAL } from '../platform/enums.js';
import { mcgKgMinToMlHourCalculator } from './conversions.js';
import { fluidMaintenanceDeficitCalculator, fluidRateCalculator } from './fluids.js';
import { calculateChecked } from './plausibility.js';
import { transfusionVolumeCalculator } from './transfusion.js';

const blood = {
  animal: PICKER_ANIMAL.DOG,
  weight: '20',
  currentHematocrit: '15',
  intendedHematocrit: '25',
  donorHematocrit: '45',
};

describe('plausibility of what was typed', () => {
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

describe('fluid therapy plausibility', () => {
  const cat = { animal: PICKER_ANIMAL.CAT, weight: '4', ongoingLosses: '', hours: '24' };
  it('refuses 40% dehydration instead of planning 1.600 mL for a 4 kg cat', () => {
    const { result } = calculateChecked(fluidMaintenanceDeficitCalculator, { ...cat, dehydration: '40' });
    expect(result).toMatchObject({ type: 'error', description: expect.stringContaining('informe até 15%') });
  });
  it('calculates 14% with a shock warning', () => {
    const { result, plausibility } = calculateChecked(fluidMaintenanceDeficitCalculator, {
      ...cat,
      dehydration: '14',
    });
    expect(result?.type).toBe('multiple');
    expect(plausibility.warnings.find((w) => w.id === 'dehydration')?.text).toContain('indica choque');
  });
  it('warns when the plan’s rate is above the usual ceiling for a cat', () => {
    const { plausibility } = calculateChecked(fluidMaintenanceDeficitCalculator, {
      ...cat,
      dehydration: '10',
      hours: '4',
    });
    expect(plausibility.warnings.find((w) => w.id === 'weight')?.text).toMatch(
      /^Taxa: [\d,]+ mL\/kg\/h, acima do usual para infusão contínua em gatos \(até 10 mL\/kg\/h\)/,
    );
  });
  it('warns on a typed rate above the cats’ ceiling when no species is asked', () => {
    const { plausibility } = calculateChecked(fluidRateCalculator, {
      weight: '10',
      fluidRateUnit: 1,
      fluidRate: '30',
    });
    expect(plausibility.warnings[0]?.text).toContain('(gatos até 10, cães até 15 mL/kg/h)');
  });
  it('stays silent on a usual 24 h plan', () => {
    const { plausibility } = calculateChecked(fluidMaintenanceDeficitCalculator, { ...cat, dehydration: '7' });
    expect(plausibility).toEqual({ errors: [], warnings: [] });
  });
});
