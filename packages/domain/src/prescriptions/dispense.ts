// Posology a pharmacy can dispense and an owner can follow: a library dose in mg/kg
// becomes an amount of one presentation ("¼ de comprimido de 50 mg"), rounded to what can be
// measured at home, checked again against the dose range after rounding, with a route that agrees
// with the form and a quantity for the whole treatment. Rules recorded in
// docs/decisions/prescriptions-dispensable.md.
import { formatNumber } from '../calculators/format.js';
import { ROUTE_WORDS } from './prescriptions.rules.js';
import { type DispenseUnit, unitFor } from './quantity-words.js';

export const DOSE_FORMS = ['comprimido', 'cápsula', 'solução oral', 'suspensão oral', 'injetável'] as const;
export type DoseForm = (typeof DOSE_FORMS)[number];

/** Routes each form may be given by: a tablet is never "via subcutânea", an injectable never "via oral". */
export const ROUTES_BY_FORM: Record<DoseForm, readonly string[]> = {
  comprimido: ['oral'],
  cápsula: ['oral'],
  'solução oral': ['oral'],
  'suspensão oral': ['oral'],
  injetável: ['subcutânea', 'intramuscular', 'intravenosa'],
};

export function routeAgreesWithForm(form: DoseForm, route: string): boolean {
  return ROUTES_BY_FORM[form].includes(route.trim().toLowerCase());
}

/** The library's route codes (content ROUTES) of the routes a form can take. */
const ROUTE_CODE: Record<string, string> = { oral: 'VO', subcutânea: 'SC', intramuscular: 'IM', intravenosa: 'IV' };

/** Route codes the editor offers for a form: 'comprimido' → ['VO']. */
export function routeCodesFor(form: DoseForm): string[] {
  return ROUTES_BY_FORM[form].map((r) => ROUTE_CODE[r] as string);
}

/** 'VO' → 'oral', 'SC' → 'subcutânea'; any other code (or text) as its words without "via". */
export function routeName(code: string): string {
  return (ROUTE_WORDS[code.trim()] ?? code).replace(/^via /, '').trim().toLowerCase();
}

export interface Presentation {
  form: DoseForm;
  /** mg per tablet or capsule; mg per mL for liquids and injectables. */
  strengthMg: number;
  /** A scored tablet splits into quarters; anything else is given whole. */
  scored?: boolean;
}

const isSolid = (form: DoseForm) => form === 'comprimido' || form === 'cápsula';

/** Amount of the presentation for one dose, rounded to what can be measured: ¼ tablet, whole capsule, 0,1 mL. */
export function roundAmount(exact: number, p: Presentation): number {
  if (p.form === 'comprimido' && p.scored) return Math.max(0.25, Math.round(exact * 4) / 4);
  if (isSolid(p.form)) return Math.max(1, Math.round(exact));
  return Math.max(0.1, Math.round(exact * 10) / 10);
}

const FRACTIONS: Record<number, string> = { 0.25: '¼', 0.5: '½', 0.75: '¾' };

/** 0,25 → '¼', 1,5 → '1½', 2 → '2'. */
export function formatTablets(amount: number): string {
  const whole = Math.floor(amount);
  const part = FRACTIONS[amount - whole] ?? '';
  return whole === 0 ? part : `${whole}${part}`;
}

function amountText(amount: number, p: Presentation): string {
  const strength = `${formatNumber(p.strengthMg, 2)} mg`;
  if (isSolid(p.form)) {
    const plural = amount > 1 ? `${p.form === 'comprimido' ? 'comprimidos' : 'cápsulas'}` : p.form;
    // "¼ de comprimido", "1 comprimido", "1½ comprimidos".
    return `${formatTablets(amount)}${amount < 1 ? ' de' : ''} ${plural} de ${strength}`;
  }
  const article = p.form === 'injetável' ? 'do injetável' : `da ${p.form}`;
  return `${formatNumber(amount, 1)} mL ${article} de ${strength}/mL`;
}

export interface DispenseInput {
  weightKg: number;
  /** The dose the vet aims at, in mg/kg (defaults to the middle of the range). */
  targetMgPerKg?: number;
  range: { min: number; max: number };
  presentation: Presentation;
  route: string;
  everyHours: number;
  days: number;
}

export interface Dispense {
  amount: number;
  /** The dose actually given after rounding, in mg/kg. */
  mgPerKg: number;
  /** False when rounding left the library range: the editor warns. */
  inRange: boolean;
  posology: string;
  quantity: { count: number; unit: DispenseUnit };
}

