import { IconPaw } from '@tabler/icons-react';
import { formatNumber } from '@vetor/domain/calculators/format';
import { ANIMAL_LABELS } from '@vetor/domain/platform/enums';
import { useState } from 'react';
import { lazyDialog } from '../lib/lazy-dialog';
import { type PatientContextValue, usePatientContext } from '../lib/patient-context';

// The header's patient chip: "Paciente" when none is set, "Rex · Cão · 12,5 kg" when one is. One
// tap opens the dialog that sets, changes or clears it (loaded on first opening).
const PatientContextDialog = lazyDialog(() => import('./patient-context-dialog'));

export function patientSummary(p: PatientContextValue): string {
  const parts = [ANIMAL_LABELS[p.species], `${formatNumber(p.weightKg, 2)} kg`];
  return (p.name ? [p.name, ...parts] : parts).join(' · ');
}

export function PatientContextChip() {
  const { patient } = usePatientContext();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`patient-chip${patient ? ' patient-chip-set' : ''}`}
        onClick={() => setOpen(true)}
        aria-label={patient ? `Paciente atual: ${patientSummary(patient)}. Alterar` : 'Definir paciente para as doses'}
        data-testid="patient-chip"
      >
        <IconPaw size={18} aria-hidden="true" />
        <span className="patient-chip-text">{patient ? patientSummary(patient) : 'Paciente'}</span>
      </button>
      <PatientContextDialog opened={open} onClose={() => setOpen(false)} />
    </>
  );
}
