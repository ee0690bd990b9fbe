// A dose's number or range as the library writes it ('11 a 15', '0,01'). In a module of its own
// because both dose-calculator.ts and patient-dose.ts read it, and patient-dose.ts imports
// dose-calculator.ts.

export interface Range {
  low: number;
  high: number;
}

/** '11 a 15' → { low: 11, high: 15 }; '0,01' → low = high; null for anything else. */
export function parseDoseRange(text: string): Range | null {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*(?:(?:a|-|–|até)\s*(\d+(?:[.,]\d+)?))?\s*$/.exec(text);
  if (!match?.[1]) return null;
  const low = Number(match[1].replace(',', '.'));
  const high = match[2] ? Number(match[2].replace(',', '.')) : low;
  if (!Number.isFinite(low) || !Number.isFinite(high) || high < low) return null;
  return { low, high };
}
