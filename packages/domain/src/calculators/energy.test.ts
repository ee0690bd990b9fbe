import { describe, expect, it } from 'vitest';
import { ANIMAL } from '../platform/enums.js';
import {
  CAT_BODY_SCORE_FACTORS,
  DOG_BODY_SCORE_FACTORS,
  energyRequirement,
  energyRequirementCalculator,
  idealWeight,
  idealWeightCalculator,
} from './energy.js';
import { NEGATIVE_VALUE_ERROR } from './inputs.js';

const calc = energyRequirementCalculator.calculate;
const dog = (extra: Record<string, unknown>) => ({ animal: 0, weight: '10', bodyScore: 5, ...extra });

describe('body-score factor tables', () => {
  it('run 1.4 → 0.55 (dog) and differ for cats only at scores 8 and 9 (0.6)', () => {
    expect(Object.values(DOG_BODY_SCORE_FACTORS)).toEqual([1.4, 1.3, 1.2, 1.1, 1, 0.85, 0.7, 0.55, 0.55]);
    expect(Object.values(CAT_BODY_SCORE_FACTORS)).toEqual([1.4, 1.3, 1.2, 1.1, 1, 0.85, 0.7, 0.6, 0.6]);
  });
});

describe('dog energy = factor × kg^0.75 × body-score factor', () => {
  it('maintenance 145 × 10^0.75 = 145 × 5.6234 = 815.39 → 815 kcal/dia (comma weight "10,0")', () => {
    const r = calc(dog({ weight: '10,0', dogLifeStage: 'maintenance' }));
    expect(r).toEqual({
      type: 'multiple',
      items: [
        {
          description: 'Necessidade energética diária',
          value: '815 kcal/dia',
          working: '145 × (10 kg)^0,75 = 815 kcal/dia',
        },
        { description: 'Fator de escore corporal aplicado', value: '1' },
        { description: 'Peso ideal estimado', value: '10 kg' },
      ],
    });
  });
  it('score 6 applies 0.85: 815.39 × 0.85 = 693.09 → 693 kcal; ideal weight 10 ÷ 1.1 = 9.09 kg', () => {
    const out = energyRequirement({ animal: ANIMAL.DOG, weight: 10, bodyScore: 6, stage: 'maintenance' });
    expect(out?.minKcal).toBeCloseTo(693.09, 2);
    expect(out?.idealWeight).toBeCloseTo(9.0909, 4);
  });
  it('high activity is a range: 150 × 5.6234 = 843.5 and 175 × 5.6234 = 984.1 → "844 a 984 kcal/dia"', () => {
    const r = calc(dog({ dogLifeStage: 'high-activity' }));
    expect(r?.type === 'multiple' && r.items[0]?.value).toBe('844 a 984 kcal/dia');
  });
  it('neonate is per kg of body weight: 250 × 0.4 kg = 100 kcal', () => {
    expect(energyRequirement({ animal: ANIMAL.DOG, weight: 0.4, bodyScore: 5, stage: 'neonate' })?.minKcal).toBeCloseTo(
      100,
      6,
    );
  });
  it('late gestation 132 × 16^0.75 + 26 × 16 = 132 × 8 + 416 = 1472 kcal', () => {
    expect(
      energyRequirement({ animal: ANIMAL.DOG, weight: 16, bodyScore: 5, stage: 'late-gestation' })?.minKcal,
    ).toBeCloseTo(1472, 6);
  });
  it('weight loss uses the ideal weight without the factor: 30 kg at score 7 → ideal 30 ÷ 1.2 = 25 kg; 70 × 25^0.75 = 70 × 11.180 = 782.6', () => {
    const out = energyRequirement({ animal: ANIMAL.DOG, weight: 30, bodyScore: 7, stage: 'weight-loss' });
    expect(out?.minKcal).toBeCloseTo(782.62, 2);
    expect(out?.bodyScoreFactor).toBe(1);
  });
  it('lactation (NRC 2006) 145 × BW^0.75 + BW × (24n + 12m) × L: 20 kg, 6 puppies, week 3 → 145 × 9.4574 + 20 × (96 + 24) × 1.1 = 1371.33 + 2640 = 4011.3', () => {
    const out = energyRequirement({
      animal: ANIMAL.DOG,
      weight: 20,
      bodyScore: 5,
      stage: 'lactation',
      puppies: 6,
      week: 3,
    });
    expect(out?.minKcal).toBeCloseTo(4011.33, 2);
    expect(
      calc(dog({ weight: 20, dogLifeStage: 'lactation', dogPuppiesNumber: 6, dogLactationWeek: 3 })),
    ).toMatchObject({
      items: [{ value: '4.011 kcal/dia' }, {}, {}],
    });
  });
  it('lactation needs puppies (1–8) and week (1–4): otherwise null', () => {
    expect(calc(dog({ dogLifeStage: 'lactation', dogLactationWeek: 2 }))).toBeNull();
    expect(calc(dog({ dogLifeStage: 'lactation', dogPuppiesNumber: 9, dogLactationWeek: 2 }))).toBeNull();
    expect(calc(dog({ dogLifeStage: 'lactation', dogPuppiesNumber: 3, dogLactationWeek: 5 }))).toBeNull();
  });
});

