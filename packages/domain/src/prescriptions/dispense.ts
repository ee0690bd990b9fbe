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

/** 'oral' → 'VO': the code of a route a form takes; undefined for any other. */
export function routeCodeOf(name: string): string | undefined {
  return ROUTE_CODE[name.trim().toLowerCase()];
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
  /** The label gave the strength in mcg ("Cápsula 0,25 mcg"): the posology names it as the box does. */
  strengthUnit?: 'mcg';
}

const isSolid = (form: DoseForm) => form === 'comprimido' || form === 'cápsula';

/**
 * Amount of the presentation for one dose, rounded to what can be measured: ¼ tablet, whole capsule,
 * 0,1 mL of an oral liquid (a home syringe); an injectable under 1 mL to 0,01 mL (the marks of a 1 mL
 * syringe: mcg doses of dexmedetomidina or fentanil are a few hundredths of a mL in a cat).
 */
export function roundAmount(exact: number, p: Presentation): number {
  if (p.form === 'comprimido' && p.scored) return Math.max(0.25, Math.round(exact * 4) / 4);
  if (isSolid(p.form)) return Math.max(1, Math.round(exact));
  if (p.form === 'injetável' && exact < 0.995) return Math.max(0.01, Math.round(exact * 100) / 100);
  return Math.max(0.1, Math.round(exact * 10) / 10);
}

const FRACTIONS: Record<number, string> = { 0.25: '¼', 0.5: '½', 0.75: '¾' };

/** 0,25 → '¼', 1,5 → '1½', 2 → '2'. */
export function formatTablets(amount: number): string {
  const whole = Math.floor(amount);
  const part = FRACTIONS[amount - whole] ?? '';
  return whole === 0 ? part : `${whole}${part}`;
}

/** The strength as its label writes it: "50 mg", "0,25 mcg". */
function strengthText(p: Presentation): string {
  return p.strengthUnit === 'mcg'
    ? `${formatNumber(p.strengthMg * 1000, 2)} mcg`
    : `${formatNumber(p.strengthMg, 2)} mg`;
}

function amountText(amount: number, p: Presentation): string {
  const strength = strengthText(p);
  if (isSolid(p.form)) {
    const plural = amount > 1 ? `${p.form === 'comprimido' ? 'comprimidos' : 'cápsulas'}` : p.form;
    // "¼ de comprimido", "1 comprimido", "1½ comprimidos".
    return `${formatTablets(amount)}${amount < 1 ? ' de' : ''} ${plural} de ${strength}`;
  }
  const article = p.form === 'injetável' ? 'do injetável' : `da ${p.form}`;
  return `${formatNumber(amount, 2)} mL ${article} de ${strength}/mL`;
}

/** The per-kg units a dose can be dispensed from; the dose, target and range are in this unit. */
export const DISPENSE_DOSE_UNITS = ['mg/kg', 'mcg/kg'] as const;
export type DispenseDoseUnit = (typeof DISPENSE_DOSE_UNITS)[number];
const MG_PER_DOSE_UNIT: Record<DispenseDoseUnit, number> = { 'mg/kg': 1, 'mcg/kg': 0.001 };

/**
 * When the doses are given: every `n` hours; a range left to the owner ("a cada 8 a 12 horas", the
 * library's range when the vet picks no single interval); or once.
 */
export type Schedule = number | { from: number; to: number } | 'dose única';

export interface DispenseInput {
  weightKg: number;
  /** Unit of `targetPerKg` and `range` (default mg/kg). */
  doseUnit?: DispenseDoseUnit;
  /** The dose the vet aims at, per kg (defaults to the middle of the range). */
  targetPerKg?: number;
  range: { min: number; max: number };
  presentation: Presentation;
  route: string;
  everyHours: Schedule;
  /** Days of treatment; not used for a single dose. */
  days: number;
}

export interface Dispense {
  amount: number;
  /** The dose actually given after rounding, per kg in the input's dose unit. */
  perKg: number;
  /** False when rounding left the library range: the editor warns. */
  inRange: boolean;
  posology: string;
  quantity: { count: number; unit: DispenseUnit };
}

/** "a cada 8 horas", "a cada 8 a 12 horas", "a cada 7 dias" (whole days from 48 h on). */
export function intervalText(schedule: Exclude<Schedule, 'dose única'>): string {
  const [from, to] = typeof schedule === 'number' ? [schedule, schedule] : [schedule.from, schedule.to];
  const inDays = from >= 48 && from % 24 === 0 && to % 24 === 0;
  const n = (h: number) => formatNumber(inDays ? h / 24 : h, 1);
  return `a cada ${from === to ? n(from) : `${n(from)} a ${n(to)}`} ${inDays ? 'dias' : 'horas'}`;
}

