import { describe, expect, it } from 'vitest';
import { dosingOfDispense, type ItemDosing } from './item-dosing.js';
import { startFromTemplate } from './prescription-templates.rules.js';
import { type PrescriptionItem, prescriptionItemSchema } from './prescriptions.schemas.js';

const tramadol: ItemDosing = {
  perKg: 4,
  doseUnit: 'mg/kg',
  form: 'solid',
  concentration: 50,
  concentrationUnit: 'mg',
  presentation: 'Comprimido 50 mg',
  route: 'VO',
  frequency: '12',
  frequencyUnit: 'h',
  durationDays: 5,
};

const item = (over: Partial<PrescriptionItem>): PrescriptionItem =>
  prescriptionItemSchema.parse({
    id: 'old',
    name: 'Tramadol',
    freeText: false,
    posology: '1 comprimido de 50 mg, via oral, a cada 12 horas, por 5 dias.',
    page: 0,
    type: 0,
    ...over,
  });

let n = 0;
const newId = () => `new-${++n}`;

describe('startFromTemplate', () => {
  it('writes the posology again for the new weight when the item kept its dosing', () => {
    const started = startFromTemplate([[item({ dosing: tramadol })]], 25, newId);
    // 25 kg × 4 mg/kg = 100 mg = 2 tablets of 50 mg.
    expect(started.pages[0]?.[0]?.posology).toBe('2 comprimidos de 50 mg, via oral, a cada 12 horas, por 5 dias.');
    expect(started.recomputed).toBe(1);
    expect(started.keptAsWritten).toBe(0);
  });

  it('splits tablets in quarters for a small patient', () => {
    const started = startFromTemplate([[item({ dosing: tramadol })]], 3, newId);
    // 3 kg × 4 mg/kg = 12 mg ≈ 0,24 tablet → 1/4.
    expect(started.pages[0]?.[0]?.posology).toBe('1/4 comprimido de 50 mg, via oral, a cada 12 horas, por 5 dias.');
  });

  it('keeps a free-text posology, and any posology when the patient has no weight', () => {
    const free = item({
      name: 'Limpeza otológica',
      freeText: true,
      type: 3,
      posology: 'Limpar o conduto 2 vezes por semana.',
    });
    const started = startFromTemplate([[free, item({ dosing: tramadol })]], null, newId);
    expect(started.pages[0]?.map((i) => i.posology)).toEqual([
      'Limpar o conduto 2 vezes por semana.',
      '1 comprimido de 50 mg, via oral, a cada 12 horas, por 5 dias.',
    ]);
    // Only the library item asks to be read: free text has no weight in it.
    expect(started.keptAsWritten).toBe(1);
  });

  it('gives every item a new id and renumbers the guides without empty ones', () => {
    const started = startFromTemplate([[], [item({ page: 1 })], [item({ page: 2 })]], 10, newId);
    expect(started.pages).toHaveLength(2);
    expect(started.pages.map((p) => p[0]?.page)).toEqual([0, 1]);
    expect(started.pages.flat().every((i) => i.id.startsWith('new-'))).toBe(true);
  });

  it('writes mL for a liquid presentation', () => {
    const liquid: ItemDosing = {
      ...tramadol,
      perKg: 0.1,
      form: 'liquid',
      concentration: 2,
      concentrationUnit: 'mg/mL',
      presentation: 'Suspensão 2 mg/mL',
      frequency: '24',
      durationDays: null,
    };
    const started = startFromTemplate([[item({ dosing: liquid })]], 12, newId);
    // 12 kg × 0,1 mg/kg = 1,2 mg ÷ 2 mg/mL = 0,6 mL.
    expect(started.pages[0]?.[0]?.posology).toBe(
      '0,6 mL da apresentação de 2 mg/mL, via oral, a cada 24 horas, até novas recomendações.',
    );
  });

  describe('items written by the dispense calculator', () => {
    // Tramadol 2 a 4 mg/kg, 3 mg/kg chosen, capsule of 50 mg every 8 h for 7 days, for a 17 kg dog:
    // "Dar 1 cápsula de 50 mg …", 21 cápsulas.
    const capsule = dosingOfDispense({
      weightKg: 17,
      doseUnit: 'mg/kg',
      targetPerKg: 3,
      range: { min: 2, max: 4 },
      presentation: { form: 'cápsula', strengthMg: 50 },
      route: 'oral',
      everyHours: 8,
      days: 7,
      label: 'Tramadon — Cápsula 50 mg',
      frequency: '8',
      frequencyUnit: 'h',
    });
    const written = item({
      dosing: capsule,
      posology: 'Dar 1 cápsula de 50 mg por via oral a cada 8 horas por 7 dias.',
      quantity: '21 cápsulas',
    });

    it('keeps what the calculation needs, with the route as its code', () => {
      expect(capsule).toMatchObject({ perKg: 3, doseUnit: 'mg/kg', route: 'VO', durationDays: 7 });
      expect(capsule.dispense).toEqual({
        presentation: { form: 'cápsula', strengthMg: 50 },
        range: { min: 2, max: 4 },
        everyHours: 8,
      });
    });

    it('writes the dispense posology and quantity again for a heavier patient', () => {
      const started = startFromTemplate([[written]], 34, newId);
      // 34 kg × 3 mg/kg = 102 mg ≈ 2 cápsulas de 50 mg (2,94 mg/kg), 3 a day for 7 days.
      expect(started.pages[0]?.[0]).toMatchObject({
        posology: 'Dar 2 cápsulas de 50 mg por via oral a cada 8 horas por 7 dias.',
        quantity: '42 cápsulas',
      });
      expect(started).toMatchObject({ recomputed: 1, keptAsWritten: 0, outOfRange: 0 });
    });

    it('counts the items a small patient takes out of range, and keeps a pack the vet wrote', () => {
      const started = startFromTemplate([[{ ...written, quantity: '1 caixa com 30 cápsulas' }]], 8, newId);
      // 8 kg: 1 capsule is 6,25 mg/kg, above 4 mg/kg; the vet must look.
      expect(started.pages[0]?.[0]?.posology).toBe('Dar 1 cápsula de 50 mg por via oral a cada 8 horas por 7 dias.');
      expect(started.pages[0]?.[0]?.quantity).toBe('1 caixa com 30 cápsulas');
      expect(started.outOfRange).toBe(1);
    });

    it('recomputes mcg/kg doses and keeps an interval range', () => {
      const dexmed = dosingOfDispense({
        weightKg: 20,
        doseUnit: 'mcg/kg',
        targetPerKg: 5,
        range: { min: 5, max: 10 },
        presentation: { form: 'injetável', strengthMg: 0.5 },
        route: 'intramuscular',
        everyHours: 'dose única',
        days: 7,
        label: 'Solução injetável 0,5 mg/mL',
        frequency: 'Dose única',
      });
      expect(dexmed.durationDays).toBeNull();
      const ranged = dosingOfDispense({
        weightKg: 25,
        targetPerKg: 2,
        range: { min: 1, max: 2 },
        presentation: { form: 'comprimido', strengthMg: 50, scored: true },
        route: 'oral',
        everyHours: { from: 8, to: 12 },
        days: 5,
        label: 'Comprimido 50 mg',
        frequency: '8 a 12',
        frequencyUnit: 'h',
      });
      const started = startFromTemplate(
        [[item({ dosing: dexmed }), item({ dosing: ranged, quantity: null })]],
        6,
        newId,
      );
      expect(started.pages[0]?.map((i) => [i.posology, i.quantity])).toEqual([
        // 6 kg × 5 mcg/kg = 30 mcg ÷ 500 mcg/mL = 0,06 mL.
        ['Aplicar 0,06 mL do injetável de 0,5 mg/mL por via intramuscular em dose única.', '0,1 mL'],
        // 6 kg × 2 mg/kg = 12 mg ≈ ¼ de comprimido de 50 mg; 15 doses every 8 h.
        ['Dar ¼ de comprimido de 50 mg por via oral a cada 8 a 12 horas por 5 dias.', '4 comprimidos'],
      ]);
    });

    it('keeps the text when the stored route contradicts the form', () => {
      const started = startFromTemplate([[{ ...written, dosing: { ...capsule, route: 'IV' } }]], 34, newId);
      expect(started.pages[0]?.[0]?.posology).toBe(written.posology);
      expect(started.keptAsWritten).toBe(1);
    });
  });
});
