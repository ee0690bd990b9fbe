import { afterEach, describe, expect, it } from 'vitest';
import { config } from '../config';
import { clearPatient, patientContextStore, patientSearchParams, setPatient } from './patient-context';
import { clearSession } from './session';

const key = `${config.storagePrefix}patient-context`;

afterEach(() => clearPatient());

describe('patient context', () => {
  it('keeps the patient in local storage until cleared, without blank names', () => {
    setPatient({ species: 2, weightKg: 4.5, name: '  ' });
    expect(patientContextStore.get()).toEqual({ species: 2, weightKg: 4.5 });
    expect(JSON.parse(localStorage.getItem(key) ?? 'null')).toEqual({ species: 2, weightKg: 4.5 });
    clearPatient();
    expect(patientContextStore.get()).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('is forgotten at logout', () => {
    setPatient({ species: 1, weightKg: 20, name: 'Rex', patientId: 'p1' });
    clearSession();
    expect(patientContextStore.get()).toBeNull();
  });

  it('gives the calculators their URL parameters, with a comma decimal', () => {
    expect(patientSearchParams({ species: 1, weightKg: 12.5 }).toString()).toBe('species=1&weight=12%2C5');
  });
});
