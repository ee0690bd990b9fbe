import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { callAs, createVet, DOG, OWNER, VET_A, VET_B } from '../../test/vets.js';

// Owners and patients through HTTP on a real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL). What another vet can reach of them is proven with the prescriptions, in
// prescriptions.int.test.ts, where every personal route is walked as user B.

let t: TestApp;
const tokens: Record<'a' | 'b', string> = { a: '', b: '' };
const call = callAs(() => t, tokens);

beforeAll(async () => {
  t = await createTestApp();
  tokens.a = await createVet(t, VET_A);
  tokens.b = await createVet(t, VET_B);
});
afterAll(async () => {
  await t.close();
});

let ownerId = '';

describe('owners and patients', () => {
  it('registers an owner, refuses the same CPF for the same vet and accepts it for another', async () => {
    const res = await call('a', 'POST', '/api/patients/owners', OWNER);
    expect(res.statusCode, res.body).toBe(200);
    const owner = res.json();
    expect(owner).toMatchObject({ name: OWNER.name, cpf: '111.444.777-35', phone: '11987654321', patients: [] });
    ownerId = owner.id;

    const again = await call('a', 'POST', '/api/patients/owners', { ...OWNER, cpf: '11144477735' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CPF_ALREADY_REGISTERED');

    const other = await call('b', 'POST', '/api/patients/owners', OWNER);
    expect(other.statusCode, other.body).toBe(200);
  });

  it('checks the owner fields with the spec keys', async () => {
    const bad = await call('a', 'POST', '/api/patients/owners', { ...OWNER, cpf: '123.456.789-00' });
    expect(bad.json().code).toBe('SIGNUP_CPF_HINT');
    const phone = await call('a', 'POST', '/api/patients/owners', { ...OWNER, cpf: '390.533.447-05', phone: '123' });
    expect(phone.json().code).toBe('INVALID_PHONE');
    const email = await call('a', 'POST', '/api/patients/owners', { ...OWNER, cpf: '390.533.447-05', email: 'x@' });
    expect(email.json().code).toBe('INVALID_EMAIL');
  });

  it('edits only the contact of an owner', async () => {
    const res = await call('a', 'POST', '/api/patients/owners', {
      id: ownerId,
      name: 'Outro Nome',
      email: 'joao.novo@tutor.example',
      phone: '(11) 98765-4321',
      address: OWNER.address,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: OWNER.name, email: 'joao.novo@tutor.example' });
  });

  it('registers a dog with breed, birthday and weight rules', async () => {
    const dog = { ...DOG, ownerId };
    expect((await call('a', 'POST', '/api/patients', { ...dog, breed: 'Persa' })).json().code).toBe('BREED_ERROR');
    expect((await call('a', 'POST', '/api/patients', { ...dog, weight: 0 })).json().code).toBe('WEIGHT_ERROR');
    expect((await call('a', 'POST', '/api/patients', { ...dog, birthday: '31/02/2021' })).json().code).toBe(
      'INVALID_DATE',
    );
    expect((await call('a', 'POST', '/api/patients', { ...dog, hasBirthday: false })).json().code).toBe('AGE_ERROR');
    expect((await call('a', 'POST', '/api/patients', { ...dog, name: '' })).json().code).toBe('NAME_ERROR');
    const res = await call('a', 'POST', '/api/patients', dog);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Thór', ownerName: OWNER.name, weight: 32.5, birthday: '10/03/2021' });

    const owner = await call('a', 'GET', `/api/patients/owners/${ownerId}`);
    expect(owner.json().patients.map((p: { name: string }) => p.name)).toEqual(['Thór']);
  });

  it('searches patients and owners with 3 letters or more, accents ignored', async () => {
    expect((await call('a', 'GET', '/api/patients?search=th')).json().patients).toEqual([]);
    expect((await call('a', 'GET', '/api/patients?search=THOR')).json().patients).toHaveLength(1);
    expect((await call('a', 'GET', '/api/patients/owners?search=conceicao')).json().owners).toHaveLength(1);
    expect((await call('a', 'GET', '/api/patients/owners?search=111.444')).json().owners).toHaveLength(1);
    // The owner B registered with the same name is B's, not A's.
    expect((await call('a', 'GET', '/api/patients/owners?search=joao')).json().owners).toHaveLength(1);
    expect((await call('a', 'GET', '/api/patients/owners/00000000-0000-4000-8000-000000000000')).json().code).toBe(
      'PATIENTS_NO_DATA',
    );
  });
});
