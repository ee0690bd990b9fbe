import { describe, expect, it } from 'vitest';
import { ANIMAL, PICKER_ANIMAL } from '../platform/enums.js';
import { bodySurfaceArea, bodySurfaceAreaCalculator } from './body-surface.js';
import { ANIMAL_ITEMS } from './calculator.types.js';
import { NEGATIVE_VALUE_ERROR, readAnimal } from './inputs.js';

const calc = bodySurfaceAreaCalculator.calculate;

describe('body surface area = K × kg^(2/3), K 0.101 dog, 0.1 cat, 3 decimals', () => {
  it('dog 10 kg: 10^(2/3) = 4.6416; 0.101 × 4.6416 = 0.46880 → 0,469 m²', () => {
    expect(bodySurfaceArea(ANIMAL.DOG, 10)).toBeCloseTo(0.4688, 4);
    expect(calc({ animal: 0, weight: '10' })).toEqual({
      type: 'text',
      text: '0,469 m²',
      working: '0,101 × (10 kg)^(2/3) = 0,469 m²',
    });
  });
  it('cat 4 kg: 4^(2/3) = 2.5198; 0.1 × 2.5198 = 0.25198 → 0,252 m²', () => {
    expect(calc({ animal: 1, weight: 4 })).toMatchObject({ type: 'text', text: '0,252 m²' });
  });
  it('dog "2,5" kg: 2.5^(2/3) = 1.8420; 0.101 × 1.8420 = 0.18604 → 0,186 m²', () => {
    expect(calc({ animal: 0, weight: '2,5' })).toMatchObject({ type: 'text', text: '0,186 m²' });
  });
  it('missing animal or weight → null; zero → null; negative → error', () => {
    expect(calc({ weight: 10 })).toBeNull();
    expect(calc({ animal: 0 })).toBeNull();
    expect(calc({ animal: 0, weight: 0 })).toBeNull();
    expect(calc({ animal: 0, weight: -3 })).toEqual({ type: 'error', description: NEGATIVE_VALUE_ERROR });
  });
});

describe('one species vocabulary', () => {
  it('maps the picker (0 dog, 1 cat) to the product codes (1 dog, 2 cat) in one place', () => {
    expect(readAnimal({ animal: PICKER_ANIMAL.DOG })).toBe(ANIMAL.DOG);
    expect(readAnimal({ animal: '1' })).toBe(ANIMAL.CAT);
    expect(readAnimal({ animal: 2 })).toBeUndefined();
    expect(ANIMAL_ITEMS.map((i) => i.value)).toEqual([PICKER_ANIMAL.DOG, PICKER_ANIMAL.CAT]);
  });
});
