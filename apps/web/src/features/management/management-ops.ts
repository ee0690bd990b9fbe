import type {
  ManagementCustomer,
  ManagementCustomerUpdate,
  ManagementEditorRow,
} from '@vetor/domain/management/management-ops.schemas';
import { isValidEditorPassword } from '@vetor/domain/management/management-ops.schemas';
import type { FeatureToggle } from '@vetor/domain/platform/enums';
import { maskPhone } from '../../lib/masks';

// Pure rules of the customers, editors and content-health screens (no React), tested beside.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The server finds a customer by uid or by the whole e-mail only (no partial search, so no list to
 * page): anything else is answered here, before a call that could only come back empty.
 */
export function customerQueryProblem(query: string): string | null {
  const q = query.trim();
  if (!q) return 'Informe o uid ou o e-mail do cliente.';
  if (UUID.test(q) || EMAIL.test(q)) return null;
  return 'Informe o uid completo (como 3f2a…-…) ou o e-mail completo do cliente.';
}

/** dd/mm/aaaa hh:mm in Brasília time, or a dash for no date. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'America/Sao_Paulo',
  }).format(date);
}

/** dd/mm/aaaa in Brasília time, or a dash. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'America/Sao_Paulo',
  }).format(date);
}

/** A stored phone (digits) as (11) 98765-4321; a dash for none. */
export const formatPhone = (digits: string | null | undefined) => (digits ? maskPhone(digits) : '—');

export const TOGGLE_LABELS: Record<FeatureToggle, string> = {
  ai_search: 'Busca com IA',
  prescriptions: 'Prescrições',
  news: 'Notícias',
  purchases: 'Compras no app',
  algolia: 'Busca externa (Algolia)',
};

const ENTITLEMENT_LABELS: Record<string, string> = {
  va_pro: 'PRO',
  va_pro_duo: 'PRO Duo (titular)',
  va_pro_duo_shared: 'PRO Duo (convidado)',
};
export const entitlementLabel = (e: string) => ENTITLEMENT_LABELS[e] ?? e;

const STATUS_LABELS: Record<string, string> = {
  active: 'Ativa',
  trialing: 'Em teste',
  past_due: 'Pagamento atrasado',
  unpaid: 'Não paga',
  canceled: 'Cancelada',
  cancelled: 'Cancelada',
  incomplete: 'Incompleta',
  incomplete_expired: 'Expirada',
  expired: 'Expirada',
  paused: 'Pausada',
  billing_issue: 'Problema de cobrança',
};
export const subscriptionStatusLabel = (s: string) => STATUS_LABELS[s] ?? s;

const STORE_LABELS: Record<string, string> = {
  website: 'Site (cartão)',
  ios: 'App Store',
  android: 'Google Play',
};
export const storeLabel = (s: string) => STORE_LABELS[s] ?? s;

/** What the settings form edits, as typed (masked phone, CRMV digits, UF). */
export interface CustomerForm {
  displayName: string;
  displayNamePrefix: string;
  phone: string;
  crmvNumber: string;
  crmvState: string | null;
}

export function customerFormOf(c: ManagementCustomer): CustomerForm {
  return {
    displayName: c.displayName ?? '',
    displayNamePrefix: c.displayNamePrefix ?? '',
    phone: c.phone ? maskPhone(c.phone) : '',
    crmvNumber: c.crmvNumber ?? '',
    crmvState: c.crmvState,
  };
}

/**
 * Only what changed goes to the server (its audit row keeps before and after of exactly that); an
 * emptied optional field is sent as null, which clears it. The display name cannot be cleared.
 */
