import { join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { anyMessage } from '@vetor/domain/management/management.messages';
import { managementUserSchema } from '@vetor/domain/management/management.schemas';
import { isValidEditorPassword } from '@vetor/domain/management/management-ops.schemas';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { createEditor } from './features/management/management.service.js';

// npm run management:create-admin -- --user ana --name "Ana Souza" [--profile 2]
// Creates a management editor (profile 1 by default: the first administrator). The password is
// asked on the terminal or given with --password (scripts, tests); there is never a default password.

async function main() {
  const { values } = parseArgs({
    options: {
      user: { type: 'string' },
      name: { type: 'string' },
      profile: { type: 'string', default: '1' },
      password: { type: 'string' },
    },
  });
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const user = managementUserSchema.parse(values.user ?? (await rl.question('Usuário: ')));
  const name = (values.name ?? (await rl.question('Nome: '))).trim() || user;
  const password = values.password ?? (await rl.question('Senha (mín. 10 caracteres, letras e números): '));
  rl.close();
  if (!isValidEditorPassword(password)) {
    console.error(anyMessage('MANAGEMENT_WEAK_PASSWORD'));
    process.exit(1);
  }
  const profile = values.profile === '2' ? 2 : 1;
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pg') });
  await migrate(database);
  try {
    await createEditor(database.db, { user, name, password, profile });
    process.stdout.write(`Pessoa da equipe "${user}" criada com o perfil ${profile}.\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
