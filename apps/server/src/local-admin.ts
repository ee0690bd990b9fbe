import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppError } from '@vetor/domain/errors';
import { anyMessage } from '@vetor/domain/management/management.messages';
import { managementEditorCreateBody } from '@vetor/domain/management/management-ops.schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from './db/client.js';
import { createEditor } from './features/management/management.service.js';
import { isUniqueViolation } from './lib/db-errors.js';

// `npm run management:create-admin` while the server runs. A PGlite folder has
// one owner, so the command cannot write to it then: it asks the running server instead, through
// POST /local/management/editors. That call is answered only to a loopback socket, never through a
// proxy, and only with the token the server wrote into DATA_DIR at start: whoever can read that
// file could open the database anyway (docs/decisions/platform-database-resilience.md).

export const LOCAL_EDITORS_PATH = '/local/management/editors';
const TOKEN_HEADER = 'x-vetor-setup-token';

/** What the running server leaves in DATA_DIR for the command (owner-readable only). */
export interface LocalAdminFile {
  url: string;
  token: string;
}

const fileOf = (dataDir: string) => join(dataDir, 'local-admin.json');

export function newLocalAdminToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Written once listening; the loopback URL is the one the command can reach on this computer. */
export function writeLocalAdminFile(dataDir: string, port: number, token: string): void {
  const file: LocalAdminFile = { url: `http://127.0.0.1:${port}`, token };
  writeFileSync(fileOf(dataDir), JSON.stringify(file), { mode: 0o600 });
}

export function removeLocalAdminFile(dataDir: string): void {
  rmSync(fileOf(dataDir), { force: true });
}

export function readLocalAdminFile(dataDir: string): LocalAdminFile | undefined {
  try {
    return JSON.parse(readFileSync(fileOf(dataDir), 'utf8')) as LocalAdminFile;
  } catch {
    return undefined;
  }
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
/** Any of these means a proxy relayed the request: a proxy on this computer connects from loopback too. */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via'];

function sameToken(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Loopback socket, no proxy, the right token; the socket's address, not request.ip (TRUST_PROXY). */
function isLocalOperator(request: FastifyRequest, token: string): boolean {
  return (
    LOOPBACK.test(request.socket.remoteAddress ?? '') &&
    PROXY_HEADERS.every((name) => request.headers[name] === undefined) &&
    sameToken(request.headers[TOKEN_HEADER], token)
  );
}

/** Creates an editor; an existing user is MANAGEMENT_EDITOR_EXISTS, never the database's words. */
export async function createEditorOnce(db: Db, input: z.infer<typeof managementEditorCreateBody>): Promise<void> {
  try {
    await createEditor(db, input);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('MANAGEMENT_EDITOR_EXISTS', { field: 'user' });
    throw error;
  }
}

/** The route; anyone who is not the local operator gets the same 404 as an unknown address. */
export async function localAdminRoutes(app: FastifyInstance, options: { token: string }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    LOCAL_EDITORS_PATH,
    {
      schema: { hide: true, body: managementEditorCreateBody },
      // Refused before the body is read or validated.
      onRequest: async (request) => {
        if (!isLocalOperator(request, options.token)) throw new AppError('ROUTE_NOT_FOUND');
      },
    },
    async (request, reply) => {
      await createEditorOnce(app.db, request.body);
      return reply.code(201).send({ code: 'SUCCESS', message: anyMessage('SUCCESS') });
    },
  );
}

/** The command's side: asks the running server; the answer's message is already pt-BR. */
export async function createEditorThroughServer(
  file: LocalAdminFile,
  input: z.infer<typeof managementEditorCreateBody>,
): Promise<{ ok: boolean; message: string }> {
  const res = await fetch(`${file.url}${LOCAL_EDITORS_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TOKEN_HEADER]: file.token },
    body: JSON.stringify(input),
  });
  const body = (await res.json().catch(() => ({}))) as { message?: unknown };
  return { ok: res.ok, message: typeof body.message === 'string' ? body.message : anyMessage('ERROR') };
}
