import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import CalculatorCustomRoute from '../routes/calculator-custom-route';
import { renderAt, signInForTest } from '../test-helpers';

const routes = [
  { path: '/start', element: <p>Anterior</p> },
  { path: '/calculators/:id/custom', element: <CalculatorCustomRoute /> },
];

const type = (testId: string, text: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value: text } });

/** Picks an option of a native select, as a user would. */
function choose(testId: string, option: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value: option } });
}

beforeEach(() => signInForTest(false));

// Rule: docs/product/calculators-patients-prescriptions-management.md §3 Dose calculator state, §9.
describe('dose calculator screen', () => {
  it('needs weight, dose with unit and concentration with unit; then total dose and volume', () => {
    renderAt('/calculators/dose-calculator/custom', routes);
    expect(screen.getByText('Calculadora de Doses')).toBeTruthy();
    type('dose-weight', '12,5');
    type('dose-dose', '2');
    choose('dose-unit', 'mg/kg');
    expect(screen.getByTestId('calculator-placeholder')).toBeTruthy();
    type('dose-concentration', '10');
    choose('dose-concentration-unit', 'mg/mL');
    // Total = 12.5 × 2 = 25 mg; volume = 25 × 0.001 g ÷ (10 × 0.001 g/mL) = 2.5 mL.
    expect(screen.getByTestId('dose-total').textContent).toBe('25 mg');
    expect(screen.getByTestId('dose-volume').textContent).toBe('2,5 mL');
  });

  it('converts units: mcg/kg against a % solution', () => {
    renderAt('/calculators/dose-calculator/custom', routes);
    type('dose-weight', '4');
    type('dose-dose', '10');
    choose('dose-unit', 'mcg/kg');
    type('dose-concentration', '0,1');
    choose('dose-concentration-unit', '%');
    // 40 mcg = 0.00004 g; 0.1 % = 0.001 g/mL → 0.04 mL.
    expect(screen.getByTestId('dose-total').textContent).toBe('40 mcg');
    expect(screen.getByTestId('dose-volume').textContent).toBe('0,04 mL');
  });

  it('gives the volume directly for mL/kg and hides the concentration', () => {
    renderAt('/calculators/dose-calculator/custom', routes);
    type('dose-weight', '20');
    type('dose-dose', '1,5');
    choose('dose-unit', 'mL/kg');
    expect(screen.queryByTestId('dose-concentration')).toBeNull();
    expect(screen.getByTestId('dose-volume').textContent).toBe('30 mL');
  });

  it('counts units of a solid presentation', () => {
    renderAt('/calculators/dose-calculator/custom', routes);
    type('dose-weight', '10');
    type('dose-dose', '5');
    choose('dose-unit', 'mg/kg');
    fireEvent.click(within(screen.getByTestId('dose-presentation')).getByLabelText('Sólida (comprimido)'));
    type('dose-concentration', '25');
    choose('dose-concentration-unit', 'mg');
    // 50 mg ÷ 25 mg per tablet = 2.
    expect(screen.getByTestId('dose-volume').textContent).toBe('2 comprimidos');
  });

  it('pre-fills the patient weight from ?weight=', () => {
    renderAt('/calculators/dose-calculator/custom?species=1&weight=7,3', routes);
    expect((screen.getByTestId('dose-weight') as HTMLInputElement).value).toBe('7,3');
  });

  it('takes a typed range instead of turning it into one number, and offers low, mid and high', () => {
    renderAt('/calculators/dose-calculator/custom', routes);
    type('dose-weight', '10');
    type('dose-dose', '11 a 15');
    choose('dose-unit', 'mg/kg');
    type('dose-concentration', '50');
    choose('dose-concentration-unit', 'mg/mL');
    expect((screen.getByTestId('dose-dose') as HTMLInputElement).value).toBe('11');
    expect(screen.getByTestId('dose-total').textContent).toBe('110 mg');
    fireEvent.click(screen.getByText('Média (13)'));
    expect(screen.getByTestId('dose-total').textContent).toBe('130 mg');
    fireEvent.click(screen.getByText('Alta (15)'));
    expect(screen.getByTestId('dose-volume').textContent).toBe('3 mL');
  });

  it('starts filled from a dose card link: patient, range and presentation', () => {
    renderAt(
      `/calculators/dose-calculator/custom?species=1&weight=20&dose=${encodeURIComponent('12,5 a 25')}&doseUnit=mg%2Fkg&concentration=500&concentrationUnit=mg`,
      routes,
    );
    expect((screen.getByTestId('dose-weight') as HTMLInputElement).value).toBe('20');
    expect(screen.getByTestId('dose-range')).toBeTruthy();
    expect(screen.getByTestId('dose-total').textContent).toBe('250 mg');
    expect(screen.getByTestId('dose-volume').textContent).toBe('½ comprimido');
  });
});
