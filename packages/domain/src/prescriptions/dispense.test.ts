import { describe, expect, it } from 'vitest';
import {
  type DispenseInput,
  dispense,
  everyHoursOf,
  formatTablets,
  parsePresentation,
  quantityText,
  roundAmount,
  routeAgreesWithForm,
  routeCodesFor,
  routeName,
  routesAgainstForm,
} from './dispense.js';

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

describe('parsePresentation', () => {
  it('reads form and strength from the library labels', () => {
    expect(parsePresentation('Cápsula 50 mg')).toEqual({ form: 'cápsula', strengthMg: 50 });
    expect(parsePresentation('Comprimidos 12 mg')).toEqual({ form: 'comprimido', strengthMg: 12 });
    expect(parsePresentation('Comprimido sulcado 0,5 mg')).toEqual({
      form: 'comprimido',
      strengthMg: 0.5,
      scored: true,
    });
    expect(parsePresentation('Solução oral 100 mg/mL')).toEqual({ form: 'solução oral', strengthMg: 100 });
    expect(parsePresentation('Suspensão oral 250 mg/5 mL')).toEqual({ form: 'suspensão oral', strengthMg: 50 });
    expect(parsePresentation('Solução injetável 50 mcg/mL')).toEqual({ form: 'injetável', strengthMg: 0.05 });
    expect(parsePresentation('Comprimido 1 g')).toEqual({ form: 'comprimido', strengthMg: 1000 });
  });

  it('leaves what cannot be measured per dose to the vet', () => {
    expect(parsePresentation('Pó para solução injetável 1 g')).toBeNull();
    expect(parsePresentation('Creme 10 mg/g')).toBeNull();
    expect(parsePresentation('Emulsão injetável 20%')).toBeNull();
    expect(parsePresentation('Comprimido 10 mg/mL')).toBeNull();
    expect(parsePresentation(null)).toBeNull();
  });
});

describe('routes and intervals from the library', () => {
  it('offers the route codes a form takes and names them', () => {
    expect(routeCodesFor('cápsula')).toEqual(['VO']);
    expect(routeCodesFor('injetável')).toEqual(['SC', 'IM', 'IV']);
    expect(routeName('SC')).toBe('subcutânea');
  });

  it('turns a library frequency into hours', () => {
    expect(everyHoursOf('8', 'h')).toBe(8);
    expect(everyHoursOf('2', 'vezes ao dia')).toBe(12);
    expect(everyHoursOf('8 a 12', 'h')).toBeNull();
    expect(everyHoursOf('Dose única', null)).toBeNull();
  });

  it('finds the routes an item names that its form cannot take', () => {
    const injectable = { display: 'Solução injetável 50 mg/mL', route: 'SC' };
    expect(routesAgainstForm({ ...injectable, posology: 'Aplicar 0,5 mL por via subcutânea.' })).toEqual([]);
    expect(routesAgainstForm({ ...injectable, posology: 'Dar 1 comprimido por via oral.' })).toEqual(['oral']);
    expect(routesAgainstForm({ display: 'Cápsula 50 mg', route: 'IV ou IM', posology: 'Dar 1 cápsula.' })).toEqual([
      'intravenosa',
      'intramuscular',
    ]);
    expect(routesAgainstForm({ display: 'Cápsula 50 mg', route: 'VO', posology: 'via transmucosa oral' })).toEqual([
      'transmucosa oral',
    ]);
    expect(routesAgainstForm({ display: null, route: 'SC', posology: 'via oral' })).toEqual([]);
  });
});

describe('quantityText', () => {
  it('writes the suggested quantity as the quantity field takes it', () => {
    expect(quantityText({ count: 21, unit: 'cápsula' })).toBe('21 cápsulas');
    expect(quantityText({ count: 1, unit: 'comprimido' })).toBe('1 comprimido');
    expect(quantityText({ count: 12.6, unit: 'mL' })).toBe('12,6 mL');
  });
});
