// Rule of three (docs/product/calculators-patients-prescriptions-management.md §4): "A está para B assim como C está para X", X = B × C ÷ A,
// recalculated on every change; 'X' while it cannot be computed.
import { formatNumber, parseDecimal, roundTo } from './format.js';

export const RULE_OF_THREE_DECIMALS = 5;
export const RULE_OF_THREE_PLACEHOLDER = 'X';

export interface RuleOfThreeState {
  a: string;
  b: string;
  c: string;
  /** Formatted X, or 'X' when the divisor A is empty or zero or the result is not finite. */
  result: string;
}

export const initialRuleOfThreeState: RuleOfThreeState = { a: '', b: '', c: '', result: RULE_OF_THREE_PLACEHOLDER };

/** X = B × C ÷ A with every input rounded to 5 decimals first and the result to 5 decimals. */
export function ruleOfThree(a: unknown, b: unknown, c: unknown): number | undefined {
  const [pa, pb, pc] = [parseDecimal(a), parseDecimal(b), parseDecimal(c)];
  if (pa === undefined || pb === undefined || pc === undefined) return undefined;
  const divisor = roundTo(pa, RULE_OF_THREE_DECIMALS);
  if (divisor === 0) return undefined;
  const x = (roundTo(pb, RULE_OF_THREE_DECIMALS) * roundTo(pc, RULE_OF_THREE_DECIMALS)) / divisor;
  return Number.isFinite(x) ? roundTo(x, RULE_OF_THREE_DECIMALS) : undefined;
}

export function formatRuleOfThree(a: unknown, b: unknown, c: unknown): string {
  const x = ruleOfThree(a, b, c);
  return x === undefined ? RULE_OF_THREE_PLACEHOLDER : formatNumber(x, RULE_OF_THREE_DECIMALS);
}

export function updateRuleOfThree(state: RuleOfThreeState, field: 'a' | 'b' | 'c', text: string): RuleOfThreeState {
  const next = { ...state, [field]: text };
  return { ...next, result: formatRuleOfThree(next.a, next.b, next.c) };
}
