import { AppError } from '@vetor/domain/errors';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { bearer } from '../plugins/auth.js';

// The management area's door for features other than management itself (news, ads): app.ts hands
// each one the management token check and the management audit writer (`EditorLink`), so a feature
// needs no import of the management feature, app tokens never open these routes (their audience
// differs), and every change an editor makes lands in the same audit log as drug and content edits.

export interface EditorIdentity {
  editorId: string;
  user: string;
}

export type VerifyEditorToken = (token: string) => Promise<EditorIdentity | undefined>;

/** One audit row: `action` like `news.save`, `target` like `news:<id>`, before/after as JSON. */
export interface AuditEntry {
  action: string;
  target: string;
  before?: unknown;
  after?: unknown;
}

export interface EditorLink {
  verify: VerifyEditorToken;
  /** Appends to the management audit log; pass the transaction that makes the change. */
  audit(db: Db, editor: EditorIdentity, entry: AuditEntry): Promise<void>;
}

const editors = new WeakMap<FastifyRequest, EditorIdentity>();

/** An onRequest hook: no valid management token of a current editor, no call (before the body is read). */
export function editorGuard(verify: VerifyEditorToken) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearer(request);
    const editor = token ? await verify(token) : undefined;
    if (!editor) throw new AppError('UNAUTHORIZED');
    editors.set(request, editor);
  };
}

/** The editor `editorGuard` let in (only inside a guarded scope). */
export function editorOf(request: FastifyRequest): EditorIdentity {
  const editor = editors.get(request);
  if (!editor) throw new AppError('UNAUTHORIZED');
  return editor;
}

/** The editor of this request with the audit writer bound to them: what a service needs to log a change. */
export interface AuditedEditor {
  audit(db: Db, entry: AuditEntry): Promise<void>;
}

export function auditedEditor(link: EditorLink, request: FastifyRequest): AuditedEditor {
  const editor = editorOf(request);
  return { audit: (db, entry) => link.audit(db, editor, entry) };
}