export function customerChanges(c: ManagementCustomer, form: CustomerForm): ManagementCustomerUpdate {
  const body: ManagementCustomerUpdate = {};
  const name = form.displayName.trim();
  if (name && name !== (c.displayName ?? '')) body.displayName = name;
  const prefix = form.displayNamePrefix.trim();
  if (prefix !== (c.displayNamePrefix ?? '')) body.displayNamePrefix = prefix || null;
  const phone = form.phone.replace(/\D/g, '');
  if (phone !== (c.phone ?? '')) body.phone = phone || null;
  const crmv = form.crmvNumber.trim();
  if (crmv !== (c.crmvNumber ?? '')) body.crmvNumber = crmv || null;
  if ((form.crmvState ?? null) !== c.crmvState)
    body.crmvState = (form.crmvState || null) as ManagementCustomerUpdate['crmvState'];
  return body;
}

/** A toggle's three states in the form: follow the global value, or force it on or off. */
export type ToggleChoice = 'default' | 'on' | 'off';
export const choiceOf = (override: boolean | null): ToggleChoice =>
  override === null ? 'default' : override ? 'on' : 'off';
export const overrideOf = (choice: ToggleChoice): boolean | null => (choice === 'default' ? null : choice === 'on');

// --- editors -------------------------------------------------------------------------------------

export const PROFILE_LABELS: Record<1 | 2, string> = { 1: 'Administrador (perfil 1)', 2: 'Editor (perfil 2)' };

export interface NewEditorForm {
  user: string;
  name: string;
  password: string;
  profile: 1 | 2;
}

/** The same rules the server applies, so the form says what is wrong before sending. */
export function newEditorProblems(form: NewEditorForm): Partial<Record<keyof NewEditorForm, string>> {
  const problems: Partial<Record<keyof NewEditorForm, string>> = {};
  const user = form.user.trim();
  if (user.length < 3 || user.length > 60 || !/^[a-z0-9._-]+$/i.test(user))
    problems.user = 'Use de 3 a 60 letras sem acento, números, ponto, hífen ou sublinhado.';
  const name = form.name.trim();
  if (name.length < 2 || name.length > 120) problems.name = 'Informe o nome (de 2 a 120 caracteres).';
  if (!isValidEditorPassword(form.password))
    problems.password = 'A senha precisa de ao menos 10 caracteres, com letras e números.';
  return problems;
}

export type EditorStatusFilter = 'all' | 'active' | 'inactive';

/** Name or user contains the text (accents and case ignored), with the status filter. */
export function filterEditors(
  editors: ManagementEditorRow[],
  text: string,
  status: EditorStatusFilter,
  fold: (s: string) => string,
): ManagementEditorRow[] {
  const q = fold(text.trim());
  return editors.filter(
    (e) =>
      (status === 'all' || (status === 'active') === e.active) &&
      (!q || fold(e.name).includes(q) || fold(e.user).includes(q)),
  );
}

/** Rows per page of the editors' table. */
export const EDITORS_PAGE_SIZE = 20;

export function pageOf<T>(rows: T[], page: number, size: number): { rows: T[]; pages: number; page: number } {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { rows: rows.slice((current - 1) * size, current * size), pages, page: current };
}

// --- content health ------------------------------------------------------------------------------

const SPECIES: Record<number, string> = { 1: 'Cão', 2: 'Gato' };
export const speciesNames = (ids: number[]) => ids.map((id) => SPECIES[id] ?? `Espécie ${id}`).join(', ');

/** Where to fix a problem: the item editor, or the drug editor (on the tab that needs the fix). */
export function editorPath(
  entry: { kind: 'item' | 'drug'; id: string; collection?: string | undefined },
  tab?: 'doses' | 'references',
): string | null {
  if (entry.kind === 'item') return `/management/items/${encodeURIComponent(entry.id)}`;
  if (!entry.collection) return null;
  const path = `/management/drugs/${encodeURIComponent(entry.collection)}/${encodeURIComponent(entry.id)}`;
  return tab ? `${path}?aba=${tab}` : path;
}

/** A rough upper bound of a link check: 4 links at a time, each waiting at most twice the timeout. */
export function linkCheckMinutes(links: number, timeoutMs = 5_000): number {
  return Math.max(1, Math.ceil((Math.ceil(links / 4) * 2 * timeoutMs) / 60_000));
}

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
