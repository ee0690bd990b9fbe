// pt-BR number parsing and formatting shared by every calculator and by the web screens.

const formatters = new Map<number, Intl.NumberFormat>();

function formatterFor(decimals: number): Intl.NumberFormat {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    // Intl rounds on the decimal representation (1.005 → 1,01), unlike toFixed, and groups
    // thousands with '.' as Brazilian readers expect.
    formatter = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 0, maximumFractionDigits: decimals });
    formatters.set(decimals, formatter);
  }
  return formatter;
}

/**
 * Formats a number the Brazilian way: comma decimals, '.' thousands, at most `decimals`
 * decimals with trailing zeros dropped (2 decimals: 12.5 → '12,5', 1234.567 → '1.234,57').
 * Non-finite values give '—' so a bug never prints 'NaN' to a vet.
 */
export function formatNumber(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return '—';
  const text = formatterFor(decimals).format(value);
  // A tiny negative rounds to '-0'; a dose is never "minus zero".
  return text === '-0' ? '0' : text;
}

/** Rounds half away from zero to `decimals` places, on the decimal representation (1.005 → 1.01). */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const rounded = Number(`${Math.round(Number(`${Math.abs(value)}e${decimals}`))}e-${decimals}`);
  const signed = value < 0 ? -rounded : rounded;
  return Object.is(signed, -0) ? 0 : signed;
}

const DECIMAL_RE = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * Reads what a user typed into a number field. Accepts comma or dot as the decimal separator
 * ('2,5', '2.5', ',5', '2,'), surrounding spaces and a leading sign. When both separators appear
 * the last one is the decimal separator and the others group thousands ('1.234,5' → 1234.5).
 * Numbers pass through when finite. Anything else (empty, letters, two commas) gives undefined.
 */
export function parseDecimal(text: unknown): number | undefined {
  if (typeof text === 'number') return Number.isFinite(text) ? text : undefined;
  if (typeof text !== 'string') return undefined;
  let t = text.trim().replace(/\s+/g, '');
  if (t === '') return undefined;
  const lastComma = t.lastIndexOf(',');
  const lastDot = t.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    const decimalSeparator = lastComma > lastDot ? ',' : '.';
    const groupSeparator = decimalSeparator === ',' ? '.' : ',';
    t = t.split(groupSeparator).join('');
    if (decimalSeparator === ',') t = t.replace(',', '.');
  } else {
    t = t.replace(',', '.');
  }
  if (!DECIMAL_RE.test(t)) return undefined;
  const value = Number(t);
  return Number.isFinite(value) ? value : undefined;
}

/** Hours as "2 h 5 min" (or "45 min"), rounded to the minute. */
export function formatDuration(hours: number): string {
  const totalMinutes = Math.round(hours * 60);
  const h = Math.floor(totalMinutes / 60);
  const m = totalMinutes % 60;
  return h === 0 ? `${m} min` : `${h} h ${m} min`;
}
