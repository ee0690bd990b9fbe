import type { PrescriptionItemInput } from '@vetor/domain/prescriptions/prescriptions.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { callAs, createVet, DOG, OWNER, VET_A } from '../../test/vets.js';

// Posology a pharmacy can dispense (issue 39), through HTTP on a real database: the options of a
// principle carry each presentation read for form and strength, and a save whose route contradicts
// the item's form is refused with a pt-BR message instead of printed.

let t: TestApp;
const tokens = { a: '' };
const call = callAs(() => t, tokens);
let patientId = '';

beforeAll(async () => {
  t = await createTestApp();
  tokens.a = await createVet(t, VET_A);
  const owner = await call('a', 'POST', '/api/patients/owners', OWNER);
  const patient = await call('a', 'POST', '/api/patients', { ...DOG, ownerId: owner.json().id });
  expect(patient.statusCode, patient.body).toBe(200);
  patientId = patient.json().id;
}, 60_000);
afterAll(() => t.close());

const tramadol = (over: Partial<PrescriptionItemInput>): PrescriptionItemInput => ({
  id: 'i1',
  name: 'Tramadol (uso humano)',
  option: { concentration: null, display: 'Cápsula 50 mg', package: null },
  freeText: false,
  route: 'VO',
  posology: 'Dar 1 cápsula de 50 mg por via oral a cada 8 horas por 7 dias.',
  quantity: '21 cápsulas',
  page: 0,
  type: 2,
  drugsList: [{ drug: 'Tramadol', drugId: 'tramadol', category: 1 }],
  ...over,
});
const save = (item: PrescriptionItemInput) =>
  call('a', 'POST', '/api/patients/prescriptions', { patientId, pages: [[item]] });

describe('dispensable prescriptions', { timeout: 60_000 }, () => {
  it("lists each product's presentations with the form and strength read from the label", async () => {
    const res = await call('a', 'GET', '/api/patients/prescriptions/options?drugIds=tramadol&species=1');
    expect(res.statusCode, res.body).toBe(200);
    const presentations = res.json().presentations as {
      name: string;
      presentation: string;
      pack: string | null;
      dispensable: unknown;
    }[];
    const human = presentations.filter((p) => p.name === 'Tramadol (uso humano)');
    expect(human.find((p) => p.presentation === 'Cápsula 50 mg')).toMatchObject({
      pack: '10 cápsulas',
      dispensable: { form: 'cápsula', strengthMg: 50 },
    });
    expect(human.find((p) => p.presentation === 'Solução injetável 50 mg/mL')?.dispensable).toEqual({
      form: 'injetável',
      strengthMg: 50,
    });
    const vet = presentations.find((p) => p.presentation === 'Comprimidos 40 mg');
    expect(vet).toMatchObject({ name: 'Cronidor', dispensable: { form: 'comprimido', strengthMg: 40 } });
  });

  it('saves an item whose route, form and posology agree', async () => {
    expect((await save(tramadol({}))).statusCode).toBe(200);
    const injectable = tramadol({
      option: { display: 'Solução injetável 50 mg/mL' },
      route: 'SC',
      posology: 'Aplicar 1 mL do injetável de 50 mg/mL por via subcutânea a cada 8 horas por 3 dias.',
    });
    expect((await save(injectable)).statusCode).toBe(200);
  });

  it('refuses an injectable "por via oral" and a capsule by injection, with a pt-BR message', async () => {
    const oralInjectable = await save(
      tramadol({
        option: { display: 'Solução injetável 50 mg/mL' },
        route: 'SC',
        posology: 'Dar 1 comprimido por via oral a cada 8 horas.',
      }),
    );
    expect(oralInjectable.statusCode).toBe(400);
    expect(oralInjectable.json()).toMatchObject({
      code: 'PRESCRIPTION_ROUTE_FORM_MISMATCH',
      message:
        'Tramadol (uso humano) (Solução injetável 50 mg/mL) não pode ser dado por via oral. Corrija a via ou a posologia do item antes de salvar.',
    });
    const injectedCapsule = await save(tramadol({ route: 'IV ou IM' }));
    expect(injectedCapsule.statusCode).toBe(400);
    expect(injectedCapsule.json().message).toContain('por via intravenosa');
  });

  it('leaves free text and labels it cannot read to the vet', async () => {
    const free = tramadol({ freeText: true, type: 3, option: null, route: 'SC', drugsList: [] });
    expect((await save(free)).statusCode).toBe(200);
    expect((await save(tramadol({ option: { display: 'Comprimido' }, route: 'SC' }))).statusCode).toBe(200);
  });
});
