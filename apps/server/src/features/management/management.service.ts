import { createHash, randomUUID } from 'node:crypto';
import { type TopicItemFile, topicItemSummaryOf } from '@vetor/domain/content/topic.schemas';
import { AppError } from '@vetor/domain/errors';
import {
  ADMIN_ONLY_CATEGORIES,
  AUDIT_LOGIN_FAILED,
  type AuditQuery,
  type ManagementClass,
  type ManagementImportResponse,
  type ManagementItemCompareResponse,
  type ManagementItemResponse,
} from '@vetor/domain/management/management.schemas';
import { isValidEditorPassword } from '@vetor/domain/management/management-ops.schemas';
import type { Db } from '../../db/client.js';
import { searchName } from '../../lib/search-name.js';
import { parseTable } from './management.import.js';
import { hashEditorPassword, verifyEditorPassword } from './management.passwords.js';
import * as repo from './management.repository.js';
import type { ManagementClaims } from './management.tokens.js';

// Rules of the management area (docs/product/calculators-patients-prescriptions-management.md §4, §6; docs/decisions/management-profiles.md). Every
// change writes one audit row in the same transaction as the change itself.

export type Editor = ManagementClaims;

/** Who failed to sign in, when no such editor exists: what was typed may be a password, so it is not kept. */
export const UNKNOWN_EDITOR = '(usuário inexistente)';

export async function checkLogin(db: Db, user: string, password: string, ip?: string) {
  const editor = await repo.findEditorByUser(db, user);
  const ok = await verifyEditorPassword(editor?.passwordHash, password);
  // A disabled editor gets the same answer as a wrong password: the sign-in tells nothing more.
  if (!editor || !ok || editor.disabledAt) {
    // Failed sign-ins are part of the record an administrator reads after an incident.
    await repo.insertAudit(db, {
      editorId: editor?.id ?? '',
      editorUser: editor?.user ?? UNKNOWN_EDITOR,
      action: AUDIT_LOGIN_FAILED,
      target: `editor:${editor?.user ?? UNKNOWN_EDITOR}`,
      after: { ip: ip ?? null, reason: !editor ? 'unknown-user' : editor.disabledAt ? 'disabled' : 'wrong-password' },
    });
    throw new AppError('MANAGEMENT_INVALID_LOGIN');
  }
  return editor;
}

export async function createEditor(
  db: Db,
  input: { user: string; name: string; password: string; profile: 1 | 2 },
): Promise<string> {
  if (!isValidEditorPassword(input.password)) throw new AppError('MANAGEMENT_WEAK_PASSWORD', { field: 'password' });
  const id = randomUUID();
  const inserted = await repo.insertEditor(db, {
    id,
    user: input.user,
    name: input.name,
    passwordHash: await hashEditorPassword(input.password),
    profile: input.profile,
  });
  if (!inserted) throw new AppError('MANAGEMENT_EDITOR_EXISTS', { field: 'user' });
  return id;
}

/** Creates the configured first administrator when no editor has that user (MANAGEMENT_ADMIN_*). */
export async function ensureBootstrapAdmin(db: Db, admin: { user: string; password: string }) {
  if (await repo.findEditorByUser(db, admin.user)) return;
  await createEditor(db, { user: admin.user, name: admin.user, password: admin.password, profile: 1 });
}

/** Profile 2 never sees diseases or algorithms: such an item answers 404, as if it did not exist. */
export function assertMaySee(editor: Editor, category: number) {
  if (editor.profile !== 1 && ADMIN_ONLY_CATEGORIES.includes(category)) throw new AppError('NOT_FOUND');
}

export async function listItems(db: Db, editor: Editor) {
  const rows = await repo.listItems(db);
  return rows.filter((r) => editor.profile === 1 || !ADMIN_ONLY_CATEGORIES.includes(r.category));
}

export async function getItem(db: Db, editor: Editor, id: string): Promise<ManagementItemResponse> {
  const item = await repo.findItem(db, id);
  if (!item) throw new AppError('NOT_FOUND');
  assertMaySee(editor, item.category);
  const latest = await repo.findVersion(db, id);
  if (!latest) throw new AppError('NOT_FOUND');
  const versions = await repo.listVersions(db, id);
  return {
    id,
    available: item.available,
    publishedVersion: item.publishedVersion,
    latestVersion: latest.version,
    content: latest.content,
    versions: versions.map((v) => ({
      version: v.version,
      status: v.status,
      createdAt: v.createdAt.toISOString(),
      publishedAt: v.publishedAt?.toISOString() ?? null,
      createdBy: v.createdBy,
    })),
  };
}

export async function getVersion(db: Db, editor: Editor, id: string, version: number) {
  const item = await repo.findItem(db, id);
  if (!item) throw new AppError('NOT_FOUND');
  assertMaySee(editor, item.category);
  const found = await repo.findVersion(db, id, version);
  if (!found) throw new AppError('NOT_FOUND');
  return { version: found.version, status: found.status, content: found.content };
}

