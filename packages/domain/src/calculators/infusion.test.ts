import { describe, expect, it } from 'vitest';
import {
  continuousInfusion,
  continuousInfusionCalculator,
  DRUGS_EXCEED_BAG_ERROR,
  toMgPerKgPerHour,
} from './infusion.js';
import { DEFAULT_DRUGS_CONCENTRATIONS, resolveDrugsConcentrations } from './infusion-concentrations.js';
import { drugsConcentrationsConfigSchema } from './infusion-concentrations.schemas.js';
import { NEGATIVE_VALUE_ERROR } from './inputs.js';

const calc = continuousInfusionCalculator.calculate;
const mlk = [
  { drugId: 'morfina', dose: '0,1', doseUnit: 'mg/kg/h' },
  { drugId: 'lidocaina', dose: 50, doseUnit: 'mcg/kg/min' },
  { drugId: 'cetamina', dose: 10, doseUnit: 'mcg/kg/min' },
] as const;

describe('drugs_concentrations configuration', () => {
  it('default list validates and holds the common CRI drugs (fentanil 50 mcg/mL, lidocaína 20 mg/mL...)', () => {
    expect(
      drugsConcentrationsConfigSchema.parse({ id: 'drugs_concentrations', value: DEFAULT_DRUGS_CONCENTRATIONS }).value,
    ).toHaveLength(10);
    expect(DEFAULT_DRUGS_CONCENTRATIONS.find((d) => d.id === 'fentanil')).toMatchObject({
      concentration: 50,
      unit: 'mcg/mL',
    });
    expect(DEFAULT_DRUGS_CONCENTRATIONS.find((d) => d.id === 'dobutamina')).toMatchObject({
      concentration: 12.5,
      unit: 'mg/mL',
    });
  });
  it('accepts the stored item or its bare list; anything invalid falls back to the default', () => {
    const custom = [
      { id: 'lidocaina', name: 'Lidocaína 1%', concentration: 10, unit: 'mg/mL', defaultDoseUnit: 'mcg/kg/min' },
    ];
    expect(resolveDrugsConcentrations({ id: 'drugs_concentrations', value: custom })).toEqual(custom);
    expect(resolveDrugsConcentrations(custom)).toEqual(custom);
    expect(resolveDrugsConcentrations(undefined)).toBe(DEFAULT_DRUGS_CONCENTRATIONS);
    expect(resolveDrugsConcentrations({ id: 'other', value: 3 })).toBe(DEFAULT_DRUGS_CONCENTRATIONS);
  });
});

