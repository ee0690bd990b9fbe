import { describe, expect, it } from 'vitest';
import {
  BASIC_CALCULATOR_ERROR,
  type BasicCalculatorKey,
  initialBasicCalculatorState,
  pressBasicCalculatorKey,
} from './basic-calculator.js';

/** Types keys like a user: digits, ',', '+', '-', '*', '/', '=', '%', 'C', 'N' (+/-). */
function type(sequence: string, state = initialBasicCalculatorState) {
  const ops: Record<string, BasicCalculatorKey> = {
    ',': { type: 'comma' },
    '+': { type: 'operator', operator: 1 },
    '-': { type: 'operator', operator: 2 },
    '*': { type: 'operator', operator: 3 },
    '/': { type: 'operator', operator: 4 },
    '=': { type: 'equals' },
    '%': { type: 'percent' },
    C: { type: 'clear' },
    N: { type: 'toggle-sign' },
  };
  let s = state;
  for (const ch of sequence) {
    const key: BasicCalculatorKey = /\d/.test(ch)
      ? { type: 'digit', digit: Number(ch) as 0 }
      : (ops[ch] as BasicCalculatorKey);
    s = pressBasicCalculatorKey(s, key);
  }
  return s;
}

describe('basic calculator entry', () => {
  it('starts at 0, digits append and replace the leading zero', () => {
    expect(initialBasicCalculatorState.display).toBe('0');
    expect(type('012').display).toBe('12');
  });
  it('adds the comma once: 12,5,3 → 12,53', () => {
    expect(type('12,5,3').display).toBe('12,53');
    expect(type(',5').display).toBe('0,5');
  });
  it('+/- flips the sign and C resets everything', () => {
    expect(type('5N').display).toBe('-5');
    expect(type('5NN').display).toBe('5');
    expect(type('N').display).toBe('0');
    expect(type('12+3C')).toEqual(initialBasicCalculatorState);
  });
});

describe('basic calculator operations (1 add, 2 subtract, 3 multiply, 4 divide)', () => {
  it('12,5 + 7,5 = 20; 9 − 12 = −3; 2,5 × 4 = 10; 7 ÷ 2 = 3,5', () => {
    expect(type('12,5+7,5=').display).toBe('20');
    expect(type('9-12=').display).toBe('-3');
    expect(type('2,5*4=').display).toBe('10');
    expect(type('7/2=').display).toBe('3,5');
  });
  it('an operator computes the pending operation first: 2 + 3 × shows 5, then 4 = gives 20', () => {
    const s = type('2+3*');
    expect(s.display).toBe('5');
    expect(type('4=', s).display).toBe('20');
  });
  it('a second operator in a row only replaces the first: 5 + − 2 = 3', () => {
    expect(type('5+-2=').display).toBe('3');
  });
  it('hides binary noise: 0,1 + 0,2 = 0,3', () => {
    expect(type('0,1+0,2=').display).toBe('0,3');
  });
  it('dividing by zero shows the error; the next digit starts over', () => {
    const s = type('5/0=');
    expect(s.display).toBe(BASIC_CALCULATOR_ERROR);
    expect(type('+', s).display).toBe(BASIC_CALCULATOR_ERROR);
    expect(type('3', s).display).toBe('3');
  });
  it('after =, a digit starts a new number', () => {
    expect(type('2+2=7').display).toBe('7');
  });
});

describe('basic calculator percent', () => {
  it('relative to the stored value: 200 + 10 % shows 20, = gives 220', () => {
    const s = type('200+10%');
    expect(s.display).toBe('20');
    expect(type('=', s).display).toBe('220');
  });
  it('alone divides by 100: 50 % = 0,5', () => {
    expect(type('50%').display).toBe('0,5');
  });
});
