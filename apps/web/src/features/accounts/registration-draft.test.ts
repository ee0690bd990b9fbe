import { describe, expect, it } from 'vitest';
import { bodyFor, draftFromUser, validate } from './registration-draft';

describe('registration draft', () => {
  const base = {
    ...draftFromUser(null),
    displayName: 'Ana Souza',
    birthday: '30/04/1990',
    cpf: '529.982.247-25',
  };
  it('builds a valid basic-data body from the masked inputs', () => {
    const body = bodyFor(base, ['basic']);
    expect(body).toEqual({ displayName: 'Ana Souza', birthday: '1990-04-30', nationality: 0, cpf: '529.982.247-25' });
    expect(validate(body).ok).toBe(true);
  });
  it('asks no CPF of a foreigner', () => {
    expect(bodyFor({ ...base, nationality: 4 }, ['basic'])).not.toHaveProperty('cpf');
  });
  it('names the draft field of each broken rule', () => {
    const bad = validate(bodyFor({ ...base, birthday: '31/02/1990' }, ['basic']));
    expect(bad).toEqual({ ok: false, issues: [{ field: 'birthday', code: 'SIGNUP_BIRTHDAY_ERROR' }] });
    const zip = validate(
      bodyFor(
        { ...base, zipCode: '01310-100', street: 'Rua A', number: '1', neighborhood: 'B', city: 'C', state: 'RJ' },
        ['address'],
      ),
    );
    expect(zip).toEqual({ ok: false, issues: [{ field: 'zipCode', code: 'INVALID_ZIP_CODE' }] });
    const status = validate(bodyFor(base, ['questions']));
    expect(status).toMatchObject({ ok: false, issues: [{ field: 'veterinaryStatus', code: 'REQUIRED_FIELD' }] });
  });
  it('names every invalid field at once, in the form order', () => {
    const empty = validate(bodyFor(draftFromUser(null), ['basic', 'address']));
    expect(empty.ok).toBe(false);
    const fields = empty.ok ? [] : empty.issues.map((i) => i.field);
    expect(fields).toEqual(expect.arrayContaining(['displayName', 'birthday', 'cpf', 'zipCode', 'street', 'city']));
    expect(new Set(fields).size).toBe(fields.length);
  });
  it('requires the CRMV number and UF of a veterinary professional', () => {
    const professional = { ...base, veterinaryStatus: 1, interests: [1] };
    expect(validate(bodyFor(professional, ['questions']))).toEqual({
      ok: false,
      issues: [{ field: 'crmvNumber', code: 'INVALID_CRMV' }],
    });
    expect(validate(bodyFor({ ...professional, crmvNumber: '12345' }, ['questions']))).toEqual({
      ok: false,
      issues: [{ field: 'crmvState', code: 'REQUIRED_FIELD' }],
    });
    expect(validate(bodyFor({ ...professional, crmvNumber: '12345', crmvState: 'SP' }, ['questions'])).ok).toBe(true);
    expect(validate(bodyFor({ ...base, veterinaryStatus: 2, interests: [1] }, ['questions'])).ok).toBe(true);
  });
  it('round-trips a stored user', () => {
    const draft = draftFromUser({ birthday: '1990-04-30', cpf: '52998224725', nationality: 0 });
    expect(draft).toMatchObject({ birthday: '30/04/1990', cpf: '529.982.247-25' });
  });
});
