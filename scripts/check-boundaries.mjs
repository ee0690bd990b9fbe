// Keeps features from reaching into each other (DESIGN.md convention 1): a file under
// .../features/<a>/ may import from shared folders and its own feature, never from .../features/<b>/.
// Web code may read import.meta.env only in apps/web/src/config.ts (convention 7).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const roots = ['apps/server/src', 'apps/web/src'];
const importRe = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const problems = [];

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
    const other = featureOf(relative(process.cwd(), target));
    if (other && other !== own) problems.push(`${file}: imports ${spec} from feature "${other}"`);
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