describe('cat energy = factor × kg^0.67 × body-score factor', () => {
  it('maintenance 100 × 4^0.67 = 100 × 2.5315 = 253.2 → 253 kcal; score 1 × 1.4 = 354.4 → 354', () => {
    const base = { animal: 1, weight: '4', catLifeStage: 'maintenance' };
    expect(calc({ ...base, bodyScore: 5 })).toMatchObject({ items: [{ value: '253 kcal/dia' }, {}, {}] });
    expect(calc({ ...base, bodyScore: 1 })).toMatchObject({ items: [{ value: '354 kcal/dia' }, { value: '1,4' }, {}] });
  });
  it('score 9 uses the cat factor 0.6: 100 × 5^0.67 × 0.6 = 293.97 × 0.6 = 176.4', () => {
    expect(
      energyRequirement({ animal: ANIMAL.CAT, weight: 5, bodyScore: 9, stage: 'maintenance' })?.minKcal,
    ).toBeCloseTo(176.38, 2);
  });
  it('weight loss 52 × ideal^0.67: 5 kg at score 7 → ideal 4.1667 kg → 52 × 2.6017 = 135.3', () => {
    expect(
      energyRequirement({ animal: ANIMAL.CAT, weight: 5, bodyScore: 7, stage: 'weight-loss' })?.minKcal,
    ).toBeCloseTo(135.29, 2);
  });
  it('lactation (NRC 2006) 100 × BW^0.67 + 60 × BW × L: 4 kg, 3–4 kittens, week 3 → 253.15 + 60 × 4 × 1.2 = 541.2', () => {
    const out = energyRequirement({
      animal: ANIMAL.CAT,
      weight: 4,
      bodyScore: 5,
      stage: 'lactation',
      puppies: 2,
      week: 3,
    });
    expect(out?.minKcal).toBeCloseTo(541.15, 2);
    // 1–2 kittens, week 1: 253.15 + 18 × 4 × 0.9 = 253.15 + 64.8 = 317.95
    expect(
      energyRequirement({ animal: ANIMAL.CAT, weight: 4, bodyScore: 5, stage: 'lactation', puppies: 1, week: 1 })
        ?.minKcal,
    ).toBeCloseTo(317.95, 2);
  });
  it('ignores dog-only inputs for a cat (dogLifeStage alone gives no result)', () => {
    expect(calc({ animal: 1, weight: 4, bodyScore: 5, dogLifeStage: 'maintenance' })).toBeNull();
  });
});

