import type { CalculatorDefinition } from '@vetor/domain/calculators/calculator.types';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CalculatorDoseForm, doseStateIsDirty, initialDoseState } from './calculator-dose-form';
import { CalculatorPage } from './calculator-page';
import { readPatientContext } from './patient-context';
import { useLeaveConfirmation } from './use-leave-confirmation';

/** /calculators/dose-calculator/custom (route name dose-calculator). */
export function DoseCalculatorScreen({ definition }: { definition: CalculatorDefinition }) {
  const [params] = useSearchParams();
  const [patientWeight] = useState(() => readPatientContext(params).weight ?? '');
  const [state, setState] = useState(() => initialDoseState(patientWeight));
  // The patient's weight alone is not data the user would lose.
  useLeaveConfirmation(doseStateIsDirty({ ...state, weight: state.weight === patientWeight ? '' : state.weight }));
  return (
    <CalculatorPage definition={definition}>
      <CalculatorDoseForm state={state} onChange={setState} />
    </CalculatorPage>
  );
}
