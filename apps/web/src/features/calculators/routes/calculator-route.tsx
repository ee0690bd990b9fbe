import { calculatorById } from '@vetor/domain/calculators/catalogue';
import { Navigate, useLocation, useParams } from 'react-router';
import { calculatorPath } from '../components/calculator-catalogue';
import { CalculatorNotFound } from '../components/calculator-not-found';
import { CalculatorPage } from '../components/calculator-page';
import { CalculatorScreen } from '../components/calculator-screen';

/** /calculators/{id}: any catalogue calculator rendered from its definition (docs/product/calculators-patients-prescriptions-management.md §2). */
export default function CalculatorRoute() {
  const { id = '' } = useParams();
  const { search } = useLocation();
  const definition = calculatorById(id);
  if (!definition) return <CalculatorNotFound />;
  // Calculators with their own screen live under /custom; keep the patient query.
  if (definition.routeName) return <Navigate to={`${calculatorPath(definition)}${search}`} replace />;
  return (
    <CalculatorPage key={definition.id} definition={definition}>
      <CalculatorScreen definition={definition} />
    </CalculatorPage>
  );
}
