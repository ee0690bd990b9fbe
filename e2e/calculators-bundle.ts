// What opening the calculators adds to the download, in gzip bytes (≤ 40 KB). Reads the
// Vite manifest of a build made with `--manifest` and walks static imports from each calculators
// route, leaving out what the entry and the home screen (where a user comes from) already loaded.
//   cd apps/web && npx vite build --manifest --outDir /tmp/vetor-web-dist
//   npx tsx e2e/calculators-bundle.ts /tmp/vetor-web-dist
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
const dist = process.argv[2] ?? '/tmp/vetor-web-dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

function closure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  for (const k of keys) visit(k);
  return seen;
}
const gz = (key: string) => gzipSync(readFileSync(join(dist, manifest[key]?.file ?? ''))).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const keyOf = (suffix: string) => Object.keys(manifest).find((k) => k.endsWith(suffix)) ?? suffix;

const before = closure([
  ...Object.keys(manifest).filter((k) => manifest[k]?.isEntry),
  keyOf('features/home/routes/home-route.tsx'),
]);
for (const route of ['calculators-list-route.tsx', 'calculator-route.tsx', 'calculator-custom-route.tsx']) {
  const added = [...closure([keyOf(`features/calculators/routes/${route}`)])].filter((k) => !before.has(k));
  const own = added.filter((k) => /calculator/.test(manifest[k]?.file ?? ''));
  const shared = added.filter((k) => !own.includes(k));
  const sum = (keys: string[]) => keys.reduce((s, k) => s + gz(k), 0);
  console.log(
    `${route}: +${kb(sum(added))} gzip — calculators' own chunks ${kb(sum(own))} (${own.map((k) => manifest[k]?.file).join(', ')}); ` +
      `shared chunks ${kb(sum(shared))} (${shared.map((k) => `${manifest[k]?.file} ${kb(gz(k))}`).join(', ') || '—'})`,
  );
}
