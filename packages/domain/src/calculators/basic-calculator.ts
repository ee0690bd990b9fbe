// The basic calculator tab (docs/product/calculators-patients-prescriptions-management.md §4 Basic calculator) as a pure state machine: the screen
// dispatches keys and renders `display`.

/** 0 none, 1 add, 2 subtract, 3 multiply, 4 divide (docs/product/calculators-patients-prescriptions-management.md §4). */
export type BasicOperator = 0 | 1 | 2 | 3 | 4;

export type BasicCalculatorKey =
  | { type: 'digit'; digit: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 }
  | { type: 'comma' }
  | { type: 'clear' }
  | { type: 'toggle-sign' }
  | { type: 'operator'; operator: 1 | 2 | 3 | 4 }
  | { type: 'equals' }
  | { type: 'percent' };

export interface BasicCalculatorState {
  /** What the screen shows, pt-BR ('12,5'). */
  display: string;
  stored: number | null;
  operator: BasicOperator;
  /** True right after an operator: the display still shows the stored value. */
  awaitingOperand: boolean;
  /** True after =, % or an operator: the next digit starts a new number. */
  replaceOnDigit: boolean;
}

export const BASIC_CALCULATOR_ERROR = 'Erro';
/** Digits beyond this lose precision in a double; the key is ignored. */
export const BASIC_CALCULATOR_MAX_DIGITS = 15;

export const initialBasicCalculatorState: BasicCalculatorState = {
  display: '0',
  stored: null,
  operator: 0,
  awaitingOperand: false,
  replaceOnDigit: false,
};

const displayFormatter = new Intl.NumberFormat('pt-BR', { useGrouping: false, maximumFractionDigits: 10 });

/** 12 significant digits hide binary noise (0,1 + 0,2 shows 0,3). */
export function formatDisplay(value: number): string {
  if (!Number.isFinite(value)) return BASIC_CALCULATOR_ERROR;
  const text = displayFormatter.format(Number(value.toPrecision(12)));
  return text === '-0' ? '0' : text;
}

export function displayValue(display: string): number {
  const value = Number(display.replace(',', '.'));
  return Number.isFinite(value) ? value : 0;
}

export function applyOperator(left: number, operator: BasicOperator, right: number): number {
  switch (operator) {
    case 1:
      return left + right;
    case 2:
      return left - right;
    case 3:
      return left * right;
    case 4:
      return right === 0 ? Number.NaN : left / right;
    default:
      return right;
  }
}

function withResult(value: number, rest: Partial<BasicCalculatorState>): BasicCalculatorState {
  if (!Number.isFinite(value))
    return { ...initialBasicCalculatorState, display: BASIC_CALCULATOR_ERROR, replaceOnDigit: true };
  return { ...initialBasicCalculatorState, display: formatDisplay(value), replaceOnDigit: true, ...rest };
}

export function pressBasicCalculatorKey(state: BasicCalculatorState, key: BasicCalculatorKey): BasicCalculatorState {
  const inError = state.display === BASIC_CALCULATOR_ERROR;
  if (key.type === 'clear') return initialBasicCalculatorState;
  if (inError && key.type !== 'digit' && key.type !== 'comma') return state;
  const base = inError ? initialBasicCalculatorState : state;

  switch (key.type) {
    case 'digit': {
      if (base.replaceOnDigit || base.display === '0') {
        return { ...base, display: String(key.digit), replaceOnDigit: false, awaitingOperand: false };
      }
      if (base.display.replace(/[-,]/g, '').length >= BASIC_CALCULATOR_MAX_DIGITS) return base;
      return { ...base, display: base.display + key.digit };
    }
    case 'comma': {
      if (base.replaceOnDigit) return { ...base, display: '0,', replaceOnDigit: false, awaitingOperand: false };
      return base.display.includes(',') ? base : { ...base, display: `${base.display},` };
    }
    case 'toggle-sign': {
      if (displayValue(base.display) === 0 && !base.display.includes(',')) return base;
      const display = base.display.startsWith('-') ? base.display.slice(1) : `-${base.display}`;
      // Flipping the shown stored value starts a new operand, as on a desk calculator.
      return { ...base, display, awaitingOperand: false };
    }
    case 'operator': {
      const shown = displayValue(base.display);
      if (base.operator !== 0 && base.awaitingOperand) return { ...base, operator: key.operator };
      const stored =
        base.operator !== 0 && base.stored !== null ? applyOperator(base.stored, base.operator, shown) : shown;
      if (!Number.isFinite(stored)) return withResult(stored, {});
      return withResult(stored, { stored, operator: key.operator, awaitingOperand: true });
    }
    case 'equals': {
      if (base.operator === 0 || base.stored === null) return { ...base, replaceOnDigit: true };
      return withResult(applyOperator(base.stored, base.operator, displayValue(base.display)), {});
    }
    case 'percent': {
      const shown = displayValue(base.display);
      // With a pending operation, x% means x percent of the stored value (200 + 10% → 200 + 20).
      const value = base.operator !== 0 && base.stored !== null ? (base.stored * shown) / 100 : shown / 100;
      return { ...base, display: formatDisplay(value), replaceOnDigit: true, awaitingOperand: false };
    }
  }
}
