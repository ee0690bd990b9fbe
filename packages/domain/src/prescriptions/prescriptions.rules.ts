// Prescription rules of docs/product/calculators-patients-prescriptions-management.md §4–§6 shared by the web and the server: who may prescribe, the draft
// operations (add, edit, move, delete with renumbering), the posology the embedded calculator
// writes, the dose-range warning, controlled drugs and the WhatsApp link.
import { formatNumber } from '../calculators/format.js';
import { doseRange } from '../content/drug.schemas.js';
import { LIMITS } from '../platform/constants.js';
import { NATIONALITY_BRAZIL, VETERINARY_STATUS, whatsappNumber } from '../platform/enums.js';
import type { PrescriptionItem } from './prescriptions.schemas.js';

export interface PrescriberRecord {
  nationality?: number | null;
  cpf?: string | null;
  crmvNumber?: string | null;
  crmvState?: string | null;
  address?: unknown;
  questions?: { veterinaryStatus?: number | null } | null;
}

/** docs/product/calculators-patients-prescriptions-management.md §4: a veterinary professional (status 1), Brazilian, with CPF, CRMV number and UF, address. */
export function isPrescriberComplete(user: PrescriberRecord | null | undefined): boolean {
  return Boolean(
    user &&
      user.questions?.veterinaryStatus === VETERINARY_STATUS.PROFESSIONAL &&
      user.nationality === NATIONALITY_BRAZIL &&
      user.cpf &&
      user.crmvNumber &&
      user.crmvState &&
      user.address,
  );
}

// --- draft operations ----------------------------------------------------------------------------

type Pages<T> = T[][];

/** Drops empty guides and sets each item's page to its guide's index (docs/product/calculators-patients-prescriptions-management.md §4 renumbering). */
export function normalizePages<T extends { page: number }>(pages: Pages<T>): Pages<T> {
  return pages.filter((p) => p.length > 0).map((items, page) => items.map((item) => ({ ...item, page })));
}

/** Appends the item to its guide (a new guide when page = count), or to guide 0. */
export function addItem<T extends { page: number }>(pages: Pages<T>, item: T): Pages<T> {
  const next = pages.map((p) => [...p]);
  const page = item.page >= 0 && item.page <= next.length && item.page < LIMITS.prescriptionGuidesMax ? item.page : 0;
  if (page === next.length) next.push([]);
  next[page]?.push({ ...item, page });
  return normalizePages(next);
}

/** Edits in place; when the item's guide changed it is removed and re-added to the new one. */
export function updateItem<T extends { id: string; page: number }>(pages: Pages<T>, item: T): Pages<T> {
  const current = pages.findIndex((p) => p.some((i) => i.id === item.id));
  if (current < 0) return addItem(pages, item);
  if (current === item.page) return pages.map((p) => p.map((i) => (i.id === item.id ? item : i)));
  const without = pages.map((p) => p.filter((i) => i.id !== item.id));
  // Re-adding before dropping empty guides keeps the target index the user chose.
  const target = item.page;
  const next = without.map((p) => [...p]);
  if (target >= next.length) next.push([]);
  (next[Math.min(target, next.length - 1)] as T[]).push(item);
  return normalizePages(next);
}

/** Removes the item; null when it was the last one, which deletes the whole draft. */
export function removeItem<T extends { id: string; page: number }>(pages: Pages<T>, id: string): Pages<T> | null {
  const next = normalizePages(pages.map((p) => p.filter((i) => i.id !== id)));
  return next.length === 0 ? null : next;
}

/** Moves an item within its guide (drag to reorder). */
export function moveItem<T extends { id: string; page: number }>(
  pages: Pages<T>,
  id: string,
  toIndex: number,
): Pages<T> {
  return pages.map((items) => {
    const from = items.findIndex((i) => i.id === id);
    if (from < 0) return items;
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(Math.max(0, Math.min(toIndex, next.length)), 0, moved as T);
    return next;
  });
}

export function itemCount(pages: Pages<unknown>): number {
  return pages.reduce((n, p) => n + p.length, 0);
}

