import type { CalculatorDefinition } from '@vetor/domain/calculators/calculator.types';
import { useState } from 'react';
import { CalculatorPage } from './calculator-page';
import {
  CalculatorRuleOfThreeForm,
  initialRuleOfThreeState,
  ruleOfThreeIsDirty,
} from './calculator-rule-of-three-form';
import { useLeaveConfirmation } from './use-leave-confirmation';

/** /calculators/rule-of-three-calculator/custom (route name rule-of-three-calculator). */
export function RuleOfThreeScreen({ definition }: { definition: CalculatorDefinition }) {
  const [state, setState] = useState(initialRuleOfThreeState);
  useLeaveConfirmation(ruleOfThreeIsDirty(state));
  return (
    <CalculatorPage definition={definition}>
      <CalculatorRuleOfThreeForm state={state} onChange={setState} />
    </CalculatorPage>
  );
}
