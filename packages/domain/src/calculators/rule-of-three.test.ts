import { describe, expect, it } from 'vitest';
import { ruleOfThreeCalculator } from './doses.js';
import { formatRuleOfThree, initialRuleOfThreeState, ruleOfThree, updateRuleOfThree } from './rule-of-three.js';

describe('rule of three X = B × C ÷ A (5 decimals)', () => {
  it('10 : 2 = 25 : X → 2 × 25 ÷ 10 = 5', () => {
    expect(ruleOfThree('10', '2', '25')).toBe(5);
  });
  it('3 : 1 = 1 : X → 0.333… rounded to 0,33333; comma inputs "2,5" : "1,5" = "4" : X → 6 ÷ 2.5 = 2,4', () => {
    expect(formatRuleOfThree('3', '1', '1')).toBe('0,33333');
    expect(formatRuleOfThree('2,5', '1,5', '4')).toBe('2,4');
  });
  it('inputs are rounded to 5 decimals first: B 1,234567 → 1.23457, so 1 : 1,234567 = 1 : X → 1,23457', () => {
    expect(ruleOfThree('1', '1,234567', '1')).toBe(1.23457);
  });
  it('negative values compute: −2 : 4 = 3 : X → 12 ÷ −2 = −6; large results group thousands', () => {
    expect(ruleOfThree('-2', '4', '3')).toBe(-6);
    expect(formatRuleOfThree('1', '1000', '2,5')).toBe('2.500');
  });
  it("shows 'X' when the divisor is empty, zero or rounds to zero, or when any input is missing", () => {
    expect(formatRuleOfThree('', '2', '3')).toBe('X');
    expect(formatRuleOfThree('0', '2', '3')).toBe('X');
    expect(formatRuleOfThree('0,000001', '2', '3')).toBe('X');
    expect(formatRuleOfThree('2', '', '3')).toBe('X');
  });
});

describe('rule of three state recalculates on every change', () => {
  it('starts at X and updates as A, B and C are typed', () => {
    let s = initialRuleOfThreeState;
    expect(s.result).toBe('X');
    s = updateRuleOfThree(s, 'a', '4');
    expect(s.result).toBe('X');
    s = updateRuleOfThree(s, 'b', '10');
    s = updateRuleOfThree(s, 'c', '2');
    expect(s.result).toBe('5');
    s = updateRuleOfThree(s, 'a', '0');
    expect(s.result).toBe('X');
  });
  it('catalogue entry: null until all three are typed, then "X = …"', () => {
    expect(ruleOfThreeCalculator.calculate({ a: '4', b: '10' })).toBeNull();
    expect(ruleOfThreeCalculator.calculate({ a: '4', b: '10', c: '2' })).toEqual({ type: 'text', text: 'X = 5' });
    expect(ruleOfThreeCalculator.calculate({ a: '0', b: '10', c: '2' })).toEqual({ type: 'text', text: 'X' });
  });
});
