import { AppError } from '@vetor/domain/errors';
import type { ManagementEditorRow } from '@vetor/domain/management/management-ops.schemas';
import type { Db } from '../../db/client.js';
import { hashEditorPassword } from './management.passwords.js';
import * as repo from './management.repository.js';
import { createEditor, type Editor } from './management.service.js';

// Administrators (profile 1) list, create, change and disable the people of the management area.
// A disabled editor's sign-in and tokens stop at once: the management API reads the editor on each
// call (management.routes.ts). Nobody deletes an editor: the audit log keeps naming them.

/** Profile 1 only (docs/decisions/management-profiles.md); the server decides, not the menu. */
export function assertAdministrator(editor: Editor) {
  if (editor.profile !== 1) throw new AppError('FORBIDDEN');
}

type EditorRecord = Awaited<ReturnType<typeof repo.listEditors>>[number];

function rowOf(e: EditorRecord): ManagementEditorRow {
  return {
    id: e.id,
    user: e.user,
    name: e.name,
    profile: e.profile === 1 ? 1 : 2,
    active: e.disabledAt === null,
    createdAt: e.createdAt.toISOString(),
  };
}

export async function listEditors(db: Db, editor: Editor): Promise<ManagementEditorRow[]> {
  assertAdministrator(editor);
  return (await repo.listEditors(db)).map(rowOf);
}

export async function addEditor(
  db: Db,
  editor: Editor,
  input: { user: string; name: string; password: string; profile: 1 | 2 },
): Promise<ManagementEditorRow> {
  assertAdministrator(editor);
  if (await repo.findEditorByUser(db, input.user)) throw new AppError('MANAGEMENT_EDITOR_EXISTS', { field: 'user' });
  // Two administrators creating the same user at once pass this check together; createEditor's
  // insert lets the unique index decide and refuses the loser with the same 409.
  const id = await createEditor(db, input);
  const created = await repo.findEditor(db, id);
  if (!created) throw new AppError('ERROR');
  await repo.insertAudit(db, {
    editorId: editor.editorId,
    editorUser: editor.user,
    action: 'editor.create',
    target: `editor:${created.user}`,
    after: { user: created.user, name: created.name, profile: created.profile },
  });
  return rowOf(created);
}

export async function changeEditor(
  db: Db,
  editor: Editor,
  id: string,
  changes: {
    name?: string | undefined;
    profile?: 1 | 2 | undefined;
    active?: boolean | undefined;
    password?: string | undefined;
  },
): Promise<ManagementEditorRow> {
  assertAdministrator(editor);
  const current = await repo.findEditor(db, id);
  if (!current) throw new AppError('NOT_FOUND');
  // An administrator cannot lock themselves out (nor leave the area with no administrator that way).
  if (id === editor.editorId && (changes.active === false || (changes.profile !== undefined && changes.profile !== 1)))
    throw new AppError('MANAGEMENT_SELF_CHANGE');
  const set: Parameters<typeof repo.updateEditor>[2] = {};
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  if (changes.name !== undefined && changes.name !== current.name) {
    set.name = changes.name;
    before.name = current.name;
    after.name = changes.name;
  }
  if (changes.profile !== undefined && changes.profile !== current.profile) {
    set.profile = changes.profile;
    before.profile = current.profile;
    after.profile = changes.profile;
  }
  if (changes.active !== undefined && changes.active !== (current.disabledAt === null)) {
    set.disabledAt = changes.active ? null : new Date();
    before.active = current.disabledAt === null;
    after.active = changes.active;
  }
  if (changes.password !== undefined) {
    set.passwordHash = await hashEditorPassword(changes.password);
    // The audit says the password changed, never what it is.
    after.password = 'alterada';
  }
  if (!Object.keys(set).length) return rowOf(current);
  const updated = await db.transaction(async (tx) => {
    const row = await repo.updateEditor(tx, id, set);
    await repo.insertAudit(tx, {
      editorId: editor.editorId,
      editorUser: editor.user,
      action: 'editor.update',
      target: `editor:${current.user}`,
      before,
      after,
    });
    return row;
  });
  if (!updated) throw new AppError('NOT_FOUND');
  return rowOf(updated);
}
