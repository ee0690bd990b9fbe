import { describe, expect, it } from 'vitest';
import { sanitizeNumberInput } from './number-input.js';

// Rule: docs/product/platform-accounts-subscription.md §5.
describe('number fields keep digits, one separator, 9 characters', () => {
  it.each([
    ['12,5 kg', '12,5'],
    ['1,2,3', '1,23'],
    ['-7', '7'],
    ['99999999999999', '999999999'],
    ['10.5', '10.5'],
    ['abc', ''],
  ])('%s → %s', (typed, kept) => {
    expect(sanitizeNumberInput(typed)).toBe(kept);
  });
});
