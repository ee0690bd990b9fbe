import { execFileSync } from 'node:child_process';
import type { PrescriptionItemInput } from '@vetor/domain/prescriptions/prescriptions.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { callAs, createVet, OWNER, VET_A, VET_B } from '../../test/vets.js';

// The safety check through HTTP on a real database seeded with the content library: a Border Collie
// with ivermectin and meloxicam + prednisolona is flagged, a plain amoxicillin is not, a renal-flagged
// dog with meloxicam is, and the acknowledgement is stored with A's draft where B can neither read
// nor write it.

let t: TestApp;
const tokens: Record<'a' | 'b', string> = { a: '', b: '' };
const call = callAs(() => t, tokens);
let ownerId = '';
let patientId = '';

const patient = (over: object) => ({
  name: 'Nina',
  species: 1,
  sex: 1,
  breed: 'Border Collie',
  weight: 18,
  hasBirthday: false,
  age: 3,
  ownerId,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  tokens.a = await createVet(t, VET_A);
  tokens.b = await createVet(t, VET_B);
  ownerId = (await call('a', 'POST', '/api/patients/owners', OWNER)).json().id;
  const res = await call('a', 'POST', '/api/patients', patient({}));
  expect(res.statusCode, res.body).toBe(200);
  patientId = res.json().id;
});
afterAll(() => t.close());

const item = (drugId: string, dosePerKg?: { value: number; measurement: string }) => ({
  name: drugId,
  drugIds: [drugId],
  dosePerKg,
});

const draftItem = (id: string, drugId: string, name: string): PrescriptionItemInput => ({
  id,
  name,
  freeText: false,
  posology: 'Dar 1 comprimido por via oral a cada 24 horas por 5 dias.',
  page: 0,
  type: 0,
  drugsList: [{ drug: name, drugId, category: 1 }],
});

describe('POST /patients/prescriptions/safety-check', () => {
  it('flags ivermectin for a Border Collie, meloxicam + prednisolona and a 10x dose', async () => {
    const res = await call('a', 'POST', '/api/patients/prescriptions/safety-check', {
      patientId,
      items: [item('ivermectina'), item('meloxicam', { value: 2, measurement: 'mg/kg' }), item('prednisolona')],
    });
    expect(res.statusCode, res.body).toBe(200);
    const kinds = res.json().warnings.map((w: { kind: string }) => w.kind);
    expect(kinds).toEqual(expect.arrayContaining(['breed', 'interaction', 'dose']));
  });

  it('stays silent on amoxicillin and hides another vet patient', async () => {
    const ok = await call('a', 'POST', '/api/patients/prescriptions/safety-check', {
      patientId,
      items: [item('amoxicilina')],
    });
    expect(ok.json()).toEqual({ warnings: [] });
    const other = await call('b', 'POST', '/api/patients/prescriptions/safety-check', { patientId, items: [] });
    expect(other.statusCode).toBe(404);
  });

  it('warns on meloxicam once the patient is flagged renal, and B cannot set A patient flags', async () => {
    const before = await call('a', 'POST', '/api/patients/prescriptions/safety-check', {
      patientId,
      items: [item('meloxicam')],
    });
    expect(before.json().warnings).toEqual([]);

    const byB = await call('b', 'POST', '/api/patients', patient({ id: patientId, renalDisease: true }));
    expect(byB.json().code).toBe('PATIENTS_NO_DATA');

    const flagged = await call('a', 'POST', '/api/patients', patient({ id: patientId, renalDisease: true }));
    expect(flagged.json()).toMatchObject({ renalDisease: true, hepaticDisease: false });
    expect((await call('a', 'GET', `/api/patients/${patientId}`)).json()).toMatchObject({ renalDisease: true });

    const after = await call('a', 'POST', '/api/patients/prescriptions/safety-check', {
      patientId,
      items: [item('meloxicam')],
    });
    expect(after.json().warnings).toMatchObject([{ kind: 'organ', id: 'organ:renal:meloxicam', level: 2 }]);
    await call('a', 'POST', '/api/patients', patient({ id: patientId }));
  });
});

describe('POST /patients/prescriptions/safety-acknowledgements', () => {
  it('stores what the check finds among the acknowledged ids; B can neither write nor read it', async () => {
    const pages = [[draftItem('i1', 'meloxicam', 'Meloxicam'), draftItem('i2', 'prednisolona', 'Prednisolona')]];
    const draft = await call('a', 'POST', '/api/patients/prescriptions', { patientId, pages });
    expect(draft.statusCode, draft.body).toBe(200);
    const id = draft.json().id;
    expect(draft.json().safetyAcknowledgement).toBeNull();

    const url = '/api/patients/prescriptions/safety-acknowledgements';
    const warningIds = ['interaction:meloxicam+prednisolona', 'breed:made-up'];
    const byB = await call('b', 'POST', url, { prescriptionId: id, warningIds });
    expect(byB.statusCode).toBe(404);

    const res = await call('a', 'POST', url, { prescriptionId: id, warningIds });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      warnings: [{ id: 'interaction:meloxicam+prednisolona', kind: 'interaction', level: 3 }],
    });
    expect(res.json().warnings).toHaveLength(1);

    const detail = await call('a', 'GET', `/api/patients/prescriptions/${id}`);
    expect(detail.json().prescription.safetyAcknowledgement).toEqual(res.json());
    expect((await call('b', 'GET', `/api/patients/prescriptions/${id}`)).statusCode).toBe(404);

    // A change of the items makes the acknowledgement stale: it goes.
    const changed = await call('a', 'POST', '/api/patients/prescriptions', { id, patientId, pages: [[pages[0]![0]!]] });
    expect(changed.json().safetyAcknowledgement).toBeNull();
  });

  it('prints no warning on the guides nor on the validation page; the record keeps the acknowledgement', async () => {
    const pages = [[draftItem('i1', 'meloxicam', 'Meloxicam'), draftItem('i2', 'prednisolona', 'Prednisolona')]];
    const id = (await call('a', 'POST', '/api/patients/prescriptions', { patientId, pages })).json().id;
    const ack = await call('a', 'POST', '/api/patients/prescriptions/safety-acknowledgements', {
      prescriptionId: id,
      warningIds: ['interaction:meloxicam+prednisolona'],
    });
    const warning = ack.json().warnings[0].message as string;
    const files = await call('a', 'POST', '/api/patients/prescriptions/files', { prescriptionId: id });
    expect(files.statusCode, files.body).toBe(200);
    const pdf = await call('a', 'GET', `/api/patients/prescriptions/${id}/files/1`);
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf.rawPayload, encoding: 'utf8' });
    expect(text).toContain('Meloxicam');
    // The owner and the pharmacy read the guide: the vet's acknowledgement is not theirs to read.
    expect(text).not.toMatch(/alerta|\bciente\b|interaç/i);
    expect(text).not.toContain(warning.slice(0, 30));
    const code = files.json().prescription.validationCode as string;
    const validation = await call(null, 'GET', `/api/patients/prescriptions/validations/${code}`);
    expect(validation.statusCode, validation.body).toBe(200);
    expect(JSON.stringify(validation.json())).not.toMatch(/alerta|acknowledg|interaction/i);
    // Generating the guides does not change the items: the acknowledgement stays on the record.
    const detail = await call('a', 'GET', `/api/patients/prescriptions/${id}`);
    expect(detail.json().prescription.safetyAcknowledgement).toEqual(ack.json());
  });
});