describe('energy inputs: missing, zero, negative', () => {
  it('needs animal, weight, body score and life stage (null otherwise)', () => {
    expect(calc({})).toBeNull();
    expect(calc({ animal: 0, weight: 10, dogLifeStage: 'maintenance' })).toBeNull();
    expect(calc({ animal: 0, bodyScore: 5, dogLifeStage: 'maintenance' })).toBeNull();
    expect(calc(dog({}))).toBeNull();
  });
  it('zero weight gives no result; negative weight the negative-value error', () => {
    expect(calc(dog({ weight: '0', dogLifeStage: 'maintenance' }))).toBeNull();
    expect(calc(dog({ weight: '-2', dogLifeStage: 'maintenance' }))).toEqual({
      type: 'error',
      description: NEGATIVE_VALUE_ERROR,
    });
  });
  it('shows lactation fields only for the chosen animal in lactation', () => {
    const puppies = energyRequirementCalculator.variables.find((v) => v.id === 'dogPuppiesNumber');
    expect(puppies?.visibleWhen?.({ animal: 0, dogLifeStage: 'lactation' })).toBe(true);
    expect(puppies?.visibleWhen?.({ animal: 1, dogLifeStage: 'lactation' })).toBe(false);
    expect(puppies?.visibleWhen?.({ animal: 0, dogLifeStage: 'maintenance' })).toBe(false);
  });
});

describe('ideal weight = weight ÷ (1 + 0.1 × (score − 5))', () => {
  it('score 7: 24 ÷ 1.2 = 20 kg, 4 kg (20%) excess', () => {
    expect(idealWeight(24, 7)).toBeCloseTo(20, 10);
    expect(idealWeightCalculator.calculate({ weight: '24', bodyScore: 7 })).toEqual({
      type: 'multiple',
      items: [
        {
          description: 'Peso ideal estimado',
          value: '20 kg',
          working: '24 kg ÷ (1 + 0,1 × (7 − 5)) = 20 kg',
        },
        { description: 'Excesso de peso', value: '4 kg (20% do peso ideal)' },
      ],
    });
  });
  it('score 3: 4,5 ÷ 0.8 = 5.625 → 5,63 kg, 1,13 kg to regain (20%)', () => {
    expect(idealWeightCalculator.calculate({ weight: '4,5', bodyScore: 3 })).toMatchObject({
      items: [{ value: '5,63 kg' }, { description: 'Peso a recuperar', value: '1,13 kg (20% do peso ideal)' }],
    });
  });
  it('score 5 keeps the weight; missing, zero and negative inputs', () => {
    expect(idealWeight(8, 5)).toBe(8);
    expect(idealWeightCalculator.calculate({ weight: '8' })).toBeNull();
    expect(idealWeightCalculator.calculate({ weight: '0', bodyScore: 5 })).toBeNull();
    expect(idealWeightCalculator.calculate({ weight: '-8', bodyScore: 5 })).toEqual({
      type: 'error',
      description: NEGATIVE_VALUE_ERROR,
    });
  });
});

describe('the working of the energy result', () => {
  it('shows the neonatal 250 × kg formula that ran, with the user’s weight', () => {
    const out = energyRequirement({ animal: ANIMAL.DOG, weight: 0.4, bodyScore: 5, stage: 'neonate' });
    expect(out?.working).toEqual(['250 × 0,4 kg = 100 kcal/dia']);
  });

  it('shows the metabolic weight and the body-score factor, one line per end of a range', () => {
    const maintenance = energyRequirement({ animal: ANIMAL.DOG, weight: 10, bodyScore: 6, stage: 'maintenance' });
    expect(maintenance?.working).toEqual(['145 × (10 kg)^0,75 × 0,85 = 693 kcal/dia']);
    const range = energyRequirement({ animal: ANIMAL.DOG, weight: 10, bodyScore: 5, stage: 'high-activity' });
    expect(range?.working).toEqual(['150 × (10 kg)^0,75 = 844 kcal/dia', '175 × (10 kg)^0,75 = 984 kcal/dia']);
  });

  it('the calculator hands the working to the screen beside the energy', () => {
    const result = energyRequirementCalculator.calculate({
      animal: 0,
      weight: '0,4',
      bodyScore: 5,
      dogLifeStage: 'neonate',
    });
    expect(result?.type === 'multiple' && result.items[0]?.working).toBe('250 × 0,4 kg = 100 kcal/dia');
  });
});
