// Validation rules of docs/product/platform-accounts-subscription.md §5, as plain predicates: the zod schemas, the server and the web forms
// all call these, so a rule exists once.
import { isValidCpf as checkCpfDigits, isValidPhone as checkPhone } from '@brazilian-utils/brazilian-utils';
import { LIMITS, MS_PER_YEAR } from '../platform/constants.js';
import { NATIONALITY_BRAZIL, VETERINARY_STATUS } from '../platform/enums.js';
import { isCountryId } from './countries.js';
import { isUf, type Uf, ufOfCep } from './states.js';

export {
  EMAIL_MAX_LENGTH,
  isProfileComplete,
  isStorableText,
  isValidEmail,
  isValidEmailCode,
  isValidPassword,
  normalizeEmail,
} from './sign-in.rules.js';

/** 'DD/MM/YYYY' (the input mask) → 'YYYY-MM-DD' when it is a real calendar date. */
export function parseMaskedDate(masked: string): string | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(masked.trim());
  if (!match) return undefined;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return isRealIsoDate(iso) ? iso : undefined;
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'. */
export function formatMaskedDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

export function isRealIsoDate(iso: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Age in years as the spec counts it: elapsed milliseconds divided by 315576e5. */
export function ageInYears(iso: string, now: Date = new Date()): number {
  return (now.getTime() - Date.parse(`${iso}T00:00:00Z`)) / MS_PER_YEAR;
}

/** A real date, not in the future, at least 18 years ago (SIGNUP_BIRTHDAY_ERROR). */
export function isValidBirthday(iso: string, now: Date = new Date()): boolean {
  if (!isRealIsoDate(iso)) return false;
  const age = ageInYears(iso, now);
  return age >= 0 && age >= LIMITS.minimumAge;
}

function withoutAccents(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '');
}

export function normalizeName(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/**
 * Full name without abbreviations: 2–50 characters, letters only (accents ignored), hyphens only
 * inside words, at least two words (NAME_ERROR).
 */
export function isValidDisplayName(value: string): boolean {
  const name = normalizeName(value);
  if (name.length < LIMITS.displayNameMinLength || name.length > LIMITS.displayNameMaxLength) return false;
  const word = '[A-Za-z]+(?:-[A-Za-z]+)*';
  return new RegExp(`^${word}(?: ${word})+$`).test(withoutAccents(name));
}

export function isValidDisplayNamePrefix(value: string): boolean {
  return value.trim().length <= LIMITS.prefixMaxLength;
}

/** Digits of a CPF typed with or without the ###.###.###-## mask. */
export function cpfDigits(value: string): string {
  return value.replace(/[.\-\s]/g, '');
}

/** Mask ###.###.###-## (or the bare 11 digits), not all digits equal, both check digits right. */
export function isValidCpf(value: string): boolean {
  if (!/^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(value.trim())) return false;
  const digits = cpfDigits(value.trim());
  return !/^(\d)\1{10}$/.test(digits) && checkCpfDigits(digits);
}

export function formatCpf(digits: string): string {
  return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
}

/** ***.456.789-** : the middle six digits, as public copies show a CPF (the usual LGPD masking). */
export function maskCpf(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 ? `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**` : '';
}

export function isValidNationality(value: number): boolean {
  return Number.isInteger(value) && isCountryId(value);
}

export function isBrazilian(nationality: number | null | undefined): boolean {
  return nationality === NATIONALITY_BRAZIL;
}

export function isValidCrmvNumber(value: string): boolean {
  return new RegExp(`^\\d{1,${LIMITS.crmvNumberMaxDigits}}$`).test(value);
}

export function isValidCrmvState(value: string): value is Uf {
  return isUf(value);
}

/**
 * A veterinary professional (status 1) gives a CRMV number and its UF (docs/product/platform-accounts-subscription.md §5): the field that
 * is missing from the record as it will be saved, or null when the record is complete.
 */
export function missingProfessionalCrmv(record: {
  veterinaryStatus: number | null | undefined;
  crmvNumber: string | null | undefined;
  crmvState: string | null | undefined;
}): 'crmvNumber' | 'crmvState' | null {
  if (record.veterinaryStatus !== VETERINARY_STATUS.PROFESSIONAL) return null;
  if (!record.crmvNumber) return 'crmvNumber';
  if (!record.crmvState) return 'crmvState';
  return null;
}

/** #####-### (dash optional when typed) and inside the Correios range of the chosen UF. */
export function isValidZipCode(zip: string, state?: string): boolean {
  const uf = ufOfCep(zip);
  if (!uf) return false;
  return state === undefined || uf === state;
}

export function formatZipCode(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : value;
}

/** A Brazilian landline or mobile number with its area code (DDD), masked or not. */
export function isValidPhone(value: string): boolean {
  const trimmed = value.trim();
  if (!/^[\d\s()+-]+$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').replace(/^55(?=\d{10,11}$)/, '');
  return (digits.length === 10 || digits.length === 11) && checkPhone(digits);
}

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').replace(/^55(?=\d{10,11}$)/, '');
}

/** The graduation years a person can give: from 1930 up to the last year a student may choose. */
export function graduationYearRange(now: Date = new Date()): { min: number; max: number } {
  return { min: 1930, max: now.getFullYear() + LIMITS.graduationYearsAhead };
}

/** Graduation-year choices: the current year up to 14 years ahead (15 values). */
export function graduationYears(now: Date = new Date()): number[] {
  const first = now.getFullYear();
  return Array.from({ length: LIMITS.graduationYearsAhead + 1 }, (_, i) => first + i);
}
