// Posology a pharmacy can dispense and an owner can follow: a library dose in mg/kg
// becomes an amount of one presentation ("¼ de comprimido de 50 mg"), rounded to what can be
// measured at home, checked again against the dose range after rounding, with a route that agrees
// with the form and a quantity for the whole treatment. Rules recorded in
// docs/decisions/prescriptions-dispensable.md.
import { formatNumber } from '../calculators/format.js';
import type { DispenseUnit } from './quantity-words.js';

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
