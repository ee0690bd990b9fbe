import { describe, expect, it } from 'vitest';
import {
  dilutionFinalConcentration,
  dilutionFinalConcentrationCalculator,
  dilutionFinalVolumeCalculator,
  dilutionInitialVolume,
  dilutionInitialVolumeCalculator,
} from './dilutions.js';
import { NEGATIVE_VALUE_ERROR } from './inputs.js';

const ZERO_CONCENTRATION = 'Erro: as concentrações não podem ser iguais a zero.';
const FINAL_CONCENTRATION = 'Erro: a concentração final deve ser menor que a concentração incial.';
const ZERO_VOLUME = 'Erro: os volumes não podem ser iguais a zero.';
const FINAL_VOLUME = 'Erro: o volume final deve ser maior que o volume inicial.';
const error = (description: string) => ({ type: 'error', description });

describe('initial volume V1 = C2 × V2 ÷ C1', () => {
  const calc = dilutionInitialVolumeCalculator.calculate;
  it('10 % to 2 % in 100 mL: 2 × 100 ÷ 10 = 20 mL of stock + 80 mL diluent', () => {
    expect(calc({ initialConcentration: 10, finalConcentration: 2, finalVolume: 100 })).toEqual({
      type: 'multiple',
      items: [
        { description: 'Volume da solução concentrada (V1)', value: '20 mL', working: '2 × 100 mL ÷ 10 = 20 mL' },
        { description: 'Volume de diluente', value: '80 mL', working: '100 mL − 20 mL = 80 mL' },
      ],
    });
  });
  it('"50" to "0,9" in "250" mL: 0.9 × 250 ÷ 50 = 4.5 mL + 245.5 mL', () => {
    expect(dilutionInitialVolume(50, 0.9, 250)).toEqual({ value: 4.5, diluent: 245.5 });
    expect(calc({ initialConcentration: '50', finalConcentration: '0,9', finalVolume: '250' })).toMatchObject({
      items: [{ value: '4,5 mL' }, { value: '245,5 mL' }],
    });
  });
  it('a zero concentration gives the quoted zero-concentration error', () => {
    expect(calc({ initialConcentration: 0, finalConcentration: 2, finalVolume: 100 })).toEqual(
      error(ZERO_CONCENTRATION),
    );
    expect(calc({ initialConcentration: 10, finalConcentration: 0, finalVolume: 100 })).toEqual(
      error(ZERO_CONCENTRATION),
    );
  });
  it("a final concentration equal to or above the initial gives the quoted error (with 'incial')", () => {
    expect(calc({ initialConcentration: 10, finalConcentration: 10, finalVolume: 100 })).toEqual(
      error(FINAL_CONCENTRATION),
    );
    expect(calc({ initialConcentration: 10, finalConcentration: 12, finalVolume: 100 })).toEqual(
      error(FINAL_CONCENTRATION),
    );
  });
  it('missing → null; negative → error; final volume 0 gives 0 mL', () => {
    expect(calc({ initialConcentration: 10, finalConcentration: 2 })).toBeNull();
    expect(calc({ initialConcentration: -10, finalConcentration: 2, finalVolume: 100 })).toEqual(
      error(NEGATIVE_VALUE_ERROR),
    );
    expect(calc({ initialConcentration: 10, finalConcentration: 2, finalVolume: 0 })).toMatchObject({
      items: [{ value: '0 mL' }, { value: '0 mL' }],
    });
  });
});

describe('final concentration C2 = C1 × V1 ÷ V2', () => {
  const calc = dilutionFinalConcentrationCalculator.calculate;
  it('20 × 5 mL ÷ 50 mL = 2 (same unit as C1), 45 mL diluent', () => {
    expect(calc({ initialConcentration: 20, initialVolume: 5, finalVolume: 50 })).toEqual({
      type: 'multiple',
      items: [
        { description: 'Concentração final (C2), na unidade de C1', value: '2', working: '20 × 5 mL ÷ 50 mL = 2' },
        { description: 'Volume de diluente', value: '45 mL', working: '50 mL − 5 mL = 45 mL' },
      ],
    });
  });
  it('"0,5" × 1 ÷ 3 = 0.16667 → 0,167', () => {
    expect(calc({ initialConcentration: '0,5', initialVolume: '1', finalVolume: '3' })).toMatchObject({
      items: [{ value: '0,167' }, { value: '2 mL' }],
    });
  });
  it('a zero volume gives the quoted zero-volume error', () => {
    expect(dilutionFinalConcentration(20, 0, 50)).toEqual({ error: ZERO_VOLUME });
    expect(calc({ initialConcentration: 20, initialVolume: 5, finalVolume: 0 })).toEqual(error(ZERO_VOLUME));
  });
  it('a final volume not above the initial gives the quoted error', () => {
    expect(calc({ initialConcentration: 20, initialVolume: 5, finalVolume: 5 })).toEqual(error(FINAL_VOLUME));
    expect(calc({ initialConcentration: 20, initialVolume: 5, finalVolume: 4 })).toEqual(error(FINAL_VOLUME));
  });
});

describe('final volume V2 = C1 × V1 ÷ C2 (rules of the initial volume)', () => {
  const calc = dilutionFinalVolumeCalculator.calculate;
  it('10 × 5 mL ÷ 2 = 25 mL final, add 20 mL', () => {
    expect(calc({ initialConcentration: 10, initialVolume: 5, finalConcentration: 2 })).toEqual({
      type: 'multiple',
      items: [
        { description: 'Volume final (V2)', value: '25 mL', working: '10 × 5 mL ÷ 2 = 25 mL' },
        { description: 'Volume de diluente a acrescentar', value: '20 mL', working: '25 mL − 5 mL = 20 mL' },
      ],
    });
  });
  it('"2,5" × 2 ÷ 0,3 = 16.667 → 16,67 mL, add 14,67 mL', () => {
    expect(calc({ initialConcentration: '2,5', initialVolume: 2, finalConcentration: '0,3' })).toMatchObject({
      items: [{ value: '16,67 mL' }, { value: '14,67 mL' }],
    });
  });
  it('zero concentrations and a final concentration not below the initial give the quoted errors', () => {
    expect(calc({ initialConcentration: 0, initialVolume: 5, finalConcentration: 2 })).toEqual(
      error(ZERO_CONCENTRATION),
    );
    expect(calc({ initialConcentration: 10, initialVolume: 5, finalConcentration: 0 })).toEqual(
      error(ZERO_CONCENTRATION),
    );
    expect(calc({ initialConcentration: 2, initialVolume: 5, finalConcentration: 10 })).toEqual(
      error(FINAL_CONCENTRATION),
    );
  });
});
