import { ANIMAL, type AnimalId } from '@vetor/domain/platform/enums';
import { onLogout } from './session';
import { readJson, removeKey, writeJson } from './storage';
import { createStore, useStore } from './store';

// The patient in hand (docs/decisions/web-patient-context.md): set once from the header chip, read
// by every dose card and by any screen that computes for a weight. Kept in local storage until the
// vet clears it or signs out, so it survives reloads and works offline.

export interface PatientContextValue {
  species: AnimalId;
  weightKg: number;
  name?: string;
  /** Set when chosen from the vet's patient list. */
  patientId?: string;
}

const KEY = 'patient-context';

function valid(value: unknown): value is PatientContextValue {
  const v = value as Partial<PatientContextValue> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    (v.species === ANIMAL.DOG || v.species === ANIMAL.CAT) &&
    typeof v.weightKg === 'number' &&
    v.weightKg > 0 &&
    (v.name === undefined || typeof v.name === 'string') &&
    (v.patientId === undefined || typeof v.patientId === 'string')
  );
}

function stored(): PatientContextValue | null {
  const value = readJson<unknown>(KEY);
  return valid(value) ? value : null;
}

export const patientContextStore = createStore<PatientContextValue | null>(stored());

export function setPatient(patient: PatientContextValue): void {
  const clean: PatientContextValue = { species: patient.species, weightKg: patient.weightKg };
  if (patient.name?.trim()) clean.name = patient.name.trim();
  if (patient.patientId) clean.patientId = patient.patientId;
  writeJson(KEY, clean);
  patientContextStore.set(clean);
}

export function clearPatient(): void {
  removeKey(KEY);
  patientContextStore.set(null);
}

// A patient's name is the vet's data: it does not outlive the session on a shared computer.
onLogout(clearPatient);

/** `{ patient, setPatient, clearPatient }`: the patient in hand, or null. */
export function usePatientContext() {
  const patient = useStore(patientContextStore);
  return { patient, setPatient, clearPatient };
}

/** The patient as the calculators' URL parameters read it (?species=1&weight=12,5). */
export function patientSearchParams(patient: PatientContextValue): URLSearchParams {
  return new URLSearchParams({ species: String(patient.species), weight: String(patient.weightKg).replace('.', ',') });
}
