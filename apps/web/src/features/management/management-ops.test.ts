import type { ManagementCustomer, ManagementEditorRow } from '@vetor/domain/management/management-ops.schemas';
import { foldText } from '@vetor/domain/platform/fold-text';
import { describe, expect, it } from 'vitest';
import {
  choiceOf,
  customerChanges,
  customerFormOf,
  customerQueryProblem,
  editorPath,
  filterEditors,
  formatDate,
  formatDateTime,
  formatPhone,
  linkCheckMinutes,
  newEditorProblems,
  overrideOf,
  pageOf,
  speciesNames,
} from './management-ops';

const customer: ManagementCustomer = {
  uid: '3f2a1b4c-1111-4222-8333-444455556666',
  email: 'ana@clinica.com.br',
  displayName: 'Ana Souza',
  displayNamePrefix: 'Dra.',
  phone: '11987654321',
  crmvNumber: '12345',
  crmvState: 'SP',
  createdAt: '2026-01-10T12:00:00.000Z',
  lastSignInAt: null,
  lastActivityAt: null,
  blocked: false,
  blockedAt: null,
  deletionRequestedAt: null,
  anonymised: false,
  toggles: [],
  entitlements: [],
  purchases: { premium: false, store: null, subscriptions: [], receipts: [], sharedBy: null },
};

describe('customer search', () => {
  it('takes a whole uid or a whole e-mail only', () => {
    expect(customerQueryProblem(customer.uid)).toBeNull();
    expect(customerQueryProblem('  ana@clinica.com.br ')).toBeNull();
    expect(customerQueryProblem('')).toBe('Informe o uid ou o e-mail do cliente.');
    expect(customerQueryProblem('ana')).toMatch(/uid completo/);
    expect(customerQueryProblem('3f2a1b4c')).toMatch(/uid completo/);
  });
});

describe('dates and phone', () => {
  it('shows Brasília time as dd/mm/aaaa hh:mm', () => {
    expect(formatDateTime('2026-01-10T12:05:00.000Z')).toBe('10/01/2026, 09:05');
    expect(formatDate('2026-01-01T01:00:00.000Z')).toBe('31/12/2025');
    expect(formatDateTime(null)).toBe('—');
    expect(formatDate('não é data')).toBe('—');
  });
  it('masks a stored phone', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('1132345678')).toBe('(11) 3234-5678');
    expect(formatPhone(null)).toBe('—');
  });
});

describe('customer settings form', () => {
  it('sends nothing when nothing changed', () => {
    expect(customerChanges(customer, customerFormOf(customer))).toEqual({});
  });
  it('sends only what changed; the phone as digits; an emptied field as null', () => {
    const form = { ...customerFormOf(customer), phone: '(21) 3234-5678', displayNamePrefix: '  ' };
    expect(customerChanges(customer, form)).toEqual({ phone: '2132345678', displayNamePrefix: null });
  });
  it('never clears the name; clears a CRMV and its UF together', () => {
    const form = { ...customerFormOf(customer), displayName: ' ', crmvNumber: '', crmvState: null };
    expect(customerChanges(customer, form)).toEqual({ crmvNumber: null, crmvState: null });
  });
  it('maps toggle overrides to the three choices and back', () => {
    expect(choiceOf(null)).toBe('default');
    expect(choiceOf(true)).toBe('on');
    expect(choiceOf(false)).toBe('off');
    expect(overrideOf('default')).toBeNull();
    expect(overrideOf('on')).toBe(true);
    expect(overrideOf('off')).toBe(false);
  });
});

describe('editors', () => {
  it('checks a new access as the server does', () => {
    expect(newEditorProblems({ user: 'maria.s', name: 'Maria', password: 'senha-forte-1', profile: 2 })).toEqual({});
    const bad = newEditorProblems({ user: 'má', name: 'M', password: 'curta1', profile: 2 });
    expect(Object.keys(bad).sort()).toEqual(['name', 'password', 'user']);
    expect(newEditorProblems({ user: 'joao', name: 'João', password: 'somenteletras', profile: 1 }).password).toBe(
      'A senha precisa de ao menos 10 caracteres, com letras e números.',
    );
  });
  const row = (user: string, name: string, active: boolean): ManagementEditorRow => ({
    id: user,
    user,
    name,
    profile: 2,
    active,
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  const team = [row('ana', 'Ana Lúcia', true), row('bia', 'Beatriz', false), row('caio', 'Caio', true)];
  it('filters by name or user, accents ignored, and by status', () => {
    expect(filterEditors(team, 'lucia', 'all', foldText).map((e) => e.user)).toEqual(['ana']);
    expect(filterEditors(team, 'BIA', 'all', foldText).map((e) => e.user)).toEqual(['bia']);
    expect(filterEditors(team, '', 'inactive', foldText).map((e) => e.user)).toEqual(['bia']);
    expect(filterEditors(team, '', 'active', foldText).map((e) => e.user)).toEqual(['ana', 'caio']);
  });
  it('pages and keeps the page within bounds', () => {
    const list = Array.from({ length: 45 }, (_, i) => i);
    expect(pageOf(list, 3, 20)).toEqual({ rows: [40, 41, 42, 43, 44], pages: 3, page: 3 });
    expect(pageOf(list, 9, 20).page).toBe(3);
    expect(pageOf([], 1, 20)).toEqual({ rows: [], pages: 1, page: 1 });
  });
});

describe('content health', () => {
  it('links a problem to the screen that fixes it', () => {
    expect(editorPath({ kind: 'item', id: 'cinomose' })).toBe('/management/items/cinomose');
    expect(editorPath({ kind: 'drug', id: 'acepromazina', collection: 'drugs' }, 'doses')).toBe(
      '/management/drugs/drugs/acepromazina?aba=doses',
    );
    expect(editorPath({ kind: 'drug', id: 'x' })).toBeNull();
  });
  it('names species and bounds the link check time', () => {
    expect(speciesNames([1, 2])).toBe('Cão, Gato');
    expect(speciesNames([2])).toBe('Gato');
    expect(linkCheckMinutes(40)).toBe(2);
    expect(linkCheckMinutes(0)).toBe(1);
  });
});
