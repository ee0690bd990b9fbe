import { TIMEOUTS_MS } from '@vetor/domain/platform/constants';

/** Every patient and owner call gives up after the spec's 10 s (docs/product/calculators-patients-prescriptions-management.md §7). */
export const patientsTimeout = { timeoutMs: TIMEOUTS_MS.patients };
