import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CalculatorBasicKeypad, keyFromKeyboard } from './calculator-basic-keypad';

const setup = () => {
  render(
    <MantineProvider env="test">
      <CalculatorBasicKeypad />
    </MantineProvider>,
  );
  const display = () => screen.getByTestId('basic-calculator-display').textContent;
  const press = (...labels: string[]) => {
    for (const l of labels) fireEvent.click(screen.getByRole('button', { name: l }));
  };
  return { display, press };
};

// Rule: docs/product/calculators-patients-prescriptions-management.md §4 Basic calculator.
describe('basic calculator keypad', () => {
  it('starts at 0, appends digits and computes with =', () => {
    const { display, press } = setup();
    expect(display()).toBe('0');
    press('1', '2', 'Somar', '3', 'Igual');
    expect(display()).toBe('15');
  });

  it('adds the comma once and shows comma decimals', () => {
    const { display, press } = setup();
    press('1', 'Vírgula', '5', 'Vírgula', '2');
    expect(display()).toBe('1,52');
    press('Multiplicar', '2', 'Igual');
    expect(display()).toBe('3,04');
  });

  it('computes a pending operation when another operator is pressed; C resets; +/- flips', () => {
    const { display, press } = setup();
    press('8', 'Subtrair', '3', 'Multiplicar');
    expect(display()).toBe('5');
    press('4', 'Igual');
    expect(display()).toBe('20');
    press('Inverter sinal');
    expect(display()).toBe('-20');
    press('Limpar');
    expect(display()).toBe('0');
  });

  it('% is a percent of the stored value, or ÷ 100 alone', () => {
    const { display, press } = setup();
    press('2', '0', '0', 'Somar', '1', '0', 'Porcentagem');
    expect(display()).toBe('20');
    press('Igual');
    expect(display()).toBe('220');
    press('Limpar', '5', 'Porcentagem');
    expect(display()).toBe('0,05');
  });

  it('shows Erro on division by zero', () => {
    const { display, press } = setup();
    press('7', 'Dividir', '0', 'Igual');
    expect(display()).toBe('Erro');
  });

  it('works from the keyboard: digits, dot as comma, * and Enter, Escape clears', () => {
    const { display } = setup();
    const pad = screen.getByTestId('basic-calculator');
    for (const key of ['7', '.', '5', '*', '2', 'Enter']) fireEvent.keyDown(pad, { key });
    expect(display()).toBe('15');
    fireEvent.keyDown(pad, { key: 'Escape' });
    expect(display()).toBe('0');
    expect(keyFromKeyboard('a')).toBeUndefined();
    expect(keyFromKeyboard('/')).toEqual({ type: 'operator', operator: 4 });
  });
});