/** One side of a comparison: a stored version with its author's sign-in name (null when unknown). */
export async function compareSide<T>(
  db: Db,
  found: { version: number; status: 'draft' | 'published'; createdAt: Date; createdBy: string | null; content: T },
) {
  const author = found.createdBy ? ((await repo.findEditor(db, found.createdBy))?.user ?? null) : null;
  const { version, status, content } = found;
  return { version, status, createdAt: found.createdAt.toISOString(), author, content };
}

/**
 * Which two versions a comparison shows when the editor has not picked them: the published one
 * against the latest (the draft under review); when nothing is pending, the previous version
 * against the latest, so the last edit is what shows.
 */
export function defaultPair(published: number | null, latest: number, first: number) {
  const from = published !== null && published !== latest ? published : Math.max(first, latest - 1);
  return { from, to: latest };
}

/** Two versions of an item side by side (GET …/items/{id}/compare?from=&to=). */
export async function compareItemVersions(
  db: Db,
  editor: Editor,
  id: string,
  picked: { from?: number | undefined; to?: number | undefined },
): Promise<ManagementItemCompareResponse> {
  const item = await repo.findItem(db, id);
  if (!item) throw new AppError('NOT_FOUND');
  assertMaySee(editor, item.category);
  const latest = await repo.findVersion(db, id);
  if (!latest) throw new AppError('NOT_FOUND');
  const fallback = defaultPair(item.publishedVersion, latest.version, 1);
  const side = async (version: number) => {
    const found = await repo.findVersion(db, id, version);
    if (!found) throw new AppError('NOT_FOUND');
    return compareSide(db, found);
  };
  const [from, to] = await Promise.all([side(picked.from ?? fallback.from), side(picked.to ?? fallback.to)]);
  return { id, publishedVersion: item.publishedVersion, latestVersion: latest.version, from, to };
}

const hashOf = (content: TopicItemFile) => createHash('sha256').update(JSON.stringify(content)).digest('hex');

/** An edit: a new draft version. The item keeps its place (topic, subtopic) and readers keep the published one. */
export async function saveItem(db: Db, editor: Editor, id: string, content: TopicItemFile): Promise<number> {
  const item = await repo.findItem(db, id);
  if (!item) throw new AppError('NOT_FOUND');
  assertMaySee(editor, item.category);
  if (content.id !== id || content.topic !== item.topicId || content.subtopic_id !== item.subtopicId)
    throw new AppError('VALIDATION_ERROR', { field: 'id' });
  // The new content may not move the item into a category this editor may not see either.
  assertMaySee(editor, topicItemSummaryOf(content).category);
  return db.transaction(async (tx) => {
    const before = await repo.findVersion(tx, id);
    const version = await repo.insertDraft(tx, content, hashOf(content), editor.editorId);
    await repo.insertAudit(tx, {
      editorId: editor.editorId,
      editorUser: editor.user,
      action: 'item.save',
      target: `item:${id}#v${version}`,
      before: before?.content ?? null,
      after: content,
    });
    return version;
  });
}

/** Restores an earlier version as a new draft (history is never rewritten). */
export async function restoreVersion(db: Db, editor: Editor, id: string, version: number): Promise<number> {
  const old = await getVersion(db, editor, id, version);
  return db.transaction(async (tx) => {
    const next = await repo.insertDraft(tx, old.content, hashOf(old.content), editor.editorId);
    await repo.insertAudit(tx, {
      editorId: editor.editorId,
      editorUser: editor.user,
      action: 'item.restore',
      target: `item:${id}#v${version}->v${next}`,
      after: { restoredFrom: version, version: next },
    });
    return next;
  });
}

/**
 * Publishes an item's latest version inside the caller's transaction (the reviewer rule applies);
 * returns the version, or undefined when it was already the published, available one.
 */
export async function publishLatest(
  tx: Db,
  editor: Editor,
  item: { id: string; available: boolean; publishedVersion: number | null },
  requireReviewer: boolean,
): Promise<number | undefined> {
  const latest = await repo.findVersion(tx, item.id);
  if (!latest) throw new AppError('MANAGEMENT_NOTHING_TO_APPROVE');
  if (item.available && item.publishedVersion === latest.version) return undefined;
  if (requireReviewer && latest.status === 'draft' && latest.createdBy === editor.editorId)
    throw new AppError('MANAGEMENT_REVIEWER_REQUIRED');
  const summary = topicItemSummaryOf(latest.content);
  await repo.publishVersion(tx, item.id, latest.version, latest.content, {
    category: summary.category,
    photo: summary.photo ?? null,
    searchName: searchName(latest.content.name),
  });
  await repo.insertAudit(tx, {
    editorId: editor.editorId,
    editorUser: editor.user,
    action: 'item.publish',
    target: `item:${item.id}#v${latest.version}`,
    before: { available: item.available, publishedVersion: item.publishedVersion },
    after: { available: true, publishedVersion: latest.version },
  });
  return latest.version;
}

