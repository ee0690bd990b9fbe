import { LIMITS } from './constants.js';

/**
 * What a number field keeps of what was typed or pasted (docs/product/platform-accounts-subscription.md §5): digits and one decimal
 * separator (comma or dot), at most 9 characters. "12,5 kg" → "12,5"; "1,2,3" → "1,23";
 * "-7" → "7"; 14 digits → the first 9. Quantities on these screens are never negative.
 */
export function sanitizeNumberInput(text: string, maxLength: number = LIMITS.numberInputMaxLength): string {
  let out = '';
  let separator = false;
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if ((ch === ',' || ch === '.') && !separator) {
      separator = true;
      out += ch;
    }
    if (out.length >= maxLength) break;
  }
  return out;
}
