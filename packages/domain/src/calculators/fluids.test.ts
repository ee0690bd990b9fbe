import { describe, expect, it } from 'vitest';
import { ANIMAL } from '../platform/enums.js';
import {
  DROP_FACTORS,
  dropsToVolume,
  dropsToVolumeCalculator,
  fluidDrip,
  fluidMaintenanceDeficitCalculator,
  fluidPlan,
  fluidRateCalculator,
} from './fluids.js';
import { NEGATIVE_VALUE_ERROR } from './inputs.js';

describe('drop factors are 3600 s/h ÷ drops per mL', () => {
  it('macro 180 = 3600 ÷ 20 and micro 60 = 3600 ÷ 60; 60 mL/h → 20 macro or 60 micro drops/min', () => {
    expect(DROP_FACTORS).toEqual({ macro: 3600 / 20, micro: 3600 / 60 });
    expect(fluidDrip(60, DROP_FACTORS.macro).dropsPerMinute).toBe(20);
    expect(fluidDrip(60, DROP_FACTORS.micro).dropsPerMinute).toBe(60);
    expect(fluidDrip(60, DROP_FACTORS.macro).secondsPerDrop).toBe(3);
  });
});

describe('fluid rate: mL/h = weight × rate ÷ (1 per hour | 24 per day)', () => {
  const calc = fluidRateCalculator.calculate;
  const expected = {
    type: 'multiple',
    items: [
      { description: 'Volume por hora', value: '50 mL/h' },
      { description: 'Volume em 24 horas', value: '1.200 mL' },
      // macro: 50 × 60 ÷ 180 = 16.67 drops/min; 50 ÷ 180 = 0.278 drops/s; 180 ÷ 50 = 3.6 s/drop
      { description: 'Macrogotas (20 gotas/mL)', values: ['16,7 gotas/min', '0,28 gotas/s', '3,6 s/gota'] },
      // micro: 50 × 60 ÷ 60 = 50 drops/min; 50 ÷ 60 = 0.833 drops/s; 60 ÷ 50 = 1.2 s/drop
      { description: 'Microgotas (60 gotas/mL)', values: ['50 gotas/min', '0,83 gotas/s', '1,2 s/gota'] },
    ],
  };
  it('10 kg × 5 mL/kg/h ÷ 1 = 50 mL/h', () => {
    expect(calc({ weight: '10', fluidRateUnit: 1, fluidRate: '5' })).toMatchObject(expected);
  });
  it('20 kg × 60 mL/kg/day ÷ 24 = 50 mL/h', () => {
    expect(calc({ weight: 20, fluidRateUnit: 24, fluidRate: 60 })).toMatchObject(expected);
  });
  it('"4,5" kg × "2,5" mL/kg/h = 11.25 mL/h, 270 mL in 24 h', () => {
    expect(calc({ weight: '4,5', fluidRateUnit: 1, fluidRate: '2,5' })).toMatchObject({
      items: [{ value: '11,25 mL/h' }, { value: '270 mL' }, {}, {}],
    });
  });
  it('needs weight, unit and rate; zero → null; negative → error', () => {
    expect(calc({ weight: 10, fluidRate: 5 })).toBeNull();
    expect(calc({ weight: 10, fluidRateUnit: 1 })).toBeNull();
    expect(calc({ weight: 10, fluidRateUnit: 1, fluidRate: 0 })).toBeNull();
    expect(calc({ weight: 10, fluidRateUnit: 1, fluidRate: -5 })).toEqual({
      type: 'error',
      description: NEGATIVE_VALUE_ERROR,
    });
  });
});

describe('maintenance + deficit (% × kg × 1000) + losses over hours', () => {
  const calc = fluidMaintenanceDeficitCalculator.calculate;
  it('dog 10 kg, 8 %, 200 mL losses, 24 h: 132 × 10^0.75 = 742.29; 0.08 × 10 × 1000 = 800; total 1742.29 mL; 72.60 mL/h', () => {
    const plan = fluidPlan(ANIMAL.DOG, 10, 8, 200, 24);
    expect(plan.maintenance).toBeCloseTo(742.29, 2);
    expect(plan.mlPerHour).toBeCloseTo(72.595, 3);
    expect(calc({ animal: 0, weight: '10', dehydration: '8', ongoingLosses: '200', hours: '24' })).toMatchObject({
      items: [
        { description: 'Manutenção no período', value: '742,3 mL' },
        { description: 'Déficit de desidratação', value: '800 mL' },
        { description: 'Perdas contínuas', value: '200 mL' },
        { description: 'Volume total', value: '1.742,3 mL' },
        { description: 'Taxa', value: '72,6 mL/h' },
        {},
        {},
      ],
    });
  });
  it('cat 4 kg, "5,0" %, no losses, 12 h: 80 × 4^0.75 × 12/24 = 113.14; deficit 200; 313.14 ÷ 12 = 26.09 mL/h', () => {
    expect(calc({ animal: 1, weight: 4, dehydration: '5,0', hours: 12 })).toMatchObject({
      items: [
        { value: '113,1 mL' },
        { value: '200 mL' },
        { value: '0 mL' },
        { value: '313,1 mL' },
        { value: '26,09 mL/h' },
        {},
        {},
      ],
    });
  });
  it('0 % dehydration gives maintenance only; zero hours → null; missing → null; negative → error', () => {
    expect(fluidPlan(ANIMAL.DOG, 10, 0, 0, 24).total).toBeCloseTo(742.29, 2);
    expect(calc({ animal: 0, weight: 10, dehydration: 5, hours: 0 })).toBeNull();
    expect(calc({ animal: 0, weight: 10, hours: 24 })).toBeNull();
    expect(calc({ animal: 0, weight: 10, dehydration: -5, hours: 24 })).toEqual({
      type: 'error',
      description: NEGATIVE_VALUE_ERROR,
    });
  });
});

