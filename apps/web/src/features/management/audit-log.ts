import { AUDIT_ACTIONS } from '@vetor/domain/management/audit-actions';
import { fieldLabel } from './problems';

// The audit log read by a person: each action in pt-BR and, instead of two JSON blobs, the fields
// that changed ("Telefone: (11) 9… → (21) 9…"). Whole versions of content are compared on the
// version screen; here long values are cut.

/** An action code in words; an unknown code stays readable rather than hidden. */
export const actionLabel = (code: string) => AUDIT_ACTIONS[code] ?? code;

/** Extra labels of the audit's own fields (the content form's labels cover the rest). */
const AUDIT_LABELS: Record<string, string> = {
  ip: 'Endereço IP',
  reason: 'Motivo',
  phone: 'Telefone',
  email: 'E-mail',
  crmvNumber: 'CRMV',
  crmvState: 'UF do CRMV',
  displayName: 'Nome',
  blocked: 'Bloqueado',
  profile: 'Perfil',
  version: 'Versão',
  inserted: 'Linhas novas',
  rows: 'Linhas',
  available: 'Disponível',
  disabled: 'Desativado',
};

const REASONS: Record<string, string> = {
  'unknown-user': 'usuário inexistente',
  'wrong-password': 'senha errada',
  disabled: 'acesso desativado',
};

const MAX_VALUE = 80;

function show(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  const text = typeof value === 'string' ? (REASONS[value] ?? value) : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value);
}

export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

/**
 * The fields whose values differ between before and after, one level deep (a nested object is
 * shown as one value): enough to read who changed what, not a content diff.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const b = isPlainObject(before) ? before : before == null ? {} : { valor: before };
  const a = isPlainObject(after) ? after : after == null ? {} : { valor: after };
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .filter((key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]))
    .map((key) => ({
      field: AUDIT_LABELS[key] ?? fieldLabel([key]),
      before: show(b[key]),
      after: show(a[key]),
    }));
}

/** "customer:1f3…" → "Cliente 1f3…": the target's kind in words. */
export function targetLabel(target: string): string {
  const [kind = '', ...rest] = target.split(':');
  const KINDS: Record<string, string> = {
    customer: 'Cliente',
    editor: 'Pessoa da equipe',
    item: 'Item',
    drug: 'Medicamento',
    product: 'Produto',
    class: 'Classe',
    file: 'Arquivo',
    photo: 'Foto',
    news: 'Notícia',
    ad: 'Anúncio',
  };
  return KINDS[kind] ? `${KINDS[kind]} ${rest.join(':')}` : target;
}
