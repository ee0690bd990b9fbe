import { describe, expect, it } from 'vitest';
import { ANIMAL } from '../platform/enums.js';
import { NEGATIVE_VALUE_ERROR } from './inputs.js';
import {
  DONOR_HEMATOCRIT_ERROR,
  donorVolumeCalculator,
  dripRates,
  INTENDED_HEMATOCRIT_ERROR,
  transfusionPlan,
  transfusionVolume,
  transfusionVolumeCalculator,
  transfusionVolumeSpeedCalculator,
} from './transfusion.js';

describe('transfusion volume = weight × N × (intended − current) ÷ donor Ht (N 90 dog, 60 cat)', () => {
  const calc = transfusionVolumeCalculator.calculate;
  it('dog 20 kg, 15 → 25 %, donor 45 %: 20 × 90 × 10 ÷ 45 = 400 mL', () => {
    expect(transfusionVolume({ animal: ANIMAL.DOG, weight: 20, current: 15, intended: 25, donor: 45 })).toBe(400);
    expect(
      calc({ animal: 0, weight: '20', currentHematocrit: '15', intendedHematocrit: '25', donorHematocrit: '45' }),
    ).toEqual({
      type: 'text',
      text: '400 mL',
      working: '20 kg × 90 mL/kg × (25 % − 15 %) ÷ 45 % = 400 mL',
    });
  });
  it('cat 4 kg, 10 → 20 %, donor 40 %: 4 × 60 × 10 ÷ 40 = 60 mL', () => {
    expect(calc({ animal: 1, weight: 4, currentHematocrit: 10, intendedHematocrit: 20, donorHematocrit: 40 })).toEqual({
      type: 'text',
      text: '60 mL',
      working: '4 kg × 60 mL/kg × (20 % − 10 %) ÷ 40 % = 60 mL',
    });
  });
  it('cat "3,3" kg, 12 → 20 %, donor 35 %: 3.3 × 60 × 8 ÷ 35 = 1584 ÷ 35 = 45.2571 → 45,26 mL (2 decimals)', () => {
    expect(
      calc({ animal: 1, weight: '3,3', currentHematocrit: '12', intendedHematocrit: '20', donorHematocrit: '35' }),
    ).toEqual({
      type: 'text',
      text: '45,26 mL',
      working: '3,3 kg × 60 mL/kg × (20 % − 12 %) ÷ 35 % = 45,26 mL',
    });
  });
  it('donor hematocrit zero → the donor error (checked first)', () => {
    const r = calc({ animal: 0, weight: 20, currentHematocrit: 25, intendedHematocrit: 15, donorHematocrit: 0 });
    expect(r).toEqual({ type: 'error', description: 'O hematócrito do doador deve ser maior que zero.' });
    expect(DONOR_HEMATOCRIT_ERROR).toBe('O hematócrito do doador deve ser maior que zero.');
  });
  it('intended not above current (equal or lower) → the intended error', () => {
    const text = 'O hematócrito pretendido deve ser sempre maior que o hematócrito atual.';
    expect(INTENDED_HEMATOCRIT_ERROR).toBe(text);
    expect(calc({ animal: 0, weight: 20, currentHematocrit: 20, intendedHematocrit: 20, donorHematocrit: 45 })).toEqual(
      { type: 'error', description: text },
    );
    expect(calc({ animal: 0, weight: 20, currentHematocrit: 30, intendedHematocrit: 20, donorHematocrit: 45 })).toEqual(
      { type: 'error', description: text },
    );
  });
  it('missing input → null; zero weight → null; negative → error', () => {
    expect(calc({ animal: 0, weight: 20, currentHematocrit: 15, intendedHematocrit: 25 })).toBeNull();
    expect(
      calc({ animal: 0, weight: 0, currentHematocrit: 15, intendedHematocrit: 25, donorHematocrit: 45 }),
    ).toBeNull();
    expect(
      calc({ animal: 0, weight: -20, currentHematocrit: 15, intendedHematocrit: 25, donorHematocrit: 45 }),
    ).toMatchObject({
      type: 'error',
      description: NEGATIVE_VALUE_ERROR,
    });
  });
});

describe('drip rates: drops/s = mL/h × drops/mL ÷ 3600', () => {
  it('20 mL/h micro (60/mL): 0.3333 drops/s, 3 s/drop, 20 drops/min, 3.333 drops/10 s', () => {
    const r = dripRates(20, 60);
    expect(r.dropsPerSecond).toBeCloseTo(1 / 3, 10);
    expect(r.secondsPerDrop).toBeCloseTo(3, 10);
    expect(r.dropsPerMinute).toBeCloseTo(20, 10);
    expect(r.dropsPer10Seconds).toBeCloseTo(10 / 3, 10);
  });
  it('100 mL/h macro (20/mL): 0.5556 drops/s, 1.8 s/drop, 33.33 drops/min', () => {
    const r = dripRates(100, 20);
    expect(r.secondsPerDrop).toBeCloseTo(1.8, 10);
    expect(r.dropsPerMinute).toBeCloseTo(100 / 3, 10);
  });
});

