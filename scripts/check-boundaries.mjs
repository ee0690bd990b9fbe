// Keeps the layers apart (docs/architecture.md, convention 1: shared → features → app): a file under
// .../features/<a>/ may import shared folders and its own feature, never .../features/<b>/; shared
// folders (lib, components, plugins) import no feature at all; the app layer (app.ts, app/, db/)
// composes the features and may import them.
// Web code may read import.meta.env only in apps/web/src/config.ts (convention 7).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const roots = ['apps/server/src', 'apps/web/src'];
const importRe = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const problems = [];
const SHARED = /(^|\/)(lib|components|plugins)\//;
// App-layer modules that import the features' files: a feature file importing one of them back
// makes an import cycle (seed steps take SeedStep from db/seed-step.ts, a table's foreign keys
// take other features' tables from db/referenced-tables.ts).
const GATHERERS = {
  'apps/server/src/db/seed.js': /\.ts$/,
  'apps/server/src/app.js': /\.ts$/,
  'apps/server/src/db/schema.js': /\.table\.ts$/,
};

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.(ts|tsx)$/.test(name)) check(path);
  }
}

function featureOf(path) {
  const parts = path.split(sep);
  const i = parts.indexOf('features');
  return i >= 0 ? parts[i + 1] : undefined;
}

function check(file) {
  const text = readFileSync(file, 'utf8');
  const own = featureOf(file);
  for (const m of text.matchAll(importRe)) {
    const spec = m[1] ?? m[2];
    if (!spec?.startsWith('.')) continue;
    const target = resolve(dirname(file), spec);
    const gathered = GATHERERS[relative(process.cwd(), target).split(sep).join('/')];
    if (own && !/\.test\.tsx?$/.test(file) && gathered?.test(file)) {
      problems.push(`${file}: imports ${spec}, which imports the features back (an import cycle)`);
    }
    const other = featureOf(relative(process.cwd(), target));
    if (!other || other === own) continue;
    if (own) problems.push(`${file}: feature "${own}" imports ${spec} from feature "${other}"`);
    else if (SHARED.test(file)) problems.push(`${file}: shared code imports ${spec} from feature "${other}"`);
  }
  if (
    file.startsWith(join('apps', 'web')) &&
    !file.endsWith(join('src', 'config.ts')) &&
    text.includes('import.meta.env')
  ) {
    problems.push(`${file}: reads import.meta.env outside apps/web/src/config.ts`);
  }
}

for (const root of roots) {
  try {
    walk(root);
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
}
if (problems.length) {
  console.error(`Feature boundaries broken:\n${problems.join('\n')}`);
  process.exit(1);
}
