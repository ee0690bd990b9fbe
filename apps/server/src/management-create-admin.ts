import { join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { AppError } from '@vetor/domain/errors';
import { anyMessage } from '@vetor/domain/management/management.messages';
import { managementUserSchema } from '@vetor/domain/management/management.schemas';
import { isValidEditorPassword } from '@vetor/domain/management/management-ops.schemas';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { DataDirBusyError, DataDirError } from './lib/data-dir.js';
import { createEditorOnce, createEditorThroughServer, readLocalAdminFile } from './local-admin.js';

// npm run management:create-admin -- --user ana --name "Ana Souza" [--profile 2]
// Creates a management editor (profile 1 by default: the first administrator). The password is
// asked on the terminal or given with --password (scripts, tests); there is never a default password.
// With the server stopped (or on PostgreSQL) it writes to the database; while the server runs on
// PGlite, whose folder is the server's alone, it asks the server (local-admin.ts). It prints pt-BR
// lines only: never a database error, whose text would carry the password's hash.

/** The running server's pt-BR refusal (an existing user, a weak password), said as it is. */
class Refused extends Error {}

type Input = { user: string; name: string; password: string; profile: 1 | 2 };

async function readInput(): Promise<Input> {
  const { values } = parseArgs({
    options: {
      user: { type: 'string' },
      name: { type: 'string' },
      profile: { type: 'string', default: '1' },
      password: { type: 'string' },
    },
  });
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const user = managementUserSchema.safeParse(values.user ?? (await rl.question('Usuário: ')));
  const name = (values.name ?? (await rl.question('Nome: '))).trim();
  const password = values.password ?? (await rl.question('Senha (mín. 10 caracteres, letras e números): '));
  rl.close();
  if (!user.success) throw new AppError('VALIDATION_ERROR', { field: 'user' });
  if (!isValidEditorPassword(password)) throw new AppError('MANAGEMENT_WEAK_PASSWORD');
  return { user: user.data, name: name || user.data, password, profile: values.profile === '2' ? 2 : 1 };
}

/** Straight into the database: the server is stopped (the PGlite folder was free) or on PostgreSQL. */
async function createDirectly(config: ReturnType<typeof loadConfig>, input: Input): Promise<void> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pg') });
  try {
    await migrate(database);
    await createEditorOnce(database.db, input);
  } finally {
    await database.close();
  }
}

async function main(): Promise<string> {
  const input = await readInput();
  const config = loadConfig();
  const done = `Pessoa da equipe "${input.user}" criada com o perfil ${input.profile}.`;
  try {
    await createDirectly(config, input);
    return done;
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
  }
  const server = readLocalAdminFile(config.dataDir);
  if (!server) throw new DataDirError('O Vetor está iniciando nesta pasta de dados; tente de novo em alguns segundos.');
  const answer = await createEditorThroughServer(server, input).catch(() => {
    throw new DataDirError(
      `O Vetor desta pasta de dados não respondeu em ${server.url}; tente de novo quando ele estiver no ar.`,
    );
  });
  if (!answer.ok) throw new Refused(answer.message);
  return done;
}

main().then(
  (line) => process.stdout.write(`${line}\n`),
  (error: unknown) => {
    // Our own messages are written for the operator; anything else is described, never printed.
    const known = [AppError, ConfigError, DataDirError, Refused].some((kind) => error instanceof kind);
    console.error(known ? (error as Error).message : `${anyMessage('ERROR')} (${(error as Error)?.name ?? 'erro'})`);
    process.exit(1);
  },
);
