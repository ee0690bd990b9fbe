import { describe, expect, it } from 'vitest';
import {
  addressSchema,
  birthdaySchema,
  cpfSchema,
  emailSchema,
  questionsSchema,
  sessionResponse,
  updateUserBody,
  userSchema,
} from './accounts.schemas.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('schemas carry message keys and normalise', () => {
  it('normalises the e-mail and names INVALID_EMAIL', () => {
    expect(emailSchema.parse(' Ana@Vet.COM ')).toBe('ana@vet.com');
    expect(firstMessage(emailSchema.safeParse('ana@'))).toBe('INVALID_EMAIL');
    expect(firstMessage(emailSchema.safeParse(3))).toBe('INVALID_EMAIL');
  });
  it('stores the CPF without dots and dashes', () => {
    expect(cpfSchema.parse('529.982.247-25')).toBe('52998224725');
    expect(firstMessage(cpfSchema.safeParse('111.111.111-11'))).toBe('SIGNUP_CPF_HINT');
  });
  it('refuses an under-age birthday', () => {
    expect(firstMessage(birthdaySchema.safeParse('2020-01-01'))).toBe('SIGNUP_BIRTHDAY_ERROR');
  });
  it('checks the address CEP against the UF and requires the fields', () => {
    const ok = {
      zipCode: '01310100',
      street: 'Av. Paulista',
      number: '1000',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    };
    expect(addressSchema.parse(ok)).toMatchObject({ zipCode: '01310-100', country: 'Brasil' });
    const wrongUf = addressSchema.safeParse({ ...ok, state: 'RJ' });
    expect(firstMessage(wrongUf)).toBe('INVALID_ZIP_CODE');
    expect(wrongUf.error?.issues[0]?.path).toEqual(['zipCode']);
    expect(firstMessage(addressSchema.safeParse({ ...ok, street: '  ' }))).toBe('REQUIRED_FIELD');
    expect(addressSchema.safeParse({ ...ok, complement: undefined }).success).toBe(true);
  });
  it('validates questions with 1-based ids', () => {
    expect(questionsSchema.parse({ veterinaryStatus: 1, interests: [27, 1, 1], academicDegrees: [10] })).toMatchObject({
      interests: [1, 27],
      academicDegrees: [10],
    });
    expect(firstMessage(questionsSchema.safeParse({ veterinaryStatus: 4 }))).toBe('REQUIRED_FIELD');
    expect(questionsSchema.safeParse({ veterinaryStatus: 2, interests: [0] }).success).toBe(false);
    expect(questionsSchema.safeParse({ veterinaryStatus: 2, academicDegrees: [11] }).success).toBe(false);
  });
  it('accepts a partial profile and refuses a CPF for a foreigner', () => {
    expect(updateUserBody.safeParse({ displayName: 'Ana Silva' }).success).toBe(true);
    expect(updateUserBody.safeParse({ cpf: '529.982.247-25', nationality: 4 }).success).toBe(false);
    expect(firstMessage(updateUserBody.safeParse({ crmvNumber: '123456789', crmvState: 'SP' }))).toBe('INVALID_CRMV');
    expect(firstMessage(updateUserBody.safeParse({ crmvNumber: '1234' }))).toBe('REQUIRED_FIELD');
    expect(updateUserBody.safeParse({ crmvNumber: '1234', crmvState: 'MG' }).success).toBe(true);
    expect(firstMessage(updateUserBody.safeParse({ phone: '123' }))).toBe('INVALID_PHONE');
  });
  it('never lets a password hash through the user response', () => {
    const user = userSchema.parse({
      uid: 'u',
      email: 'a@b.com',
      displayName: null,
      displayNamePrefix: null,
      birthday: null,
      cpf: null,
      nationality: null,
      phone: null,
      crmvNumber: null,
      crmvState: null,
      address: null,
      questions: null,
      entitlements: [],
      premiumStatus: false,
      isPremium: false,
      store: null,
      providerId: 'email',
      providers: ['email'],
      hasPassword: false,
      organization: null,
      createdAt: new Date().toISOString(),
      lastSignInAt: null,
      passwordHash: '$argon2id$secret',
    });
    expect(user).not.toHaveProperty('passwordHash');
    expect(sessionResponse.shape.user).toBe(userSchema);
  });
});
