// Rules of docs/product/calculators-patients-prescriptions-management.md §5 Patient and Owner, shared by the wizard on the web and the server's schemas.
import { isRealIsoDate, parseMaskedDate } from '../accounts/accounts.rules.js';
import { LIMITS, MS_PER_YEAR } from '../platform/constants.js';
import type { AnimalId } from '../platform/enums.js';
import { breedsFor } from './breeds.js';

export const PATIENT_NAME_MAX = LIMITS.nameMaxLength;
/** Heaviest plausible dog (an English Mastiff is ~100 kg); beyond that the weight is a typo. */
export const PATIENT_WEIGHT_MAX_KG = 150;
export const PATIENT_AGE_MAX_YEARS = 40;

/**
 * Lower case without accents, the form names are stored (patients' searchName) and searched in. Not
 * platform/fold-text: this one also drops standalone marks ("D´Ávila" → "davila"), and the stored
 * keys must keep matching.
 */
export function searchText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ');
}

/** A search needs at least 3 letters (docs/product/calculators-patients-prescriptions-management.md §5); digits count, so a CPF can be searched. */
export function isSearchLongEnough(value: string): boolean {
  return searchText(value).replace(/[^\p{L}\p{N}]/gu, '').length >= LIMITS.patientSearchMinLetters;
}

export function isValidPatientName(value: string): boolean {
  const name = value.trim();
  return name.length >= 1 && name.length <= PATIENT_NAME_MAX && /\p{L}/u.test(name);
}

/** An owner's name: letters (accents allowed), spaces, apostrophes, hyphens and dots; up to 40. */
export function isValidOwnerName(value: string): boolean {
  const name = value.trim().replace(/\s+/g, ' ');
  return name.length >= 2 && name.length <= LIMITS.nameMaxLength && /^[\p{L}][\p{L} '.-]*$/u.test(name);
}

export function isValidBreed(species: AnimalId, breed: string): boolean {
  return breedsFor(species).includes(breed);
}

export function isValidWeight(kg: number): boolean {
  return Number.isFinite(kg) && kg > 0 && kg <= PATIENT_WEIGHT_MAX_KG;
}

export function isValidAge(years: number): boolean {
  return Number.isFinite(years) && years >= 0 && years <= PATIENT_AGE_MAX_YEARS;
}

/** A DD/MM/YYYY birthday that is a real date, not in the future and not older than 40 years. */
export function isValidPatientBirthday(masked: string, now: Date = new Date()): boolean {
  const iso = parseMaskedDate(masked);
  if (!iso || !isRealIsoDate(iso)) return false;
  const age = (now.getTime() - Date.parse(`${iso}T00:00:00Z`)) / MS_PER_YEAR;
  return age >= 0 && age <= PATIENT_AGE_MAX_YEARS;
}

/** Age in whole years from the birthday, or the stored age. */
export function patientAgeYears(
  patient: { hasBirthday: boolean; birthday?: string | null; age?: number | null },
  now: Date = new Date(),
): number | null {
  if (patient.hasBirthday && patient.birthday) {
    const iso = parseMaskedDate(patient.birthday);
    if (!iso) return null;
    return Math.floor((now.getTime() - Date.parse(`${iso}T00:00:00Z`)) / MS_PER_YEAR);
  }
  return patient.age ?? null;
}

/** '3 anos', '1 ano', 'menos de 1 ano' — written out, as the guide asks. */
export function formatAge(years: number | null): string {
  if (years === null) return 'Não informada';
  if (years < 1) return 'Menos de 1 ano';
  const whole = Math.floor(years);
  return whole === 1 ? '1 ano' : `${whole} anos`;
}
