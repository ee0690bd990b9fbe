import { describe, expect, it } from 'vitest';
import { type DispenseInput, dispense, formatTablets, roundAmount, routeAgreesWithForm } from './dispense.js';

const tramadol: DispenseInput = {
  weightKg: 12,
  range: { min: 1, max: 2 },
  targetMgPerKg: 2,
  presentation: { form: 'comprimido', strengthMg: 50, scored: true },
  route: 'oral',
  everyHours: 12,
  days: 5,
};

describe('dispense', () => {
  it('turns tramadol 2 mg/kg for a 12 kg dog into half a 50 mg tablet, in range', () => {
    const d = dispense(tramadol);
    expect(d.amount).toBe(0.5);
    expect(d.posology).toBe('Dar ½ de comprimido de 50 mg por via oral a cada 12 horas por 5 dias.');
    expect(d.mgPerKg).toBeCloseTo(2.083, 3);
    expect(d.inRange).toBe(false);
    expect(d.quantity).toEqual({ count: 5, unit: 'comprimido' });
  });

  it('gives whole tablets to a heavier dog and counts the treatment in units', () => {
    const d = dispense({ ...tramadol, weightKg: 25 });
    expect(d.posology).toBe('Dar 1 comprimido de 50 mg por via oral a cada 12 horas por 5 dias.');
    expect(d.inRange).toBe(true);
    expect(d.quantity).toEqual({ count: 10, unit: 'comprimido' });
    expect(dispense({ ...tramadol, weightKg: 37 }).posology).toContain('Dar 1½ comprimidos de 50 mg');
  });

  it('rounds liquids to 0,1 mL and injectables are applied by their own route', () => {
    const oral = dispense({ ...tramadol, presentation: { form: 'solução oral', strengthMg: 100 } });
    expect(oral.posology).toBe('Dar 0,2 mL da solução oral de 100 mg/mL por via oral a cada 12 horas por 5 dias.');
    expect(oral.quantity).toEqual({ count: 2, unit: 'mL' });
    const inj = dispense({ ...tramadol, route: 'subcutânea', presentation: { form: 'injetável', strengthMg: 50 } });
    expect(inj.posology).toBe('Aplicar 0,5 mL do injetável de 50 mg/mL por via subcutânea a cada 12 horas por 5 dias.');
  });

  it('refuses a route the form cannot take', () => {
    expect(() => dispense({ ...tramadol, route: 'subcutânea' })).toThrow(RangeError);
    expect(() => dispense({ ...tramadol, route: 'oral', presentation: { form: 'injetável', strengthMg: 50 } })).toThrow(
      RangeError,
    );
    expect(routeAgreesWithForm('comprimido', 'Oral')).toBe(true);
    expect(routeAgreesWithForm('injetável', 'intravenosa')).toBe(true);
    expect(routeAgreesWithForm('cápsula', 'intramuscular')).toBe(false);
  });
});

describe('roundAmount and formatTablets', () => {
  it('splits scored tablets in quarters and gives the rest whole', () => {
    expect(roundAmount(0.36, { form: 'comprimido', strengthMg: 50, scored: true })).toBe(0.25);
    expect(roundAmount(0.1, { form: 'comprimido', strengthMg: 50, scored: true })).toBe(0.25);
    expect(roundAmount(0.6, { form: 'comprimido', strengthMg: 50 })).toBe(1);
    expect(roundAmount(1.6, { form: 'cápsula', strengthMg: 100 })).toBe(2);
    expect(roundAmount(0.44, { form: 'suspensão oral', strengthMg: 50 })).toBe(0.4);
  });

  it('writes fractions a vet can split', () => {
    expect(formatTablets(0.25)).toBe('¼');
    expect(formatTablets(0.75)).toBe('¾');
    expect(formatTablets(1.5)).toBe('1½');
    expect(formatTablets(2)).toBe('2');
  });
});
