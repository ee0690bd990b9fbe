import { describe, expect, it } from 'vitest';
import {
  type DispenseInput,
  dispense,
  everyHoursOf,
  formatTablets,
  intervalText,
  parsePresentation,
  quantityText,
  roundAmount,
  routeAgreesWithForm,
  routeCodesFor,
  routeName,
  routesAgainstForm,
  scheduleChoices,
  scheduleOf,
} from './dispense.js';

const tramadol: DispenseInput = {
  weightKg: 12,
  range: { min: 1, max: 2 },
  targetPerKg: 2,
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
    expect(d.perKg).toBeCloseTo(2.083, 3);
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
    // Under 1 mL an injectable is measured to 0,01 mL (a 1 mL syringe).
    expect(inj.posology).toBe(
      'Aplicar 0,48 mL do injetável de 50 mg/mL por via subcutânea a cada 12 horas por 5 dias.',
    );
    expect(inj.quantity).toEqual({ count: 4.8, unit: 'mL' });
    const big = dispense({
      ...tramadol,
      weightKg: 40,
      route: 'intramuscular',
      presentation: { form: 'injetável', strengthMg: 50 },
    });
    expect(big.amount).toBe(1.6);
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

describe('dispense with doses in mcg/kg', () => {
  it('converts dexmedetomidina mcg/kg to mL of a 0,5 mg/mL injectable, once', () => {
    const d = dispense({
      weightKg: 4,
      doseUnit: 'mcg/kg',
      range: { min: 5, max: 10 },
      targetPerKg: 5,
      presentation: { form: 'injetável', strengthMg: 0.5 },
      route: 'intramuscular',
      everyHours: 'dose única',
      days: 7,
    });
    // 4 kg × 5 mcg/kg = 20 mcg = 0,02 mg ÷ 0,5 mg/mL = 0,04 mL.
    expect(d.posology).toBe('Aplicar 0,04 mL do injetável de 0,5 mg/mL por via intramuscular em dose única.');
    expect(d.perKg).toBeCloseTo(5, 6);
    expect(d.inRange).toBe(true);
    expect(d.quantity).toEqual({ count: 0.1, unit: 'mL' });
  });

  it('names a fentanil strength in mcg as its label does', () => {
    const fentanil = parsePresentation('Solução injetável 50 mcg/mL');
    expect(fentanil).toEqual({ form: 'injetável', strengthMg: 0.05, strengthUnit: 'mcg' });
    const d = dispense({
      weightKg: 10,
      doseUnit: 'mcg/kg',
      range: { min: 2, max: 5 },
      presentation: fentanil as NonNullable<typeof fentanil>,
      route: 'intravenosa',
      everyHours: 'dose única',
      days: 1,
    });
    // Middle of the range: 3,5 mcg/kg × 10 kg = 35 mcg ÷ 50 mcg/mL = 0,7 mL.
    expect(d.posology).toBe('Aplicar 0,7 mL do injetável de 50 mcg/mL por via intravenosa em dose única.');
    expect(d.perKg).toBeCloseTo(3.5, 6);
  });

  it('gives calcitriol capsules of 0,25 mcg from a mcg/kg dose', () => {
    const d = dispense({
      weightKg: 12,
      doseUnit: 'mcg/kg',
      range: { min: 0.02, max: 0.03 },
      targetPerKg: 0.02,
      presentation: parsePresentation('Cápsula 0,25 mcg') as NonNullable<ReturnType<typeof parsePresentation>>,
      route: 'oral',
      everyHours: 24,
      days: 30,
    });
    // 12 kg × 0,02 mcg/kg = 0,24 mcg ≈ 1 cápsula de 0,25 mcg.
    expect(d.posology).toBe('Dar 1 cápsula de 0,25 mcg por via oral a cada 24 horas por 30 dias.');
    expect(d.perKg).toBeCloseTo(0.0208, 4);
    expect(d.inRange).toBe(true);
    expect(d.quantity).toEqual({ count: 30, unit: 'cápsula' });
  });
});

describe('dispense with a range of intervals', () => {
  it('prints the library range when the vet picks none, and counts the shortest interval', () => {
    const d = dispense({ ...tramadol, weightKg: 25, everyHours: { from: 8, to: 12 }, days: 7 });
    expect(d.posology).toBe('Dar 1 comprimido de 50 mg por via oral a cada 8 a 12 horas por 7 dias.');
    // 21 doses every 8 h: enough whichever interval the owner follows.
    expect(d.quantity).toEqual({ count: 21, unit: 'comprimido' });
  });

  it('prints the interval the vet picked', () => {
    const d = dispense({ ...tramadol, weightKg: 25, everyHours: 12, days: 7 });
    expect(d.posology).toBe('Dar 1 comprimido de 50 mg por via oral a cada 12 horas por 7 dias.');
    expect(d.quantity).toEqual({ count: 14, unit: 'comprimido' });
  });

  it('writes intervals of whole days in days, and one day in the singular', () => {
    expect(intervalText(168)).toBe('a cada 7 dias');
    expect(intervalText({ from: 48, to: 72 })).toBe('a cada 2 a 3 dias');
    expect(intervalText(24)).toBe('a cada 24 horas');
    expect(intervalText({ from: 12, to: 24 })).toBe('a cada 12 a 24 horas');
    const weekly = dispense({ ...tramadol, weightKg: 25, everyHours: 168, days: 30 });
    expect(weekly.posology).toBe('Dar 1 comprimido de 50 mg por via oral a cada 7 dias por 30 dias.');
    // Days 0, 7, 14, 21 and 28.
    expect(weekly.quantity.count).toBe(5);
    expect(dispense({ ...tramadol, weightKg: 25, days: 1 }).posology).toContain('a cada 12 horas por 1 dia.');
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
    expect(parsePresentation('Solução injetável 50 mcg/mL')).toEqual({
      form: 'injetável',
      strengthMg: 0.05,
      strengthUnit: 'mcg',
    });
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

  it('reads ranges, days, weeks and a single dose as schedules', () => {
    expect(scheduleOf('8 a 12', 'h')).toEqual({ from: 8, to: 12 });
    expect(scheduleOf('2 a 3', 'vezes ao dia')).toEqual({ from: 8, to: 12 });
    expect(scheduleOf('7', 'dias')).toBe(168);
    expect(scheduleOf('1 a 2', 'semanas')).toEqual({ from: 168, to: 336 });
    expect(scheduleOf('Dose única', undefined)).toBe('dose única');
    for (const none of [['Se necessário'], ['Infusão contínua'], ['1', 'meses'], ['3', 'vezes por semana']] as const) {
      expect(scheduleOf(none[0], none[1])).toBeNull();
    }
    expect(scheduleChoices({ from: 8, to: 12 })).toEqual([8, 12, { from: 8, to: 12 }]);
    expect(scheduleChoices(24)).toEqual([24]);
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
