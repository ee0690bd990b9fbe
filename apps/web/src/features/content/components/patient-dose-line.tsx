import { IconAlertTriangle, IconCalculator } from '@tabler/icons-react';
import { formatNumber } from '@vetor/domain/calculators/format';
import { formatPatientDose, patientDose, usableOptions } from '@vetor/domain/calculators/patient-dose';
import type { Dose } from '@vetor/domain/content/drug.schemas';
import { ANIMAL_LABELS, type AnimalId } from '@vetor/domain/platform/enums';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { type PatientContextValue, patientSearchParams, usePatientContext } from '../../../lib/patient-context';

// Under a dose card, for the patient set in the header: what to give (mg, mL or tablets of the
// dose's first presentation), low to high, and a link to the dose calculator filled in. A dose of
// the other species says so instead of computing (docs/decisions/web-patient-context.md).

const SPECIES_PLURAL: Record<AnimalId, string> = { 1: 'cães', 2: 'gatos' };

/** The dose calculator's address filled with the patient, the dose (range kept) and its presentation. */
export function doseCalculatorLink(dose: Dose, patient: PatientContextValue, optionIndex?: number): string {
  const params = patientSearchParams(patient);
  params.set('dose', dose.dose);
  if (/^(mg|mcg|g|UI|mL)\/kg$/.test(dose.measurement)) params.set('doseUnit', dose.measurement);
  const option = optionIndex === undefined || optionIndex < 0 ? undefined : dose.options?.[optionIndex];
  if (option) {
    params.set('concentration', String(option.concentration).replace('.', ','));
    params.set('concentrationUnit', option.unit);
  }
  return `/calculators/dose-calculator/custom?${params.toString()}`;
}

export function PatientDoseLine({ dose }: { dose: Dose }) {
  const { patient } = usePatientContext();
  if (!patient) return null;
  return <PatientDoseLineFor dose={dose} patient={patient} />;
}

function PatientDoseLineFor({ dose, patient }: { dose: Dose; patient: PatientContextValue }) {
  // The presentation the vet picked on this card; until then the practical one the domain picks.
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const selectId = useId();
  const weight = `${formatNumber(patient.weightKg, 2)} kg`;
  const species = ANIMAL_LABELS[patient.species];
  const who = patient.name ?? 'o paciente';
  if (!dose.animals.includes(patient.species)) {
    return (
      <div className="patient-dose patient-dose-mismatch" role="note" data-testid="patient-dose-mismatch">
        <IconAlertTriangle size={18} aria-hidden="true" />
        <span>
          Dose para {dose.animals.map((a) => SPECIES_PLURAL[a as AnimalId]).join(' e ')}: {patient.name ?? 'o paciente'}{' '}
          é {patient.species === 1 ? 'um cão' : 'um gato'} ({weight}). Cálculo não mostrado.
        </span>
      </div>
    );
  }
  const result = patientDose(dose, patient.weightKg, picked);
  if (!result) return null;
  const usable = usableOptions(dose, patient.weightKg);
  const text = formatPatientDose(result);
  return (
    <div className="patient-dose" data-testid="patient-dose">
      <div className="patient-dose-values">
        <span className="patient-dose-who">
          Para {patient.name ? `${patient.name} · ` : 'o paciente: '}
          {species} · {weight}
        </span>
        <span className="patient-dose-total" data-testid="patient-dose-total">
          {text.total}
        </span>
        {text.amount && result.amount && result.amount.label !== 'mL' && (
          <span className="patient-dose-amount" data-testid="patient-dose-amount">
            {text.amount} <span className="patient-dose-label">de {amountLabel(result.amount)}</span>
          </span>
        )}
        {usable.length > 1 && (
          <>
            <label htmlFor={selectId} className="sr-only">
              Apresentação para o cálculo
            </label>
            <select
              id={selectId}
              className="patient-dose-select"
              value={result.amount?.optionIndex ?? usable[0]}
              onChange={(e) => setPicked(Number(e.currentTarget.value))}
              data-testid="patient-dose-option"
            >
              {usable.map((i) => (
                <option key={i} value={i}>
                  {dose.options?.[i]?.label}
                </option>
              ))}
            </select>
          </>
        )}
      </div>
      <Link
        to={doseCalculatorLink(dose, patient, result.amount?.optionIndex)}
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

/** "5 comprimidos de 50 mg", not "de Comprimido 50 mg": the count already names the form. */
function amountLabel(amount: { unit: string; label: string }): string {
  return amount.unit === 'comprimido' ? amount.label.replace(/^comprimidos?\s+/i, '') : amount.label;
}
