import { TIMEOUTS_MS } from '@vetor/domain/platform/constants';

/** Every patient and owner call gives up after the spec's 10 s (spec 3 §7 Patients and owners). */
export const patientsTimeout = { timeoutMs: TIMEOUTS_MS.patients };
