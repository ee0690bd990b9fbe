import { describe, expect, it } from 'vitest';
import { formatDuration, formatNumber, parseDecimal, roundTo } from './format.js';

describe('parseDecimal (comma or dot decimals)', () => {
  it('reads comma and dot decimals, signs and spaces', () => {
    expect(parseDecimal('2,5')).toBe(2.5);
    expect(parseDecimal('2.5')).toBe(2.5);
    expect(parseDecimal(' -3,25 ')).toBe(-3.25);
    expect(parseDecimal(',5')).toBe(0.5);
    expect(parseDecimal('7,')).toBe(7);
    expect(parseDecimal('0')).toBe(0);
  });
  it('treats the last separator as decimal when both appear (1.234,5 → 1234,5)', () => {
    expect(parseDecimal('1.234,5')).toBe(1234.5);
    expect(parseDecimal('1,234.5')).toBe(1234.5);
  });
  it('passes finite numbers through and rejects empty or malformed text', () => {
    expect(parseDecimal(4)).toBe(4);
    expect(parseDecimal(Number.NaN)).toBeUndefined();
    expect(parseDecimal('')).toBeUndefined();
    expect(parseDecimal('   ')).toBeUndefined();
    expect(parseDecimal('abc')).toBeUndefined();
    expect(parseDecimal('1,2,3')).toBeUndefined();
    expect(parseDecimal('1.234.567')).toBeUndefined();
    expect(parseDecimal(null)).toBeUndefined();
    expect(parseDecimal(undefined)).toBeUndefined();
  });
});

describe('formatNumber (pt-BR, at most n decimals)', () => {
  it('uses comma decimals, dot thousands and drops trailing zeros', () => {
    expect(formatNumber(1234.567, 2)).toBe('1.234,57');
    expect(formatNumber(12.5, 2)).toBe('12,5');
    expect(formatNumber(3, 3)).toBe('3');
  });
  it('rounds half away from zero on the decimal value (1.005 → 1,01) and never prints -0', () => {
    expect(formatNumber(1.005, 2)).toBe('1,01');
    expect(formatNumber(-0.0001, 2)).toBe('0');
    expect(formatNumber(-2.5, 0)).toBe('-3');
  });
  it('prints a dash for non-finite values', () => {
    expect(formatNumber(Number.POSITIVE_INFINITY, 2)).toBe('—');
    expect(formatNumber(Number.NaN, 2)).toBe('—');
  });
});

describe('roundTo and formatDuration', () => {
  it('roundTo(1.005, 2) = 1.01, roundTo(-1.005, 2) = -1.01, roundTo(1/3, 5) = 0.33333', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(roundTo(1 / 3, 5)).toBe(0.33333);
    expect(Object.is(roundTo(-0.000001, 2), 0)).toBe(true);
  });
  it('formats hours as h and min rounded to the minute (2.0833 h = 2 h 5 min)', () => {
    expect(formatDuration(2 + 5 / 60)).toBe('2 h 5 min');
    expect(formatDuration(0.75)).toBe('45 min');
    expect(formatDuration(4)).toBe('4 h 0 min');
  });
});