describe('continuous infusion: mg = dose (mg/kg/h) × kg × bag ÷ rate; mL = mg ÷ concentration', () => {
  it('mcg/kg/min × 60 ÷ 1000 = mg/kg/h (50 → 3)', () => {
    expect(toMgPerKgPerHour(50, 'mcg/kg/min')).toBe(3);
    expect(toMgPerKgPerHour(0.1, 'mg/kg/h')).toBe(0.1);
  });
  it('MLK, 10 kg, 250 mL at 10 mL/h (25 h): morphine 0.1 × 10 × 25 = 25 mg ÷ 10 = 2.5 mL; lidocaine 3 × 10 × 25 = 750 mg ÷ 20 = 37.5 mL; ketamine 0.6 × 10 × 25 = 150 mg ÷ 100 = 1.5 mL; take out 41.5 mL', () => {
    expect(calc({ weight: '10', bagVolume: '250', rate: '10', drugs: mlk })).toMatchObject({
      type: 'multiple',
      items: [
        { description: 'Morfina', values: ['Adicionar 2,5 mL (25 mg)', 'Concentração na bolsa: 100 mcg/mL'] },
        { description: 'Lidocaína 2%', values: ['Adicionar 37,5 mL (750 mg)', 'Concentração na bolsa: 3.000 mcg/mL'] },
        { description: 'Cetamina 10%', values: ['Adicionar 1,5 mL (150 mg)', 'Concentração na bolsa: 600 mcg/mL'] },
        { description: 'Retirar da bolsa antes de adicionar os medicamentos', value: '41,5 mL' },
        { description: 'Duração da bolsa', value: '25 h 0 min' },
      ],
    });
  });
  it('fentanyl in mcg/mL: 20 kg, 60 mL syringe at 5 mL/h (12 h), 0.05 mcg/kg/min = 0.003 mg/kg/h × 20 × 12 = 0.72 mg ÷ 0.05 mg/mL = 14.4 mL', () => {
    const r = continuousInfusion(
      20,
      60,
      5,
      [{ drugId: 'fentanil', dose: '0,05', doseUnit: 'mcg/kg/min' }],
      DEFAULT_DRUGS_CONCENTRATIONS,
    );
    expect(typeof r === 'object' && r.drugs[0]?.volumeMl).toBeCloseTo(14.4, 10);
  });
  it('uses the configuration passed in (lidocaína 10 mg/mL doubles the volume to 75 mL) and a row’s own concentration', () => {
    const config = {
      id: 'drugs_concentrations',
      value: [
        { id: 'lidocaina', name: 'Lidocaína 1%', concentration: 10, unit: 'mg/mL', defaultDoseUnit: 'mcg/kg/min' },
      ],
    };
    const r = calc({ weight: 10, bagVolume: 250, rate: 10, drugs: [mlk[1]], drugs_concentrations: config });
    expect(r).toMatchObject({
      items: [{ description: 'Lidocaína 1%', values: ['Adicionar 75 mL (750 mg)', expect.any(String)] }, {}, {}],
    });
    const own = continuousInfusion(
      10,
      250,
      10,
      [{ drugId: 'outro', dose: 1, doseUnit: 'mg/kg/h', concentration: '50', concentrationUnit: 'mg/mL' }],
      [],
    );
    // 1 × 10 × 25 = 250 mg ÷ 50 mg/mL = 5 mL
    expect(typeof own === 'object' && own.drugs[0]).toMatchObject({ name: 'outro', volumeMl: 5 });
  });
  it('drugs larger than the bag give the error: 10 kg, 50 mL at 1 mL/h (50 h), lidocaine 3 × 10 × 50 = 1500 mg ÷ 20 = 75 mL > 50 mL', () => {
    expect(calc({ weight: 10, bagVolume: 50, rate: 1, drugs: [mlk[1]] })).toEqual({
      type: 'error',
      description: DRUGS_EXCEED_BAG_ERROR,
    });
  });
  it('no result without weight, bag, rate or a complete drug row; zero rate → null; negative dose → error', () => {
    expect(calc({ bagVolume: 250, rate: 10, drugs: mlk })).toBeNull();
    expect(calc({ weight: 10, bagVolume: 250, rate: 10 })).toBeNull();
    expect(
      calc({ weight: 10, bagVolume: 250, rate: 10, drugs: [{ drugId: 'morfina', dose: '', doseUnit: 'mg/kg/h' }] }),
    ).toBeNull();
    expect(calc({ weight: 10, bagVolume: 250, rate: 0, drugs: mlk })).toBeNull();
    expect(
      calc({ weight: 10, bagVolume: 250, rate: 10, drugs: [{ drugId: 'morfina', dose: '-1', doseUnit: 'mg/kg/h' }] }),
    ).toEqual({
      type: 'error',
      description: NEGATIVE_VALUE_ERROR,
    });
  });
});

// Each drug shows how its amount and volume were reached, from the trees that computed them.
describe('the working of the continuous infusion', () => {
  it('a dose in mcg/kg/min is put in mg/kg/h inside the amount, then the volume of the commercial solution', () => {
    const r = continuousInfusionCalculator.calculate({
      weight: '10',
      bagVolume: '250',
      rate: '10',
      drugs: [{ drugId: 'lidocaina', dose: '50', doseUnit: 'mcg/kg/min' }],
    });
    const items = r?.type === 'multiple' ? r.items : [];
    expect(items[0]?.working).toBe(
      '50 mcg/kg/min × 60 min/h ÷ 1.000 mcg/mg × 10 kg × 250 mL ÷ 10 mL/h = 750 mg\n750 mg ÷ 20 mg/mL = 37,5 mL',
    );
  });
});