describe('transfusion volume and speed', () => {
  const calc = transfusionVolumeSpeedCalculator.calculate;
  const dog = {
    animal: 0,
    weight: '20',
    currentHematocrit: '15',
    intendedHematocrit: '25',
    donorHematocrit: '45',
    speedFirst30: '1',
    speedAfter30: '5',
    anticoagulantVolume: '56',
  };
  it('400 mL + 56 mL anticoagulant = 456 mL; 20 mL/h for 30 min (10 mL) then 100 mL/h: 0.5 + 446 ÷ 100 = 4.96 h = 4 h 58 min, with the 4-hour warning', () => {
    const plan = transfusionPlan({
      animal: ANIMAL.DOG,
      weight: 20,
      current: 15,
      intended: 25,
      donor: 45,
      speedFirst30: 1,
      speedAfter30: 5,
      anticoagulant: 56,
    });
    expect(typeof plan !== 'string' && plan.durationHours).toBeCloseTo(4.96, 10);
    const r = calc(dog);
    expect(r).toMatchObject({
      type: 'multiple',
      items: [
        { description: 'Volume de sangue a transfundir', value: '400 mL' },
        { description: 'Volume total (sangue + anticoagulante)', value: '456 mL' },
        {
          description: 'Primeiros 30 minutos',
          values: [
            '20 mL/h',
            'Microgotas (60 gotas/mL): 0,33 gotas/s · 3 s/gota · 20 gotas/min · 3,33 gotas/10 s',
            'Macrogotas (20 gotas/mL): 0,11 gotas/s · 9 s/gota · 6,67 gotas/min · 1,11 gotas/10 s',
          ],
        },
        {
          description: 'Após 30 minutos',
          values: [
            '100 mL/h',
            'Microgotas (60 gotas/mL): 1,67 gotas/s · 0,6 s/gota · 100 gotas/min · 16,67 gotas/10 s',
            'Macrogotas (20 gotas/mL): 0,56 gotas/s · 1,8 s/gota · 33,33 gotas/min · 5,56 gotas/10 s',
          ],
        },
        { description: 'Duração estimada', value: '4 h 58 min' },
        {
          description: 'Atenção',
          value:
            'A transfusão deve terminar em até 4 horas: aumente a velocidade se o paciente tolerar ou divida o volume em duas bolsas.',
        },
      ],
    });
  });
  it('volume that fits in the first 30 min: cat 60 mL at 30 mL/kg/h × 4 kg = 120 mL/h → 60 ÷ 120 = 0.5 h = 30 min; anticoagulant optional', () => {
    const r = calc({
      animal: 1,
      weight: 4,
      currentHematocrit: 10,
      intendedHematocrit: 20,
      donorHematocrit: 40,
      speedFirst30: 30,
      speedAfter30: 10,
    });
    expect(r?.type === 'multiple' && r.items.find((i) => i.description === 'Duração estimada')?.value).toBe('30 min');
    expect(r?.type === 'multiple' && r.items.some((i) => i.description === 'Atenção')).toBe(false);
  });
  it('hematocrit errors carry over; zero speed → null; negative anticoagulant → error', () => {
    expect(calc({ ...dog, donorHematocrit: '0' })).toEqual({ type: 'error', description: DONOR_HEMATOCRIT_ERROR });
    expect(calc({ ...dog, intendedHematocrit: '10' })).toEqual({
      type: 'error',
      description: INTENDED_HEMATOCRIT_ERROR,
    });
    expect(calc({ ...dog, speedFirst30: '0' })).toBeNull();
    expect(calc({ ...dog, speedAfter30: undefined })).toBeNull();
    expect(calc({ ...dog, anticoagulantVolume: '-5' })).toEqual({ type: 'error', description: NEGATIVE_VALUE_ERROR });
  });
});

describe('donor maximum volume: dog 15–20 mL/kg, cat 10–15 mL/kg', () => {
  const calc = donorVolumeCalculator.calculate;
  it('dog 25 kg: 375 a 500 mL; cat "4,5" kg: 45 a 67,5 mL; cat 3 kg: 30 a 45 mL', () => {
    expect(calc({ animal: 0, weight: 25 })).toMatchObject({ type: 'text', text: '375 a 500 mL' });
    expect(calc({ animal: 1, weight: '4,5' })).toMatchObject({ type: 'text', text: '45 a 67,5 mL' });
    expect(calc({ animal: 1, weight: 3 })).toMatchObject({ type: 'text', text: '30 a 45 mL' });
  });
  it('missing → null, zero → null, negative → error', () => {
    expect(calc({ animal: 0 })).toBeNull();
    expect(calc({ animal: 0, weight: 0 })).toBeNull();
    expect(calc({ animal: 0, weight: -1 })).toEqual({ type: 'error', description: NEGATIVE_VALUE_ERROR });
  });
});

// The speed plan and the donor volume show their working from the trees that computed them.
describe('the working of the transfusion plan and the donor volume', () => {
  it('volume, total with anticoagulant, and each phase’s mL/h and drops', () => {
    const r = transfusionVolumeSpeedCalculator.calculate({
      animal: 0,
      weight: 20,
      currentHematocrit: 15,
      intendedHematocrit: 25,
      donorHematocrit: 45,
      speedFirst30: 1,
      speedAfter30: 5,
      anticoagulantVolume: 56,
    });
    const items = r?.type === 'multiple' ? r.items : [];
    expect(items[0]?.working).toBe('20 kg × 90 mL/kg × (25 % − 15 %) ÷ 45 % = 400 mL');
    expect(items[1]?.working).toBe('400 mL + 56 mL = 456 mL');
    expect(items[2]?.working).toBe(
      '1 mL/kg/h × 20 kg = 20 mL/h\n20 mL/h × 60 gotas/mL ÷ 3.600 s/h = 0,33 gotas/s\n20 mL/h × 20 gotas/mL ÷ 3.600 s/h = 0,11 gotas/s',
    );
    expect(items[3]?.working?.split('\n')[0]).toBe('5 mL/kg/h × 20 kg = 100 mL/h');
  });
  it('donor: weight × each limit of the species', () => {
    expect(donorVolumeCalculator.calculate({ animal: 1, weight: '4,5' })).toEqual({
      type: 'text',
      text: '45 a 67,5 mL',
      working: '4,5 kg × 10 mL/kg = 45 mL\n4,5 kg × 15 mL/kg = 67,5 mL',
    });
  });
});
