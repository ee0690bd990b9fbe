import { describe, expect, it } from 'vitest';
import {
  ageInYears,
  formatMaskedDate,
  graduationYears,
  isProfileComplete,
  isValidBirthday,
  isValidCpf,
  isValidCrmvNumber,
  isValidCrmvState,
  isValidDisplayName,
  isValidDisplayNamePrefix,
  isValidEmail,
  isValidEmailCode,
  isValidNationality,
  isValidPassword,
  isValidPhone,
  isValidZipCode,
  normalizeEmail,
  parseMaskedDate,
} from './accounts.rules.js';
import { VETERINARY_COLLEGES } from './colleges.js';
import { COUNTRIES } from './countries.js';
import { ACADEMIC_DEGREES, AREAS_OF_INTEREST } from './interests.js';
import { CEP_RANGES, UFS, ufOfCep } from './states.js';

describe('e-mail', () => {
  it.each(['ana@vet.com.br', '  Ana.Silva+vet@Clinica.COM ', 'a_b@x.io'])('accepts %j', (v) =>
    expect(isValidEmail(v)).toBe(true),
  );
  it.each(['', 'ana', 'ana@', '@vet.com', 'ana@vet', 'ana silva@vet.com', 'ana@vet.c', 'a@@b.com'])('refuses %j', (v) =>
    expect(isValidEmail(v)).toBe(false),
  );
  it('is trimmed and lower-cased', () => expect(normalizeEmail('  Ana@VET.com ')).toBe('ana@vet.com'));
});

describe('password', () => {
  it.each(['abc123', 'Senha1', 'a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5', 'çãé123'])('accepts %j', (v) =>
    expect(isValidPassword(v)).toBe(true),
  );
  it.each(['ab12', 'abcdef', '123456', 'abc 123', 'a1'.repeat(16), ''])('refuses %j', (v) =>
    expect(isValidPassword(v)).toBe(false),
  );
});

describe('e-mail code', () => {
  it.each(['1000', '4821', '9999'])('accepts %j', (v) => expect(isValidEmailCode(v)).toBe(true));
  it.each(['0999', '999', '10000', 'abcd', '12a4', ''])('refuses %j', (v) => expect(isValidEmailCode(v)).toBe(false));
});

describe('birthday', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  it('parses the DD/MM/YYYY mask into a real date only', () => {
    expect(parseMaskedDate('29/02/2000')).toBe('2000-02-29');
    expect(parseMaskedDate('29/02/2001')).toBeUndefined();
    expect(parseMaskedDate('31/04/1990')).toBeUndefined();
    expect(parseMaskedDate('1/1/1990')).toBeUndefined();
    expect(formatMaskedDate('1990-04-30')).toBe('30/04/1990');
  });
  it('needs 18 years counted as ms / 315576e5', () => {
    expect(isValidBirthday('1990-01-01', now)).toBe(true);
    expect(isValidBirthday('2008-06-14', now)).toBe(true);
    expect(isValidBirthday('2008-06-16', now)).toBe(false);
    expect(ageInYears('2008-06-15', now)).toBeCloseTo(18.0, 1);
  });
  it('refuses the future and impossible dates', () => {
    expect(isValidBirthday('2030-01-01', now)).toBe(false);
    expect(isValidBirthday('1990-13-01', now)).toBe(false);
    expect(isValidBirthday('01/01/1990', now)).toBe(false);
  });
});

describe('display name and prefix', () => {
  it.each(['Ana Silva', 'José da Conceição', 'Maria-Clara Souza', '  Ana   Silva  ', 'Lu Li'])('accepts %j', (v) =>
    expect(isValidDisplayName(v)).toBe(true),
  );
  it.each(['Ana', 'A', 'Ana S.', 'Ana Silva2', 'Ana -Silva', 'Ana- Silva', `Ana ${'a'.repeat(50)}`, ''])(
    'refuses %j',
    (v) => expect(isValidDisplayName(v)).toBe(false),
  );
  it('limits the prefix to 40 characters', () => {
    expect(isValidDisplayNamePrefix('Dra.')).toBe(true);
    expect(isValidDisplayNamePrefix('x'.repeat(41))).toBe(false);
  });
});

describe('CPF', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35'])('accepts %j', (v) => expect(isValidCpf(v)).toBe(true));
  it.each(['000.000.000-00', '111.111.111-11', '529.982.247-24', '529.982.247-2', '5299822472a', '529-982-247.25'])(
    'refuses %j',
    (v) => expect(isValidCpf(v)).toBe(false),
  );
});