describe('drops to volume: mL = drops ÷ drops per mL', () => {
  const calc = dropsToVolumeCalculator.calculate;
  it('macro 30 drops = 30 ÷ 20 = 1.5 mL; in 60 s → 30 drops/min and 1.5 × 3600 ÷ 60 = 90 mL/h', () => {
    expect(calc({ dropsPerMl: 20, drops: '30', seconds: '60' })).toMatchObject({
      type: 'multiple',
      items: [
        { description: 'Volume', value: '1,5 mL' },
        { description: 'Gotejamento', value: '30 gotas/min' },
        { description: 'Taxa', value: '90 mL/h' },
      ],
    });
  });
  it('micro 45 drops in 15 s = 0.75 mL; 180 drops/min; 0.75 × 3600 ÷ 15 = 180 mL/h', () => {
    expect(dropsToVolume(45, 60, 15)).toEqual({ volume: 0.75, dropsPerMinute: 180, mlPerHour: 180 });
  });
  it('without a time only the volume: micro "12,5" drops = 0.208 mL; zero drops = 0 mL', () => {
    expect(calc({ dropsPerMl: 60, drops: '12,5' })).toMatchObject({
      type: 'multiple',
      items: [{ description: 'Volume', value: '0,208 mL' }],
    });
    expect(calc({ dropsPerMl: 60, drops: 0 })).toMatchObject({ items: [{ value: '0 mL' }] });
  });
  it('needs the set and the drops; negative → error', () => {
    expect(calc({ drops: 30 })).toBeNull();
    expect(calc({ dropsPerMl: 20 })).toBeNull();
    expect(calc({ dropsPerMl: 20, drops: -3 })).toEqual({ type: 'error', description: NEGATIVE_VALUE_ERROR });
  });
});

// Each result shows its working, printed from the same trees that computed it.
describe('the working of the fluid calculators', () => {
  const items = (r: ReturnType<typeof fluidRateCalculator.calculate>) => (r && r.type === 'multiple' ? r.items : []);
  it('fluid rate: weight × rate ÷ unit factor, then the drip formulas', () => {
    const [perHour, perDay, macro] = items(
      fluidRateCalculator.calculate({ weight: '20', fluidRateUnit: 24, fluidRate: '60' }),
    );
    expect(perHour?.working).toBe('20 kg × 60 mL/kg/dia ÷ 24 = 50 mL/h');
    expect(perDay?.working).toBe('50 mL/h × 24 h = 1.200 mL');
    expect(macro?.working).toBe(
      '50 mL/h × 60 ÷ 180 = 16,7 gotas/min\n50 mL/h ÷ 180 = 0,28 gotas/s\n180 ÷ 50 mL/h = 3,6 s/gota',
    );
  });
  it('maintenance, deficit, total and rate with the patient’s numbers', () => {
    const [maintenance, deficit, , total, rate] = items(
      fluidMaintenanceDeficitCalculator.calculate({
        animal: 0,
        weight: 10,
        dehydration: 8,
        ongoingLosses: 200,
        hours: 24,
      }),
    );
    expect(maintenance?.working).toBe('132 × (10 kg)^0,75 × 24 h ÷ 24 h = 742,3 mL');
    expect(deficit?.working).toBe('8 % ÷ 100 × 10 kg × 1.000 mL/kg = 800 mL');
    expect(total?.working).toBe('742,3 mL + 800 mL + 200 mL = 1.742,3 mL');
    expect(rate?.working).toBe('1.742,3 mL ÷ 24 h = 72,6 mL/h');
  });
  it('drops to volume: drops ÷ drops per mL, and the flow over the counting time', () => {
    const [volume, perMinute, perHour] = items(
      dropsToVolumeCalculator.calculate({ dropsPerMl: 20, drops: '30', seconds: '60' }),
    );
    expect(volume?.working).toBe('30 gotas ÷ 20 gotas/mL = 1,5 mL');
    expect(perMinute?.working).toBe('30 gotas × 60 ÷ 60 s = 30 gotas/min');
    expect(perHour?.working).toBe('1,5 mL × 3.600 ÷ 60 s = 90 mL/h');
  });
});
