import { describe, expect, it } from 'vitest';
import type { ItemDosing } from './item-dosing.js';
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
});