export async function disableItem(tx: Db, editor: Editor, item: { id: string; available: boolean }) {
  await repo.setItemAvailable(tx, item.id, false);
  await repo.insertAudit(tx, {
    editorId: editor.editorId,
    editorUser: editor.user,
    action: 'item.disable',
    target: `item:${item.id}`,
    before: { available: item.available },
    after: { available: false },
  });
}

/**
 * available true publishes the latest version (docs/product/calculators-patients-prescriptions-management.md §4); false disables the item (hidden from
 * lists, detail and search). Returns after the database commit; the caller refreshes caches.
 */
export async function approveItem(
  db: Db,
  editor: Editor,
  id: string,
  available: boolean,
  requireReviewer: boolean,
): Promise<number | undefined> {
  const item = await repo.findItem(db, id);
  if (!item) throw new AppError('NOT_FOUND');
  assertMaySee(editor, item.category);
  return db.transaction(async (tx) => {
    if (!available) {
      await disableItem(tx, editor, item);
      return undefined;
    }
    return (await publishLatest(tx, editor, item, requireReviewer)) ?? item.publishedVersion ?? undefined;
  });
}

export async function listClasses(db: Db, category?: number) {
  return repo.listClasses(db, category);
}

export async function addClass(db: Db, editor: Editor, input: ManagementClass) {
  const known = await repo.categories(db);
  if (!known.some((k) => k.id === input.category)) throw new AppError('VALIDATION_ERROR', { field: 'category' });
  await db.transaction(async (tx) => {
    await repo.insertClasses(tx, [input]);
    await repo.insertAudit(tx, {
      editorId: editor.editorId,
      editorUser: editor.user,
      action: 'class.save',
      target: `class:${input.category}/${input.name}`,
      after: input,
    });
  });
}

/**
 * Table import of classes: columns name;category (a third column is allowed and ignored, spec's
 * maximum of 3). Every row is checked before anything is written; apply writes all or none.
 */
export async function importClasses(
  db: Db,
  editor: Editor,
  input: { fileName: string; file: string; apply: boolean },
): Promise<ManagementImportResponse> {
  const table = await parseTable(input.fileName, input.file);
  if (table.header.length < 2) throw new AppError('IMPORT_INVALID_COLUMNS');
  const known = await repo.categories(db);
  const rows: ManagementClass[] = table.rows.map((row, i) => {
    const line = table.lines[i] ?? i + 2;
    const name = row[0] ?? '';
    const category = Number(row[1]);
    if (!name || name.length > 120) throw new AppError('IMPORT_INVALID_NAME', { params: { line, column: 1 } });
    if (!Number.isInteger(category) || !known.some((k) => k.id === category)) {
      // Names the value and every accepted one, so the editor fixes the file without asking anyone.
      const allowed = known.map((k) => `${k.id} (${k.portugueseName})`).join(', ');
      throw new AppError('IMPORT_INVALID_CATEGORY', { params: { line, column: 2, value: row[1] ?? '', allowed } });
    }
    return { name, category };
  });
  if (!input.apply) return { header: table.header, rows, applied: false, inserted: 0 };
  const inserted = await db.transaction(async (tx) => {
    const n = await repo.insertClasses(tx, rows);
    await repo.insertAudit(tx, {
      editorId: editor.editorId,
      editorUser: editor.user,
      action: 'class.import',
      target: `file:${input.fileName}`,
      after: { rows, inserted: n },
    });
    return n;
  });
  return { header: table.header, rows, applied: true, inserted };
}

/** Entries about people (customers, editors): their before/after may hold personal data. */
const PERSON_TARGET = /^(customer|editor):/;
/** Fields that identify or reach a person (LGPD personal data), wherever they sit in before/after. */
const PERSONAL_FIELDS = new Set([
  'name',
  'displayName',
  'displayNamePrefix',
  'email',
  'phone',
  'cpf',
  'crmv',
  'crmvNumber',
  'crmvState',
  'address',
  'zipCode',
  'birthday',
  'ip',
]);
export const REDACTED = '[oculto]';

/** The same shape with every personal field's value replaced, so the reader still sees what changed. */
export function redactPersonalData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactPersonalData);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      PERSONAL_FIELDS.has(key) && v !== null ? REDACTED : redactPersonalData(v),
    ]),
  );
}

/**
 * The latest audit entries. Only administrators may see customers and the team
 * (management-profiles.md), so for anyone else the personal data in entries about people is hidden.
 */
export async function listAudit(db: Db, editor: Editor, filter: AuditQuery = {}, limit = 200) {
  const rows = await repo.listAudit(db, filter, limit);
  const hide = editor.profile !== 1;
  return rows.map((r) => {
    const entry = { ...r, at: r.at.toISOString() };
    if (!hide || !PERSON_TARGET.test(r.target)) return entry;
    return { ...entry, before: redactPersonalData(r.before), after: redactPersonalData(r.after) };
  });
}

export async function auditEditors(db: Db): Promise<string[]> {
  return repo.auditEditors(db);
}
