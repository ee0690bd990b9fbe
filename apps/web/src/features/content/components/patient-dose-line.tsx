import { IconAlertTriangle, IconCalculator } from '@tabler/icons-react';
import { formatNumber } from '@vetor/domain/calculators/format';
import { formatPatientDose, patientDose } from '@vetor/domain/calculators/patient-dose';
import type { Dose } from '@vetor/domain/content/drug.schemas';
import { ANIMAL_LABELS, type AnimalId } from '@vetor/domain/platform/enums';
import { Link } from 'react-router';
import { type PatientContextValue, patientSearchParams, usePatientContext } from '../../../lib/patient-context';

// Under a dose card, for the patient set in the header: what to give (mg, mL or tablets of the
// dose's first presentation), low to high, and a link to the dose calculator filled in. A dose of
// the other species says so instead of computing (docs/decisions/web-patient-context.md).

const SPECIES_PLURAL: Record<AnimalId, string> = { 1: 'cães', 2: 'gatos' };

/** The dose calculator's address filled with the patient, the dose (range kept) and its presentation. */
export function doseCalculatorLink(dose: Dose, patient: PatientContextValue): string {
  const params = patientSearchParams(patient);
  params.set('dose', dose.dose);
  if (/^(mg|mcg|g|UI|mL)\/kg$/.test(dose.measurement)) params.set('doseUnit', dose.measurement);
  const option = dose.options?.[0];
  if (option) {
    params.set('concentration', String(option.concentration).replace('.', ','));
    params.set('concentrationUnit', option.unit);
  }
  return `/calculators/dose-calculator/custom?${params.toString()}`;
}

export function PatientDoseLine({ dose }: { dose: Dose }) {
  const { patient } = usePatientContext();
  if (!patient) return null;
  const who = patient.name ?? ANIMAL_LABELS[patient.species];
  const weight = `${formatNumber(patient.weightKg, 2)} kg`;
  if (!dose.animals.includes(patient.species)) {
    return (
      <div className="patient-dose patient-dose-mismatch" role="note" data-testid="patient-dose-mismatch">
        <IconAlertTriangle size={18} aria-hidden="true" />
        <span>
          Dose para {dose.animals.map((a) => SPECIES_PLURAL[a as AnimalId]).join(' e ')}: o paciente ({who}) é{' '}
          {patient.species === 1 ? 'um cão' : 'um gato'}. Cálculo não mostrado.
        </span>
      </div>
    );
  }
  const result = patientDose(dose, patient.weightKg);
  if (!result) return null;
  const text = formatPatientDose(result);
  return (
    <div className="patient-dose" data-testid="patient-dose">
      <div className="patient-dose-values">
        <span className="patient-dose-who">
          {who} · {weight}
        </span>
        <span className="patient-dose-total" data-testid="patient-dose-total">
          {text.total}
        </span>
        {text.amount && result.amount && result.amount.label !== 'mL' && (
          <span className="patient-dose-amount" data-testid="patient-dose-amount">
            {text.amount} <span className="patient-dose-label">de {result.amount.label}</span>
          </span>
        )}
      </div>
      <Link
        to={doseCalculatorLink(dose, patient)}
        className="patient-dose-calc"
        aria-label={`Calcular ${dose.title} para ${who}`}
        data-testid="patient-dose-calculate"
      >
        <IconCalculator size={18} aria-hidden="true" />
        Calcular
      </Link>
    </div>
  );
}
