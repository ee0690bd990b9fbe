import { AppError } from '@vetor/domain/errors';
import type { FastifyRequest } from 'fastify';
import { bearer } from '../plugins/auth.js';

// The management area's door for features other than management itself (news, ads): app.ts hands
// each one the management token check, so a feature needs no import of the management feature and
// app tokens never open these routes (their audience differs).

export interface EditorIdentity {
  editorId: string;
  user: string;
}

export type VerifyEditorToken = (token: string) => Promise<EditorIdentity | undefined>;

/** An onRequest hook: no valid management token, no call (before the body is read). */
export function editorGuard(verify: VerifyEditorToken) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearer(request);
    const editor = token ? await verify(token) : undefined;
    if (!editor) throw new AppError('UNAUTHORIZED');
  };
}
