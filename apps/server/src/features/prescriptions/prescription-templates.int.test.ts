import { dosingOfDispense } from '@vetor/domain/prescriptions/item-dosing';
import { startFromTemplate } from '@vetor/domain/prescriptions/prescription-templates.rules';
import type { PrescriptionItem, PrescriptionItemInput } from '@vetor/domain/prescriptions/prescriptions.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prescriptionTemplates, users } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createVet, DOG, OWNER, VET_A, VET_B } from '../../test/vets.js';

// Templates and open drafts through HTTP on a real database (issue 39): a template saved from a
// prescription holds its items and nothing of the patient; B never reads, uses, renames or deletes
// A's templates nor sees A's drafts; the limits and names answer in pt-BR.

let t: TestApp;
const tokens: Record<'a' | 'b', string> = { a: '', b: '' };
let patientId = '';
let otherPatientId = '';
let rxId = '';

const call = (who: 'a' | 'b', method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${tokens[who]}` },
    ...(body ? { payload: body } : {}),
  });

const item = (over: Partial<PrescriptionItemInput> = {}): PrescriptionItemInput => ({
  id: 'i1',
  name: 'Tramadol',
  option: { concentration: null, display: 'Comprimido 50 mg', package: null },
  freeText: false,
  posology: '2 comprimidos de 50 mg, via oral, a cada 12 horas, por 5 dias.',
  route: 'VO',
  quantity: '1 caixa',
  page: 0,
  type: 0,
  drugsList: [{ drug: 'Tramadol', drugId: 'tramadol', category: 1 }],
  dosing: {
    perKg: 3,
    doseUnit: 'mg/kg',
    form: 'solid',
    concentration: 50,
    concentrationUnit: 'mg',
    presentation: 'Comprimido 50 mg',
    route: 'VO',
    frequency: '12',
    frequencyUnit: 'h',
    durationDays: 5,
  },
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  tokens.a = await createVet(t, VET_A);
  tokens.b = await createVet(t, VET_B);
  const ownerId = (await call('a', 'POST', '/api/patients/owners', OWNER)).json().id;
  patientId = (await call('a', 'POST', '/api/patients', { ...DOG, ownerId })).json().id;
  otherPatientId = (await call('a', 'POST', '/api/patients', { ...DOG, name: 'Mel', weight: 8, ownerId })).json().id;
  const saved = await call('a', 'POST', '/api/patients/prescriptions', {
    patientId,
    pages: [
      [
        item(),
        item({
          id: 'i2',
          name: 'Limpeza otológica',
          freeText: true,
          type: 3,
          dosing: null,
          posology: 'Limpar o conduto.',
        }),
      ],
    ],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  rxId = saved.json().id;
});
afterAll(() => t.close());

describe('open drafts', () => {
  it('answers the open draft of a patient, with the patient, and none for another patient', async () => {
    const mine = await call('a', 'GET', `/api/patients/prescriptions/drafts?patientId=${patientId}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().drafts.map((d: { prescription: { id: string } }) => d.prescription.id)).toEqual([rxId]);
    expect(mine.json().drafts[0].patient.name).toBe('Thór');
    expect(mine.headers['cache-control']).toBe('no-store');
    const other = await call('a', 'GET', `/api/patients/prescriptions/drafts?patientId=${otherPatientId}`);
    expect(other.json().drafts).toEqual([]);
    const latest = await call('a', 'GET', '/api/patients/prescriptions/drafts');
    expect(latest.json().drafts[0].prescription.id).toBe(rxId);
  });

  it('shows B none of A’s drafts, even with A’s patient id', async () => {
    expect((await call('b', 'GET', '/api/patients/prescriptions/drafts')).json().drafts).toEqual([]);
    expect((await call('b', 'GET', `/api/patients/prescriptions/drafts?patientId=${patientId}`)).json().drafts).toEqual(
      [],
    );
  });

  it('keeps the item’s dosing through a save', async () => {
    const res = await call('a', 'GET', `/api/patients/prescriptions/${rxId}`);
    expect(res.json().prescription.pages[0][0].dosing.perKg).toBe(3);
  });
});

