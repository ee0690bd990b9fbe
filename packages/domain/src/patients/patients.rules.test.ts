import { describe, expect, it } from 'vitest';
import { CAT_BREEDS, DOG_BREEDS } from './breeds.js';
import {
  formatAge,
  isSearchLongEnough,
  isValidOwnerName,
  isValidPatientBirthday,
  patientAgeYears,
  searchText,
} from './patients.rules.js';

describe('patients rules', () => {
  it('starts both breed lists with Não informado and Sem Raça Definida', () => {
    expect(DOG_BREEDS.slice(0, 2)).toEqual(['Não informado', 'Sem Raça Definida']);
    expect(CAT_BREEDS.slice(0, 2)).toEqual(['Não informado', 'Sem Raça Definida']);
    expect(DOG_BREEDS.length).toBeGreaterThan(80);
    expect(new Set(DOG_BREEDS).size).toBe(DOG_BREEDS.length);
  });
  it('searches without accents and needs 3 letters', () => {
    expect(searchText('  Thór  Conceição ')).toBe('thor conceicao');
    expect(isSearchLongEnough('th')).toBe(false);
    expect(isSearchLongEnough('tho')).toBe(true);
    expect(isSearchLongEnough('1.1')).toBe(false);
  });
  it('checks birthdays and ages', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(isValidPatientBirthday('10/03/2021', now)).toBe(true);
    expect(isValidPatientBirthday('31/02/2021', now)).toBe(false);
    expect(isValidPatientBirthday('10/03/2030', now)).toBe(false);
    expect(patientAgeYears({ hasBirthday: true, birthday: '10/03/2021' }, now)).toBe(5);
    expect(formatAge(0.5)).toBe('Menos de 1 ano');
    expect(formatAge(1)).toBe('1 ano');
  });
  it('accepts owner names with accents and apostrophes', () => {
    expect(isValidOwnerName("João D'Ávila")).toBe(true);
    expect(isValidOwnerName('J')).toBe(false);
    expect(isValidOwnerName('Ana 2')).toBe(false);
  });
});