/** Repeating keeps the items and clears the id and share date (docs/product/calculators-patients-prescriptions-management.md §4). */
export function repeatPages<T extends { id: string }>(pages: Pages<T>, newId: () => string): Pages<T> {
  return pages.map((p) => p.map((i) => ({ ...i, id: newId() })));
}

// --- posology --------------------------------------------------------------------------------------

/** Routes written out: a guide may not carry abbreviations (CFMV Res. 1.321/2020). */
export const ROUTE_WORDS: Record<string, string> = {
  VO: 'via oral',
  IV: 'via intravenosa',
  IM: 'via intramuscular',
  SC: 'via subcutânea',
  IO: 'via intraóssea',
  Intranasal: 'via intranasal',
  Inalatória: 'via inalatória',
  Tópica: 'via tópica',
  Oftálmica: 'via oftálmica',
  Transdérmica: 'via transdérmica',
  Retal: 'via retal',
  'Transmucosa oral': 'via transmucosa oral',
  Epidural: 'via epidural',
  Intratraqueal: 'via intratraqueal',
};

/** 'VO' → 'via oral'; 'IV, IM ou SC' → 'via intravenosa, via intramuscular ou via subcutânea'. */
export function routeWords(route: string | null | undefined): string {
  if (!route) return '';
  return route
    .split(/(, | ou )/)
    .map((part) => (part === ', ' || part === ' ou ' ? part : (ROUTE_WORDS[part.trim()] ?? part.trim())))
    .join('');
}

const UNIT_WORDS: Record<string, [string, string]> = {
  h: ['hora', 'horas'],
  dias: ['dia', 'dias'],
  semanas: ['semana', 'semanas'],
  meses: ['mês', 'meses'],
  anos: ['ano', 'anos'],
};

/** '12' + 'h' → 'a cada 12 horas'; '8 a 12' + 'h' → 'a cada 8 a 12 horas'; 'Dose única' → 'em dose única'. */
export function frequencyWords(frequency: string, unit?: string | null): string {
  if (frequency === 'Dose única') return 'em dose única';
  if (frequency === 'Se necessário') return 'se necessário';
  if (frequency === 'Infusão contínua') return 'em infusão contínua';
  if (frequency === 'Ver descrição') return '';
  if (unit === 'vezes ao dia') return `${frequency} vezes ao dia`;
  if (unit === 'vezes por semana') return `${frequency} vezes por semana`;
  const words = unit ? UNIT_WORDS[unit] : undefined;
  if (!words) return `a cada ${frequency}${unit ? ` ${unit}` : ''}`;
  return `a cada ${frequency} ${frequency === '1' ? words[0] : words[1]}`;
}

/** Unit words for solid presentations, from the presentation label ('Comprimido 5 mg'). */
export function unitWord(presentation: string, amount: number): string {
  const p = presentation.toLowerCase();
  const plural = amount > 1;
  if (p.includes('cápsula') || p.includes('capsula')) return plural ? 'cápsulas' : 'cápsula';
  if (p.includes('drágea')) return plural ? 'drágeas' : 'drágea';
  if (p.includes('sachê')) return plural ? 'sachês' : 'sachê';
  if (p.includes('pipeta')) return plural ? 'pipetas' : 'pipeta';
  return plural ? 'comprimidos' : 'comprimido';
}

/** Solid units rounded to the nearest quarter (tablets are split in halves and quarters). */
export function roundTablets(units: number): number {
  return Math.max(0.25, Math.round(units * 4) / 4);
}

const FRACTIONS: Record<string, string> = { '0.25': '1/4', '0.5': '1/2', '0.75': '3/4' };
/** 0,5 → '1/2'; 1,5 → '1 e 1/2'; 2 → '2'. */
export function tabletWords(units: number): string {
  const whole = Math.floor(units);
  const frac = FRACTIONS[String(Math.round((units - whole) * 100) / 100)];
  if (!frac) return String(whole);
  return whole === 0 ? frac : `${whole} e ${frac}`;
}

export interface PosologyInput {
  /** Computed amount per administration: units (solid) or mL (liquid). */
  amount: number;
  form: 'solid' | 'liquid';
  /** The presentation label, e.g. 'Comprimido 5 mg'. */
  presentation: string;
  route?: string | null;
  frequency: string;
  frequencyUnit?: string | null;
  /** Treatment length in days; absent or 0 → 'até novas recomendações'. */
  durationDays?: number | null;
}

