import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The safety check through HTTP on a real database seeded with the content library: a Border Collie
// with ivermectin and meloxicam + prednisolona is flagged, a plain amoxicillin is not, and another
// vet's patient is not found.

let t: TestApp;
const tokens: Record<'a' | 'b', string> = { a: '', b: '' };
let patientId = '';

async function createVet(email: string, cpf: string) {
  const [row] = await t.database.db
    .insert(users)
    .values({
      email,
      providers: ['password'],
      displayName: 'Vet Teste',
      displayNamePrefix: 'Dra.',
      nationality: 0,
      cpf,
      crmvNumber: '12345',
      crmvState: 'SP',
      phone: '11987654321',
      address: null,
      questions: { veterinaryStatus: 1, interests: [], academicDegrees: [] },
    })
    .returning({ uid: users.uid });
  return (await t.app.tokens.sign({ uid: row?.uid as string, email, entitlements: [], provider: 'password' })).token;
}

const call = (who: 'a' | 'b', url: string, body: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${tokens[who]}` }, payload: body });

beforeAll(async () => {
  t = await createTestApp();
  tokens.a = await createVet('ana@vet.example', '52998224725');
  tokens.b = await createVet('bruno@vet.example', '11144477735');
  const owner = await call('a', '/api/patients/owners', {
    name: 'João da Conceição Araújo',
    cpf: '111.444.777-35',
    email: 'joao@tutor.example',
    phone: '(11) 98765-4321',
    address: 'Rua das Acácias, 45, Pinheiros, São Paulo/SP',
  });
  const patient = await call('a', '/api/patients', {
    name: 'Nina',
    species: 1,
    sex: 1,
    breed: 'Border Collie',
    weight: 18,
    hasBirthday: false,
    age: 3,
    ownerId: owner.json().id,
  });
  expect(patient.statusCode, patient.body).toBe(200);
  patientId = patient.json().id;
});
afterAll(() => t.close());

const item = (drugId: string, dosePerKg?: { value: number; measurement: string }) => ({
  name: drugId,
  drugIds: [drugId],
  dosePerKg,
});

describe('POST /patients/prescriptions/safety-check', () => {
  it('flags ivermectin for a Border Collie, meloxicam + prednisolona and a 10x dose', async () => {
    const res = await call('a', '/api/patients/prescriptions/safety-check', {
      patientId,
      items: [item('ivermectina'), item('meloxicam', { value: 2, measurement: 'mg/kg' }), item('prednisolona')],
    });
    expect(res.statusCode, res.body).toBe(200);
    const kinds = res.json().warnings.map((w: { kind: string }) => w.kind);
    expect(kinds).toEqual(expect.arrayContaining(['breed', 'interaction', 'dose']));
  });

  it('stays silent on amoxicillin and hides another vet patient', async () => {
    const ok = await call('a', '/api/patients/prescriptions/safety-check', { patientId, items: [item('amoxicilina')] });
    expect(ok.json()).toEqual({ warnings: [] });
    const other = await call('b', '/api/patients/prescriptions/safety-check', { patientId, items: [] });
    expect(other.statusCode).toBe(404);
  });
});
