// Portaria SVS/MS 344/1998 asks the quantity of a controlled drug in numbers and in words
// ("30 (trinta) comprimidos"), so nobody can turn a 3 into a 30 on the paper. The words come from
// the `extenso` library; the unit sets the gender ("duas caixas", "dois frascos").
import extenso from 'extenso';

/** The units a pharmacy dispenses, singular, as printed. */
export const DISPENSE_UNITS = [
  'comprimido',
  'cápsula',
  'drágea',
  'frasco',
  'caixa',
  'ampola',
  'bisnaga',
  'mL',
] as const;
export type DispenseUnit = (typeof DISPENSE_UNITS)[number];

const FEMININE = new Set<DispenseUnit>(['cápsula', 'drágea', 'caixa', 'ampola', 'bisnaga']);

const PLURAL: Record<DispenseUnit, string> = {
  comprimido: 'comprimidos',
  cápsula: 'cápsulas',
  drágea: 'drágeas',
  frasco: 'frascos',
  caixa: 'caixas',
  ampola: 'ampolas',
  bisnaga: 'bisnagas',
  mL: 'mL',
};

/** The unit as printed after a count: 1 cápsula, 2 cápsulas. */
export function unitFor(n: number, unit: DispenseUnit): string {
  return n >= 2 ? PLURAL[unit] : unit;
}

/** The number written out in pt-BR, in the unit's gender ("duzentas e duas" caixas). */
export function numberInWords(n: number, gender: 'm' | 'f'): string {
  const words = extenso(String(n).replace('.', ','), { number: { gender, decimal: 'informal' } });
  // extenso leaves the hundreds masculine ("duzentos caixas"); the feminine is "duzentas".
  return gender === 'f' ? words.replace(/entos\b/g, 'entas') : words;
}

/** Numbers, words and unit: quantityInWords(2, 'caixa') → "2 (duas) caixas". */
export function quantityInWords(n: number, unit: DispenseUnit): string {
  const words = numberInWords(n, FEMININE.has(unit) ? 'f' : 'm');
  const digits = String(n).replace('.', ',');
  return `${digits} (${words}) ${unitFor(n, unit)}`;
}

const UNIT_BY_WORD = new Map<string, DispenseUnit>(
  DISPENSE_UNITS.flatMap((u) => [
    [u.toLowerCase(), u],
    [PLURAL[u].toLowerCase(), u],
  ]),
);
UNIT_BY_WORD.set('ml', 'mL');

/**
 * A typed quantity ("1 caixa", "30 cápsulas de 100 mg", "2 frascos de 60 mL") with its number
 * also in words ("1 (uma) caixa", …); the rest of the text stays as typed. Null when the text does
 * not start with a number and a known unit, or already carries the words.
 */
export function withQuantityInWords(text: string): string | null {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s+(\p{L}+)(.*)$/su.exec(text);
  if (!match) return null;
  const [, digits = '', word = '', rest = ''] = match;
  const unit = UNIT_BY_WORD.get(word.toLowerCase());
  if (!unit) return null;
  const n = Number(digits.replace(',', '.'));
  if (!(n > 0)) return null;
  return `${quantityInWords(n, unit)}${rest}`;
}
