// `npm start`: builds only when the sources changed since the last build, then runs the built
// server. The stamp is a hash of every source file's path, size and modification time (about a
// thousand stat calls, a few milliseconds), kept in node_modules/.cache so a fresh clone builds once.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
const STAMP = join(root, 'node_modules', '.cache', 'vetor-build-stamp');
const OUTPUTS = ['packages/domain/dist', 'apps/server/dist/server.js', 'apps/web/dist/index.html'];
const SOURCES = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'packages/domain/package.json',
  'packages/domain/tsconfig.json',
  'packages/domain/src',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'apps/server/tsconfig.build.json',
  'apps/server/src',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/vite.config.ts',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/src',
];

function* files(path) {
  if (!existsSync(path)) return;
  const info = statSync(path);
  if (!info.isDirectory()) {
    yield [path, info];
    return;
  }
  for (const entry of readdirSync(path).sort()) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    yield* files(join(path, entry));
  }
}

function sourceStamp() {
  const hash = createHash('sha256');
  for (const source of SOURCES)
    for (const [path, info] of files(join(root, source))) hash.update(`${path}\0${info.size}\0${info.mtimeMs}\n`);
  return hash.digest('hex');
}

// The first lines say where sign-in codes go, before any build output.
const smtp = process.env.SMTP_URL;
console.warn(
  smtp
    ? '\n  E-mails (códigos de acesso) saem pelo servidor SMTP de SMTP_URL.\n'
    : '\n  Sem SMTP_URL: os códigos de acesso por e-mail aparecem no log abaixo e em /dev/outbox\n  (só para quem acessa deste computador). Defina SMTP_URL para enviá-los de verdade.\n',
);

const stamp = sourceStamp();
const built = OUTPUTS.every((p) => existsSync(join(root, p)));
const previous = existsSync(STAMP) ? readFileSync(STAMP, 'utf8') : '';
if (!built || previous !== stamp) {
  console.warn(built ? '  Fontes mudaram desde o último build: compilando…\n' : '  Primeiro build: compilando…\n');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  mkdirSync(join(root, 'node_modules', '.cache'), { recursive: true });
  // Stamp what was built: an edit made during the build triggers the next build.
  writeFileSync(STAMP, stamp);
}

await import(pathToFileURL(join(root, 'apps/server/dist/server.js')).href);
