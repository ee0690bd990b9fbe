import { useState } from 'react';
import { CalculatorDoseForm, initialDoseState } from './calculator-dose-form';
import { CalculatorRuleOfThreeForm, initialRuleOfThreeState } from './calculator-rule-of-three-form';

// The Doses and Regra de Três tabs of the calculator dialog, each holding its own state so that
// switching tabs keeps what was typed until the dialog closes.

export function DoseTab({ weight }: { weight?: string | undefined }) {
  const [state, setState] = useState(() => initialDoseState(weight));
  return <CalculatorDoseForm state={state} onChange={setState} />;
}

export function RuleOfThreeTab() {
  const [state, setState] = useState(initialRuleOfThreeState);
  return <CalculatorRuleOfThreeForm state={state} onChange={setState} />;
}