describe('prescription templates', () => {
  let templateId = '';

  it('saves a template from a prescription: its items, no patient', async () => {
    const res = await call('a', 'POST', '/api/patients/prescriptions/templates', {
      name: '  Otite — cão ',
      prescriptionId: rxId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Otite — cão', itemCount: 2 });
    templateId = res.json().id;
    const [row] = await t.database.db
      .select()
      .from(prescriptionTemplates)
      .where(eq(prescriptionTemplates.id, templateId));
    expect(Object.keys(row ?? {})).not.toContain('patientId');
    expect(JSON.stringify(row?.pages)).not.toMatch(/Thór|Conceição|patientId|ownerId/);
  });

  it('lists and reads A’s templates for A', async () => {
    const list = await call('a', 'GET', '/api/patients/prescriptions/templates');
    expect(list.json()).toMatchObject({
      limit: 100,
      templates: [{ id: templateId, name: 'Otite — cão', itemCount: 2 }],
    });
    const one = await call('a', 'GET', `/api/patients/prescriptions/templates/${templateId}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().pages[0].map((i: { name: string }) => i.name)).toEqual(['Tramadol', 'Limpeza otológica']);
    expect(one.json().pages[0][0].dosing.perKg).toBe(3);
  });

  it('starts a dispense item for another weight with the same presentation and dose, and saves it', async () => {
    // As the add-item dialog stores it: capsule of 50 mg, 3 mg/kg, every 8 h for 7 days, for Thór.
    const dosing = dosingOfDispense({
      weightKg: 17,
      targetPerKg: 3,
      range: { min: 2, max: 4 },
      presentation: { form: 'cápsula', strengthMg: 50 },
      route: 'oral',
      everyHours: 8,
      days: 7,
      label: 'Cápsula 50 mg',
      frequency: '8',
      frequencyUnit: 'h',
    });
    const capsule = item({
      option: { concentration: null, display: 'Cápsula 50 mg', package: null },
      posology: 'Dar 1 cápsula de 50 mg por via oral a cada 8 horas por 7 dias.',
      quantity: '21 cápsulas',
      type: 2,
      dosing,
    });
    const rx = await call('a', 'POST', '/api/patients/prescriptions', { patientId, pages: [[capsule]] });
    expect(rx.statusCode, rx.body).toBe(200);
    const made = await call('a', 'POST', '/api/patients/prescriptions/templates', {
      name: 'Dor — tramadol cápsula',
      prescriptionId: rx.json().id,
    });
    expect(made.statusCode, made.body).toBe(200);
    const template = (await call('a', 'GET', `/api/patients/prescriptions/templates/${made.json().id}`)).json();
    expect(template.pages[0][0].dosing).toEqual(dosing);

    // Started for a 34 kg dog: two capsules, and the quantity for the treatment again.
    const started = startFromTemplate(template.pages as PrescriptionItem[][], 34, () => 'n1');
    const saved = await call('a', 'POST', '/api/patients/prescriptions', {
      patientId: otherPatientId,
      pages: started.pages,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().pages[0][0]).toMatchObject({
      posology: 'Dar 2 cápsulas de 50 mg por via oral a cada 8 horas por 7 dias.',
      quantity: '42 cápsulas',
      dosing,
    });
    await call('a', 'DELETE', `/api/patients/prescriptions/templates/${made.json().id}`);
    await call('a', 'POST', '/api/patients/prescriptions?deleted=true', { id: saved.json().id });
  });

  it('refuses B everything of A’s: list, read (use), rename, delete, and a template of A’s prescription', async () => {
    expect((await call('b', 'GET', '/api/patients/prescriptions/templates')).json().templates).toEqual([]);
    const read = await call('b', 'GET', `/api/patients/prescriptions/templates/${templateId}`);
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toMatch(/[a-zà-ú]/);
    expect(
      (await call('b', 'PATCH', `/api/patients/prescriptions/templates/${templateId}`, { name: 'Meu' })).statusCode,
    ).toBe(404);
    expect((await call('b', 'DELETE', `/api/patients/prescriptions/templates/${templateId}`)).statusCode).toBe(404);
    const copy = await call('b', 'POST', '/api/patients/prescriptions/templates', {
      name: 'Cópia',
      prescriptionId: rxId,
    });
    expect(copy.statusCode).toBe(404);
    // A's template is untouched.
    const one = await call('a', 'GET', `/api/patients/prescriptions/templates/${templateId}`);
    expect(one.json().name).toBe('Otite — cão');
  });

  it('refuses an empty, too long or duplicate name in pt-BR, whatever its case', async () => {
    const empty = await call('a', 'POST', '/api/patients/prescriptions/templates', {
      name: '  ',
      prescriptionId: rxId,
    });
    expect(empty.statusCode).toBe(400);
    const long = await call('a', 'POST', '/api/patients/prescriptions/templates', {
      name: 'x'.repeat(81),
      prescriptionId: rxId,
    });
    expect(long.statusCode).toBe(400);
    const dup = await call('a', 'POST', '/api/patients/prescriptions/templates', {
      name: 'OTITE — CÃO',
      prescriptionId: rxId,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      code: 'PRESCRIPTION_TEMPLATE_NAME_TAKEN',
      message: expect.stringContaining('modelo'),
    });
    // The same name is free for B.
    const bOwner = (await call('b', 'POST', '/api/patients/owners', OWNER)).json().id;
    const bPatient = (await call('b', 'POST', '/api/patients', { ...DOG, ownerId: bOwner })).json().id;
    const bRx = (
      await call('b', 'POST', '/api/patients/prescriptions', { patientId: bPatient, pages: [[item()]] })
    ).json().id;
    const bTemplate = await call('b', 'POST', '/api/patients/prescriptions/templates', {
      name: 'Otite — cão',
      prescriptionId: bRx,
    });
    expect(bTemplate.statusCode, bTemplate.body).toBe(200);
  });

  it('renames, refusing a name taken by another of the vet’s templates', async () => {
    const second = await call('a', 'POST', '/api/patients/prescriptions/templates', {
      name: 'Dor pós-operatória',
      prescriptionId: rxId,
    });
    const secondId = second.json().id;
    const taken = await call('a', 'PATCH', `/api/patients/prescriptions/templates/${secondId}`, {
      name: 'otite — cão',
    });
    expect(taken.statusCode).toBe(409);
    const renamed = await call('a', 'PATCH', `/api/patients/prescriptions/templates/${secondId}`, {
      name: 'Dor — cão',
    });
    expect(renamed.json().name).toBe('Dor — cão');
    const deleted = await call('a', 'DELETE', `/api/patients/prescriptions/templates/${secondId}`);
    expect(deleted.json()).toEqual({ deleted: true, id: secondId });
    expect((await call('a', 'GET', `/api/patients/prescriptions/templates/${secondId}`)).statusCode).toBe(404);
  });

  it('stops at 100 templates', async () => {
    const [a] = await t.database.db.select({ uid: users.uid }).from(users).where(eq(users.email, VET_A.email));
    const existing = (await call('a', 'GET', '/api/patients/prescriptions/templates')).json().templates.length;
    await t.database.db.insert(prescriptionTemplates).values(
      Array.from({ length: 100 - existing }, (_, i) => ({
        uid: a?.uid as string,
        name: `Modelo ${i}`,
        pages: [],
        itemCount: 0,
      })),
    );
    const over = await call('a', 'POST', '/api/patients/prescriptions/templates', {
      name: 'Mais um',
      prescriptionId: rxId,
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('PRESCRIPTION_TEMPLATE_LIMIT');
  });

  it('goes with the account: the LGPD erasure removes A’s templates and no one else’s', async () => {
    const [a] = await t.database.db.select({ uid: users.uid }).from(users).where(eq(users.email, VET_A.email));
    await t.database.db.transaction((tx) => t.app.personalData.erase(tx, a?.uid as string));
    expect(
      await t.database.db
        .select()
        .from(prescriptionTemplates)
        .where(eq(prescriptionTemplates.uid, a?.uid as string)),
    ).toEqual([]);
    expect((await call('b', 'GET', '/api/patients/prescriptions/templates')).json().templates).toHaveLength(1);
  });
});
