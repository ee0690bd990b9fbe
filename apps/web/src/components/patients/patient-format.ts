import { formatNumber } from '@vetor/domain/calculators/format';
import { formatAge, patientAgeYears } from '@vetor/domain/patients/patients.rules';
import type { Patient } from '@vetor/domain/patients/patients.schemas';
import { ANIMAL_LABELS, type AnimalId } from '@vetor/domain/platform/enums';

/** 'Cão · Labrador Retriever · Macho · 5 anos · 32,5 kg' */
export function patientLine(p: Patient): string {
  return [
    ANIMAL_LABELS[p.species as AnimalId],
    p.breed,
    p.sex === 0 ? 'Macho' : 'Fêmea',
    formatAge(patientAgeYears(p)),
    `${formatNumber(p.weight, 2)} kg`,
  ].join(' · ');
}

/** 'Doença renal · Doença hepática', or null (shown as "Não informado") when neither is flagged. */
export function patientConditions(p: Pick<Patient, 'renalDisease' | 'hepaticDisease'>): string | null {
  const flags = [p.renalDisease && 'Doença renal', p.hepaticDisease && 'Doença hepática'].filter(Boolean);
  return flags.length ? flags.join(' · ') : null;
}
