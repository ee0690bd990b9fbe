// A formula as data ("show the working"): the same tree computes the result and prints
// it with the user's own numbers and units ("20 kg × 90 mL/kg × (25 − 15) ÷ 45 = 400 mL"), so the
// working shown can never drift from the formula that ran.
import { formatNumber } from './format.js';

export type Expr =
  | { kind: 'value'; value: number; unit?: string | undefined }
  | { kind: 'op'; op: '+' | '−' | '×' | '÷'; left: Expr; right: Expr }
  /** A power, printed "(20 kg)^0,75" as vets write the metabolic weight. */
  | { kind: 'pow'; base: Expr; exponent: number; exponentText?: string | undefined };

export const num = (value: number, unit?: string): Expr => ({ kind: 'value', value, unit });
const op =
  (o: '+' | '−' | '×' | '÷') =>
  (left: Expr, right: Expr): Expr => ({ kind: 'op', op: o, left, right });
export const add = op('+');
export const sub = op('−');
export const mul = op('×');
export const div = op('÷');
/** `exponentText` prints an exponent as written in the formula ("(2/3)") instead of its decimals. */
export const pow = (base: Expr, exponent: number, exponentText?: string): Expr => ({
  kind: 'pow',
  base,
  exponent,
  exponentText,
});

export function evaluate(e: Expr): number {
  if (e.kind === 'value') return e.value;
  if (e.kind === 'pow') return evaluate(e.base) ** e.exponent;
  const l = evaluate(e.left);
  const r = evaluate(e.right);
  if (e.op === '+') return l + r;
  if (e.op === '−') return l - r;
  if (e.op === '×') return l * r;
  return l / r;
}

const additive = (e: Expr) => e.kind === 'op' && (e.op === '+' || e.op === '−');

/** The formula with its numbers (pt-BR decimals) and units; sums inside products get parentheses. */
export function render(e: Expr, decimals = 2): string {
  if (e.kind === 'value') return `${formatNumber(e.value, decimals)}${e.unit ? ` ${e.unit}` : ''}`;
  if (e.kind === 'pow') {
    const base = render(e.base, decimals);
    const bare = e.base.kind === 'value' && !e.base.unit;
    return `${bare ? base : `(${base})`}^${e.exponentText ?? formatNumber(e.exponent, decimals)}`;
  }
  const side = (x: Expr, right: boolean) => {
    const text = render(x, decimals);
    const wrap = (e.op === '×' || e.op === '÷') && additive(x);
    const wrapRight = right && e.op === '−' && additive(x);
    // a ÷ (b × c) is not a ÷ b × c: a compound divisor keeps its parentheses.
    const wrapDivisor = right && e.op === '÷' && x.kind === 'op';
    return wrap || wrapRight || wrapDivisor ? `(${text})` : text;
  };
  return `${side(e.left, false)} ${e.op} ${side(e.right, true)}`;
}

/** "formula = result". */
export function working(e: Expr, result: string, decimals = 2): string {
  return `${render(e, decimals)} = ${result}`;
}