describe('nationality, CRMV, phone', () => {
  it('knows every country with Brazil as 0', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(COUNTRIES[0]).toEqual({ id: 0, iso: 'BR', name: 'Brasil' });
    expect(new Set(COUNTRIES.map((c) => c.id)).size).toBe(249);
    expect(COUNTRIES.find((c) => c.iso === 'PT')?.name).toBe('Portugal');
    expect(isValidNationality(0)).toBe(true);
    expect(isValidNationality(248)).toBe(true);
    expect(isValidNationality(249)).toBe(false);
    expect(isValidNationality(-1)).toBe(false);
    expect(isValidNationality(1.5)).toBe(false);
  });
  it('checks CRMV number and state', () => {
    expect(isValidCrmvNumber('12345')).toBe(true);
    expect(isValidCrmvNumber('12345678')).toBe(true);
    expect(isValidCrmvNumber('123456789')).toBe(false);
    expect(isValidCrmvNumber('12a')).toBe(false);
    expect(isValidCrmvNumber('')).toBe(false);
    expect(isValidCrmvState('SP')).toBe(true);
    expect(isValidCrmvState('XX')).toBe(false);
  });
  it.each(['(11) 98765-4321', '11987654321', '(21) 3265-4321', '+55 11 98765-4321'])('accepts phone %j', (v) =>
    expect(isValidPhone(v)).toBe(true),
  );
  it.each(['98765-4321', '(00) 98765-4321', '(11) 8765-43', 'abc', ''])('refuses phone %j', (v) =>
    expect(isValidPhone(v)).toBe(false),
  );
});

describe('CEP within the UF range', () => {
  it('has 27 UFs, each with a range', () => {
    expect(UFS).toHaveLength(27);
    for (const uf of UFS) expect(CEP_RANGES[uf].length).toBeGreaterThan(0);
  });
  it.each([
    ['01310-100', 'SP'],
    ['20040-020', 'RJ'],
    ['70040-010', 'DF'],
    ['74000-000', 'GO'],
    ['69900-000', 'AC'],
    ['90010-000', 'RS'],
    ['69050000', 'AM'],
  ])('accepts %s in %s', (cep, uf) => expect(isValidZipCode(cep, uf)).toBe(true));
  it.each([
    ['01310-100', 'RJ'],
    ['00000-000', 'SP'],
    ['01310-10', 'SP'],
    ['0131-0100', 'SP'],
    ['abcde-fgh', 'SP'],
  ])('refuses %s in %s', (cep, uf) => expect(isValidZipCode(cep, uf)).toBe(false));
  it('finds the UF of a CEP', () => expect(ufOfCep('88010-000')).toBe('SC'));
});

describe('enumerations and profile rules', () => {
  it('has 27 areas from Oncologia to Medicina Felina and 10 degrees', () => {
    expect(AREAS_OF_INTEREST.map((a) => a.id)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
    expect(AREAS_OF_INTEREST[0].name).toBe('Oncologia');
    expect(AREAS_OF_INTEREST[26].name).toBe('Medicina Felina');
    expect(ACADEMIC_DEGREES.map((d) => d.id)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    expect(VETERINARY_COLLEGES.length).toBeGreaterThan(50);
  });
  it('offers 15 graduation years from the current one', () => {
    expect(graduationYears(new Date('2026-03-01'))).toEqual(Array.from({ length: 15 }, (_, i) => 2026 + i));
  });
  it('needs displayName, questions, birthday and nationality or cpf for a complete profile', () => {
    const base = { displayName: 'Ana Silva', questions: {}, birthday: '1990-01-01' };
    expect(isProfileComplete({ ...base, nationality: 0 })).toBe(true);
    expect(isProfileComplete({ ...base, nationality: null, cpf: '52998224725' })).toBe(true);
    expect(isProfileComplete({ ...base, nationality: null, cpf: null })).toBe(false);
    expect(isProfileComplete({ ...base, questions: null, nationality: 0 })).toBe(false);
  });
});

describe('storable text', () => {
  it('refuses control characters and lone surrogates', async () => {
    const { isStorableText } = await import('./accounts.rules.js');
    expect(isStorableText('Rua São João, 12 – apto 3')).toBe(true);
    expect(isStorableText('😀 ok')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\nb')).toBe(false);
    expect(isStorableText('a\ud800b')).toBe(false);
    expect(isValidEmail('a\u0000@b.com')).toBe(false);
  });
});
