import type { CalculatorDefinition } from '@vetor/domain/calculators/calculator.types';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CalculatorDoseForm, doseStateIsDirty, initialDoseState } from './calculator-dose-form';
import { CalculatorPage } from './calculator-page';
import { readDosePrefill, readPatientContext } from './patient-context';
import { useLeaveConfirmation } from './use-leave-confirmation';

/** /calculators/dose-calculator/custom (route name dose-calculator). */
export function DoseCalculatorScreen({ definition }: { definition: CalculatorDefinition }) {
  const [params] = useSearchParams();
  const [patientWeight] = useState(() => readPatientContext(params).weight ?? '');
  const [initial] = useState(() => initialDoseState(patientWeight, readDosePrefill(params)));
  const [state, setState] = useState(initial);
  // What a link filled in is not data the user would lose: only changes to it ask before leaving.
  useLeaveConfirmation(state !== initial && doseStateIsDirty(state));
  return (
    <CalculatorPage definition={definition}>
      <CalculatorDoseForm state={state} onChange={setState} />
    </CalculatorPage>
  );
}