/** Posology and quantity of one presentation for the patient's weight; throws on a route the form cannot take. */
export function dispense(input: DispenseInput): Dispense {
  const { presentation: p, weightKg, range } = input;
  if (!routeAgreesWithForm(p.form, input.route)) {
    throw new RangeError(`${p.form} não é dado por via ${input.route}`);
  }
  const target = input.targetMgPerKg ?? (range.min + range.max) / 2;
  const amount = roundAmount((target * weightKg) / p.strengthMg, p);
  const mgPerKg = (amount * p.strengthMg) / weightKg;
  // A hair of tolerance so 2 mg/kg computed as 1.9999… counts as in range.
  const inRange = mgPerKg >= range.min - 1e-9 && mgPerKg <= range.max + 1e-9;
  const verb = p.form === 'injetável' ? 'Aplicar' : 'Dar';
  const posology = `${verb} ${amountText(amount, p)} por via ${input.route.trim().toLowerCase()} a cada ${input.everyHours} horas por ${input.days} dias.`;
  const total = amount * (24 / input.everyHours) * input.days;
  const quantity = isSolid(p.form)
    ? { count: Math.ceil(total - 1e-9), unit: p.form === 'comprimido' ? ('comprimido' as const) : ('cápsula' as const) }
    : { count: Math.ceil(total * 10 - 1e-9) / 10, unit: 'mL' as const };
  return { amount, mgPerKg, inRange, posology, quantity };
}

/** The suggested quantity as the vet's quantity field takes it: "21 cápsulas", "12,6 mL". */
export function quantityText(quantity: Dispense['quantity']): string {
  return `${formatNumber(quantity.count, 1)} ${unitFor(quantity.count, quantity.unit)}`;
}

// --- presentations from the library's labels ------------------------------------------------------

const FORM_PATTERNS: [RegExp, DoseForm][] = [
  [/^comprimidos?\b/u, 'comprimido'],
  [/^c[áa]psulas?\b/u, 'cápsula'],
  [/^(solução oral|gotas)\b/u, 'solução oral'],
  [/^suspensão oral\b/u, 'suspensão oral'],
  [/^(solução|emulsão|suspensão) injetável\b/u, 'injetável'],
];
const MG_PER: Record<string, number> = { mcg: 0.001, µg: 0.001, mg: 1, g: 1000 };
const STRENGTH = /(\d+(?:[.,]\d+)?)\s*(mcg|µg|mg|g)(?:\s*\/\s*(\d+(?:[.,]\d+)?)?\s*ml)?(?![\p{L}])/u;
const num = (text: string) => Number(text.replace(',', '.'));

/**
 * The form and strength a label names: "Comprimido 50 mg", "Comprimidos 12 mg", "Cápsula 50 mg",
 * "Solução oral 100 mg/mL", "Suspensão oral 250 mg/5 mL", "Solução injetável 50 mg/mL". Null for
 * what cannot be measured per dose from its label (powders, creams, percentages, drops per
 * label only): those keep a posology written by the vet. A tablet splits only when the label says
 * "sulcado" (the content does not say it otherwise; the editor lets the vet tick it).
 */
export function parsePresentation(label: string | null | undefined): Presentation | null {
  const text = (label ?? '').trim().toLowerCase();
  const form = FORM_PATTERNS.find(([re]) => re.test(text))?.[1];
  const match = STRENGTH.exec(text);
  if (!form || !match) return null;
  const [whole, amount = '', unit = 'mg', perMl] = match;
  // A solid's strength is per unit, a liquid's per mL: "Comprimido 10 mg/mL" is not a label we trust.
  if (isSolid(form) === whole.includes('ml')) return null;
  const strengthMg = (num(amount) * (MG_PER[unit] ?? 1)) / (perMl ? num(perMl) : 1);
  if (!(strengthMg > 0)) return null;
  return { form, strengthMg, ...(form === 'comprimido' && /sulcad/u.test(text) ? { scored: true } : {}) };
}

/** The interval in hours of a library frequency: '8' h → 8, '2' vezes ao dia → 12; null otherwise ("8 a 12", "Dose única"). */
export function everyHoursOf(frequency: string, unit: string | null | undefined): number | null {
  if (!/^\d+(?:[.,]\d+)?$/.test(frequency.trim())) return null;
  const n = num(frequency.trim());
  if (!(n > 0)) return null;
  if (unit === 'h') return n;
  if (unit === 'vezes ao dia') return 24 / n;
  if (unit === 'dias') return 24 * n;
  return null;
}

// --- route and form on a saved item ---------------------------------------------------------------

const ROUTE_NAMES = Object.values(ROUTE_WORDS)
  .map((w) => w.replace(/^via /, ''))
  .sort((a, b) => b.length - a.length);
const VIA = new RegExp(`\\bvia (${ROUTE_NAMES.join('|')})(?![\\p{L}])`, 'giu');

/**
 * The routes of an item that its presentation cannot take: its route field ('SC', 'IV ou IM') and
 * every "via …" its posology names. Empty when they agree or when the form is not known (free text,
 * a label we cannot read): only what we can prove contradictory is refused.
 */
export function routesAgainstForm(item: {
  display?: string | null | undefined;
  route?: string | null | undefined;
  posology?: string | null | undefined;
}): string[] {
  const form = parsePresentation(item.display)?.form;
  if (!form) return [];
  const fromField = (item.route ?? '')
    .split(/, | ou /)
    .map((code) => code.trim())
    .filter(Boolean)
    .map(routeName);
  const fromText = [...(item.posology ?? '').matchAll(VIA)].map((m) => (m[1] ?? '').toLowerCase());
  return [...new Set([...fromField, ...fromText])].filter((r) => !routeAgreesWithForm(form, r));
}