/** Doses in the treatment; a range counts its shortest interval, so the quantity lasts whichever the owner follows. */
function doseCount(schedule: Schedule, days: number): number {
  if (schedule === 'dose única') return 1;
  const hours = typeof schedule === 'number' ? schedule : schedule.from;
  return Math.ceil((days * 24) / hours - 1e-9);
}

/** Posology and quantity of one presentation for the patient's weight; throws on a route the form cannot take. */
export function dispense(input: DispenseInput): Dispense {
  const { presentation: p, weightKg, range } = input;
  if (!routeAgreesWithForm(p.form, input.route)) {
    throw new RangeError(`${p.form} não é dado por via ${input.route}`);
  }
  const mgPerUnit = MG_PER_DOSE_UNIT[input.doseUnit ?? 'mg/kg'];
  const target = input.targetPerKg ?? (range.min + range.max) / 2;
  const amount = roundAmount((target * mgPerUnit * weightKg) / p.strengthMg, p);
  const perKg = (amount * p.strengthMg) / weightKg / mgPerUnit;
  // A hair of tolerance so 2 mg/kg computed as 1.9999… counts as in range.
  const inRange = perKg >= range.min * (1 - 1e-9) - 1e-9 && perKg <= range.max * (1 + 1e-9) + 1e-9;
  const verb = p.form === 'injetável' ? 'Aplicar' : 'Dar';
  const route = `por via ${input.route.trim().toLowerCase()}`;
  const when =
    input.everyHours === 'dose única'
      ? 'em dose única'
      : `${intervalText(input.everyHours)} por ${input.days} ${input.days === 1 ? 'dia' : 'dias'}`;
  const posology = `${verb} ${amountText(amount, p)} ${route} ${when}.`;
  const total = amount * doseCount(input.everyHours, input.days);
  const quantity = isSolid(p.form)
    ? { count: Math.ceil(total - 1e-9), unit: p.form === 'comprimido' ? ('comprimido' as const) : ('cápsula' as const) }
    : { count: Math.ceil(total * 10 - 1e-9) / 10, unit: 'mL' as const };
  return { amount, perKg, inRange, posology, quantity };
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
  return {
    form,
    strengthMg,
    ...(form === 'comprimido' && /sulcad/u.test(text) ? { scored: true } : {}),
    ...(unit === 'mcg' || unit === 'µg' ? { strengthUnit: 'mcg' as const } : {}),
  };
}

const HOURS_PER: Record<string, number> = { h: 1, dias: 24, semanas: 168 };

/**
 * When a library frequency gives the doses: '8' h → 8, '2' vezes ao dia → 12, '8 a 12' h →
 * { from: 8, to: 12 }, '2 a 3' vezes ao dia → { from: 8, to: 12 }, '7' dias → 168, 'Dose única'.
 * Null for what has no fixed interval ("Se necessário", "Infusão contínua", months, "3 vezes por
 * semana"): the vet writes that posology.
 */
export function scheduleOf(frequency: string, unit: string | null | undefined): Schedule | null {
  const text = frequency.trim();
  if (text === 'Dose única') return 'dose única';
  const match = /^(\d+(?:[.,]\d+)?)(?: a (\d+(?:[.,]\d+)?))?$/.exec(text);
  if (!match) return null;
  const a = num(match[1] ?? '');
  const b = match[2] ? num(match[2]) : a;
  if (!(a > 0 && b > 0)) return null;
  const hours = (n: number) =>
    unit === 'vezes ao dia' ? 24 / n : unit && HOURS_PER[unit] ? n * HOURS_PER[unit] : null;
  const [x, y] = [hours(a), hours(b)];
  if (x === null || y === null) return null;
  return x === y ? x : { from: Math.min(x, y), to: Math.max(x, y) };
}

/** The interval in hours of a library frequency with one interval: '8' h → 8; null otherwise ("8 a 12", "Dose única"). */
export function everyHoursOf(frequency: string, unit: string | null | undefined): number | null {
  const schedule = scheduleOf(frequency, unit);
  return typeof schedule === 'number' ? schedule : null;
}

/** The choices a schedule offers the vet: a range gives its ends and itself ("a critério do tutor"). */
export function scheduleChoices(schedule: Schedule): Schedule[] {
  return typeof schedule === 'object' ? [schedule.from, schedule.to, schedule] : [schedule];
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
