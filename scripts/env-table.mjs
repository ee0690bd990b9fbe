// `node scripts/env-table.mjs`: the table of every environment variable for docs/deploy.md, read
// from apps/server/src/config.ts (the only reader of process.env): name, default, and the comment
// above it. config.test.ts fails when docs/deploy.md misses a variable the schema has.
import { readFileSync } from 'node:fs';

const source = readFileSync(new URL('../apps/server/src/config.ts', import.meta.url), 'utf8');
const body = source.slice(source.indexOf('const envSchema = z.object({'), source.indexOf('});\n\nexport type Env'));
const rows = [];
let comment = [];
let current = null;
for (const line of body.split('\n').slice(1)) {
  const trimmed = line.trim();
  const variable = /^([A-Z][A-Z0-9_]+):\s*(.*)$/.exec(trimmed);
  if (variable) {
    current = { name: variable[1], text: variable[2], note: comment.join(' ') };
    rows.push(current);
    comment = [];
  } else if (trimmed.startsWith('/**') || trimmed.startsWith('*') || trimmed.startsWith('//')) {
    const words = trimmed
      .replace(/^\/\*\*|\*\/$|^\*|^\/\//g, '')
      .replace(/\*\/$/, '')
      .trim();
    if (words) comment.push(words);
  } else if (current) current.text += ` ${trimmed}`;
}
const defaultOf = (text) => {
  const found = /\.default\(([^)]*\)?)\)/.exec(text);
  if (!found) return text.includes('.optional()') ? '—' : 'obrigatório';
  return `\`${found[1].replace(/join\(REPO_ROOT, (.*)\)/, (_, parts) => parts.replaceAll("'", '').replaceAll(', ', '/'))}\``;
};
console.log('| variável | padrão | para quê |');
console.log('|---|---|---|');
for (const row of rows)
  console.log(`| \`${row.name}\` | ${defaultOf(row.text)} | ${row.note.replaceAll('|', '\\|')} |`);
