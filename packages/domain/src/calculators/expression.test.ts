import { describe, expect, it } from 'vitest';
import { PICKER_ANIMAL } from '../platform/enums.js';
import { div, evaluate, mul, num, render, sub } from './expression.js';
import { transfusionVolumeCalculator } from './transfusion.js';

describe('formulas as data: one tree computes and shows its working', () => {
  it('evaluates and renders with units and parentheses', () => {
    const e = div(mul(mul(num(20, 'kg'), num(90, 'mL/kg')), sub(num(25, '%'), num(15, '%'))), num(45, '%'));
    expect(evaluate(e)).toBe(400);
    expect(render(e)).toBe('20 kg × 90 mL/kg × (25 % − 15 %) ÷ 45 %');
  });
  it('the transfusion volume result carries the working of the formula that ran', () => {
    const result = transfusionVolumeCalculator.calculate({
      animal: PICKER_ANIMAL.DOG,
      weight: '20',
      currentHematocrit: '15',
      intendedHematocrit: '25',
      donorHematocrit: '45',
    });
    expect(result).toEqual({
      type: 'text',
      text: '400 mL',
      working: '20 kg × 90 mL/kg × (25 % − 15 %) ÷ 45 % = 400 mL',
    });
  });
});