/** '2 comprimidos de 5 mg, via oral, a cada 12 horas, por 7 dias'. */
export function buildPosology(input: PosologyInput): string {
  const presentation = input.presentation.trim();
  const strength = presentation.replace(/^[^\d]*/, '').trim();
  let amount: string;
  if (input.form === 'solid') {
    // Tablets split in quarters; capsules, sachets and pipettes do not split.
    const splittable = unitWord(presentation, 2) === 'comprimidos';
    const units = splittable ? roundTablets(input.amount) : Math.max(1, Math.round(input.amount));
    amount = `${tabletWords(units)} ${unitWord(presentation, units)}${strength ? ` de ${strength}` : ''}`;
  } else {
    amount = `${formatNumber(input.amount, 2)} mL${strength ? ` da apresentação de ${strength}` : ''}`;
  }
  const parts = [amount];
  const route = routeWords(input.route);
  if (route) parts.push(route);
  const freq = frequencyWords(input.frequency, input.frequencyUnit);
  if (freq) parts.push(freq);
  parts.push(
    input.durationDays
      ? `por ${input.durationDays} ${input.durationDays === 1 ? 'dia' : 'dias'}`
      : 'até novas recomendações',
  );
  return `${parts.join(', ')}.`;
}

/** A dose per kg outside the library's range for the chosen dose shows a warning before saving. */
export function isDoseOutOfRange(chosenPerKg: number, libraryDose: string): boolean {
  const { min, max } = doseRange(libraryDose);
  if (!Number.isFinite(min) || !Number.isFinite(max)) return false;
  return chosenPerKg < min - 1e-9 || chosenPerKg > max + 1e-9;
}

// --- controlled drugs ----------------------------------------------------------------------------

/** Lists of Portaria SVS/MS 344/1998 a drug can be flagged with in its content file. */
export const CONTROLLED_LISTS = ['A1', 'A2', 'A3', 'B1', 'B2', 'C1', 'C2', 'C3', 'C4', 'C5'] as const;
export type ControlledList = (typeof CONTROLLED_LISTS)[number];

export function isControlledItem(item: Pick<PrescriptionItem, 'drugsList'>, controlled: ReadonlySet<string>): boolean {
  return item.drugsList.some((d) => controlled.has(d.drugId));
}

export type GuideKind = 'ordinary' | 'special';
export interface GuideLayout<T> {
  kind: GuideKind;
  /** The draft guide (tab) the items came from. */
  page: number;
  items: T[];
}

/**
 * The PDF guides of a prescription: each tab's ordinary items on an ordinary guide, and the items
 * our "Receituário de Controle Especial" (printed in two copies) serves on one. `special` is the
 * set of controlled drug ids, or a test per item: an item that needs a Notificação de Receita is
 * controlled but stays on the ordinary guide, with its notice (controlled-forms.ts).
 */
export function layoutGuides<T extends Pick<PrescriptionItem, 'drugsList'>>(
  pages: T[][],
  special: ReadonlySet<string> | ((item: T) => boolean),
): GuideLayout<T>[] {
  const isSpecial = typeof special === 'function' ? special : (i: T) => isControlledItem(i, special);
  const guides: GuideLayout<T>[] = [];
  pages.forEach((items, page) => {
    const onSpecial = items.filter(isSpecial);
    const ordinary = items.filter((i) => !isSpecial(i));
    if (ordinary.length) guides.push({ kind: 'ordinary', page, items: ordinary });
    if (onSpecial.length) guides.push({ kind: 'special', page, items: onSpecial });
  });
  return guides;
}

// --- sharing -------------------------------------------------------------------------------------

/** https://wa.me/55DDDNUMBER?text=… with the phone cleaned as docs/product/platform-accounts-subscription.md §9 says. */
export function whatsappLink(phone: string, text: string): string {
  return `https://wa.me/${whatsappNumber(phone)}?text=${encodeURIComponent(text)}`;
}

export function guideFileName(n: number): string {
  return `Receita ${n}.pdf`;
}
