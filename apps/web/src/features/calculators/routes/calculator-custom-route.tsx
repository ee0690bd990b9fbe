import type { CalculatorDefinition, CalculatorRouteName } from '@vetor/domain/calculators/calculator.types';
import { calculatorById } from '@vetor/domain/calculators/catalogue';
import type { ComponentType } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { CalculatorNotFound } from '../components/calculator-not-found';
import { CalculatorPage } from '../components/calculator-page';
import { CalculatorScreen } from '../components/calculator-screen';
import { ContinuousInfusionScreen } from '../components/continuous-infusion-screen';
import { DoseCalculatorScreen } from '../components/dose-calculator-screen';
import { RuleOfThreeScreen } from '../components/rule-of-three-screen';
import { TransfusionVolumeSpeedScreen } from '../components/transfusion-volume-speed-screen';

// /calculators/{id}/custom: the five calculators with their own screen (docs/product/calculators-patients-prescriptions-management.md §2), chosen by the
// definition's route name (dose-calculator, rule-of-three-calculator,
// transfusion-volume-speed-calculator, continuous-infusion-calculator, drops-to-volume-calculator).

function DropsToVolumeScreen({ definition }: { definition: CalculatorDefinition }) {
  return (
    <CalculatorPage definition={definition}>
      <CalculatorScreen definition={definition} />
    </CalculatorPage>
  );
}

export const CUSTOM_SCREENS: Record<CalculatorRouteName, ComponentType<{ definition: CalculatorDefinition }>> = {
  'dose-calculator': DoseCalculatorScreen,
  'rule-of-three-calculator': RuleOfThreeScreen,
  'transfusion-volume-speed-calculator': TransfusionVolumeSpeedScreen,
  'continuous-infusion-calculator': ContinuousInfusionScreen,
  'drops-to-volume-calculator': DropsToVolumeScreen,
};

export default function CalculatorCustomRoute() {
  const { id = '' } = useParams();
  const { pathname, search } = useLocation();
  // The five named routes have a static path; their id is the second segment.
  const calculatorId = id || (pathname.split('/')[2] ?? '');
  const definition = calculatorById(calculatorId);
  if (!definition) return <CalculatorNotFound />;
  if (!definition.routeName) return <Navigate to={`/calculators/${definition.id}${search}`} replace />;
  const Screen = CUSTOM_SCREENS[definition.routeName];
  return <Screen key={definition.id} definition={definition} />;
}
