import { fireEvent, screen, waitFor } from '@testing-library/react';
import { calculatorById } from '@vetor/domain/calculators/catalogue';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { alertStore } from '../../../lib/alerts';
import { confirmStore, settleConfirm } from '../../../lib/dialogs';
import { paywallStore } from '../../../lib/paywall';
import CalculatorRoute from '../routes/calculator-route';
import { renderAt, signInForTest } from '../test-helpers';

const routes = [
  { path: '/start', element: <p>Página anterior</p> },
  { path: '/calculators', element: <p>Lista de calculadoras</p> },
  { path: '/calculators/:id', element: <CalculatorRoute /> },
  { path: '/home', element: <p>Início</p> },
];

const type = (testId: string, text: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value: text } });
const pickAnimal = (label: 'Cão' | 'Gato') => fireEvent.click(screen.getByLabelText(label));

beforeEach(() => signInForTest(false));
afterEach(() => {
  confirmStore.set(null);
  paywallStore.set({ open: false });
  alertStore.set(null);
});

// Rule: docs/product/calculators-patients-prescriptions-management.md §2, §4 Calculator results.
describe('generic calculator screen', () => {
  it('shows the placeholder until the inputs are sufficient, then the result with comma decimals', () => {
    renderAt('/calculators/body-surface-area', routes);
    expect(screen.getByText('Superfície Corporal')).toBeTruthy();
    expect(screen.getByTestId('calculator-placeholder').textContent).toBe(
      'Preencha os campos para visualizar o resultado',
    );
    type('field-weight', '12,5');
    // Only the weight: still the placeholder.
    expect(screen.getByTestId('calculator-placeholder')).toBeTruthy();
    pickAnimal('Cão');
    // BSA = 0.101 × 12.5^(2/3) = 0.54399… → 3 decimals, pt-BR.
    expect(screen.getByTestId('result-text').textContent).toBe('0,544 m²');
    expect(screen.queryByTestId('calculator-placeholder')).toBeNull();
    pickAnimal('Gato');
    type('field-weight', '4.0');
    // 0.1 × 4^(2/3) = 0.25198… with a dot typed instead of a comma.
    expect(screen.getByTestId('result-text').textContent).toBe('0,252 m²');
  });

  it('says so when a typed minus sign is removed (-5 becomes 5), and forgets it on the next value', () => {
    renderAt('/calculators/body-surface-area', routes);
    type('field-weight', '-5');
    expect((screen.getByTestId('field-weight') as HTMLInputElement).value).toBe('5');
    expect(screen.getByTestId('field-weight-removed').textContent).toBe(
      'Valores negativos não se aplicam aqui: o sinal de menos foi removido.',
    );
    type('field-weight', '6');
    expect(screen.queryByTestId('field-weight-removed')).toBeNull();
  });

  it('shows the quoted error text of a dilution with a zero concentration', () => {
    renderAt('/calculators/dilution-initial-volume', routes);
    type('field-initialConcentration', '0');
    type('field-finalConcentration', '5');
    type('field-finalVolume', '100');
    expect(screen.getByTestId('result-error').textContent).toBe('Erro: as concentrações não podem ser iguais a zero.');
    type('field-initialConcentration', '10');
    // V1 = C2 × V2 ÷ C1 = 5 × 100 ÷ 10 = 50 mL.
    expect(screen.getByTestId('calculator-result').textContent).toContain('50 mL');
  });

  it('asks before leaving with data, and stays when the user declines', async () => {
    const router = renderAt('/calculators/weight-conversion', routes);
    type('field-value', '2,5');
    await router.navigate('/home');
    await waitFor(() =>
      expect(confirmStore.get()?.message).toBe(
        'Deseja voltar e sair da calculadora? Os dados preenchidos serão perdidos.',
      ),
    );
    settleConfirm(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/calculators/weight-conversion'));
    await router.navigate('/home');
    await waitFor(() => expect(confirmStore.get()).not.toBeNull());
    settleConfirm(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('leaves without asking when nothing was typed', async () => {
    const router = renderAt('/calculators/weight-conversion', routes);
    await router.navigate('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(confirmStore.get()).toBeNull();
  });

  it('pre-fills the species and weight of the patient context (?species=2&weight=4)', () => {
    renderAt('/calculators/body-surface-area?species=2&weight=4', routes);
    expect((screen.getByTestId('field-weight') as HTMLInputElement).value).toBe('4');
    expect(screen.getByTestId('result-text').textContent).toBe('0,252 m²');
  });

  it('an unknown id shows the generic error and goes back', async () => {
    const router = renderAt('/calculators/nao-existe', routes);
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    expect(alertStore.get()).toMatchObject({ kind: 'error', message: 'Ocorreu um erro. Por favor, tente novamente.' });
  });

  it('locks a premium calculator for a free user and opens the purchase dialog', async () => {
    renderAt('/calculators/transfusion-volume', routes);
    expect(screen.getByTestId('calculator-locked')).toBeTruthy();
    expect(screen.queryByTestId('field-weight')).toBeNull();
    await waitFor(() => expect(paywallStore.get().open).toBe(true));
  });

  it('lets a PRO user run a premium calculator (transfusion volume, N = 90 for dogs)', () => {
    signInForTest(true);
    renderAt('/calculators/transfusion-volume', routes);
    pickAnimal('Cão');
    type('field-weight', '10');
    type('field-currentHematocrit', '15');
    type('field-intendedHematocrit', '25');
    type('field-donorHematocrit', '45');
    // 10 × 90 × (25 − 15) ÷ 45 = 200 mL.
    expect(screen.getByTestId('result-text').textContent).toBe('200 mL');
    type('field-intendedHematocrit', '10');
    expect(screen.getByTestId('result-error').textContent).toBe(
      'O hematócrito pretendido deve ser sempre maior que o hematócrito atual.',
    );
  });

  it('records the drug context (calculator name and first class) when opening the references', () => {
    renderAt('/calculators/body-surface-area', routes);
    fireEvent.click(screen.getByTestId('calculator-references'));
    const stored = Object.entries(window.sessionStorage).find(([k]) => k.endsWith('drug_context'));
    expect(stored).toBeTruthy();
    expect(JSON.parse(stored?.[1] ?? '{}')).toMatchObject({
      name: `Superfície Corporal — ${calculatorById('body-surface-area')?.classes[0]}`,
      source: 'calculator',
    });
  });
});
