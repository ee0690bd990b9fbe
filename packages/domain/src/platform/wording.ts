import { foldText } from './fold-text.js';
// pt-BR wording helpers, so no screen writes "a cada 1 meses" or "0,5 unidade(s)".

/** The singular or the plural form for a count (pt-BR: only 1 — and fractions below 2 — are singular). */
export function plural(count: number, singular: string, pluralForm: string): string {
  return Math.abs(count) < 2 ? singular : pluralForm;
}

const UNIT_FORMS: Record<string, [singular: string, plural: string]> = {
  dias: ['dia', 'dias'],
  semanas: ['semana', 'semanas'],
  meses: ['mês', 'meses'],
  anos: ['ano', 'anos'],
};

/**
 * A dose frequency in words: "a cada 8 h", "a cada mês", "a cada 2 semanas", "1 vez ao dia",
 * "3 vezes por semana". The frequency is content text ("1", "0,5 a 1", "12").
 */
export function frequencyWords(frequency: string, unit: string | undefined): string {
  if (!unit) return frequency;
  const one = frequency.trim() === '1';
  if (unit === 'h') return `a cada ${frequency} h`;
  if (unit.startsWith('vezes')) return one ? `1 ${unit.replace('vezes', 'vez')}` : `${frequency} ${unit}`;
  const forms = UNIT_FORMS[unit];
  if (forms) return one ? `a cada ${forms[0]}` : `a cada ${frequency} ${forms[1]}`;
  return `a cada ${frequency} ${unit}`;
}

const FRACTIONS: Record<number, string> = { 0.25: '¼', 0.5: '½', 0.75: '¾' };

/**
 * A count of a solid form in the form's own noun, with the fractions a vet can split:
 * 0,5 → "½ comprimido", 1 → "1 comprimido", 1,5 → "1 ½ comprimido", 2 → "2 comprimidos". Amounts
 * that are no quarter keep two decimals ("0,33 comprimido").
 */
export function formQuantity(amount: number, singular: string, pluralForm: string): string {
  const quarters = Math.round(amount * 4) / 4;
  if (Math.abs(quarters - amount) < 0.005 && quarters > 0) {
    const whole = Math.floor(quarters);
    const part = FRACTIONS[quarters - whole];
    const number = part ? (whole ? `${whole} ${part}` : part) : String(whole);
    return `${number} ${plural(quarters, singular, pluralForm)}`;
  }
  const text = amount.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
  return `${text} ${plural(amount, singular, pluralForm)}`;
}

// Letters and digits only, once folded (names here are Portuguese: no letter is left outside a–z).
const folded = (text: string) =>
  foldText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * A subtitle worth printing under a name: undefined when it only repeats the name (ignoring case,
 * accents and punctuation), or is contained in it ("Necessidade Energética" / "Necessidade
 * energética", "Superfície Corporal" / "Superfície corporal").
 */
export function distinctSubtitle(name: string, subtitle: string | undefined): string | undefined {
  if (!subtitle?.trim()) return undefined;
  const s = folded(subtitle);
  const n = folded(name);
  return s === n || n.includes(s) ? undefined : subtitle;
}
