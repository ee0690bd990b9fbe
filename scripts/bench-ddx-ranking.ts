// `npx tsx scripts/bench-ddx-ranking.ts`: time of one DDx ranking over the whole library (docs/benchmarks.md,
// "DDx with signalment"), with the first 135 conditions without signalment as the baseline in the same run.
import { readdirSync, readFileSync } from 'node:fs';
import { type RankableDiagnosis, rankDiagnoses } from '../packages/domain/src/ddx/ddx-ranking.ts';

interface Entry {
  id: string;
  diagnosis: string;
  description: string;
  species: number[];
  signs: string[];
  hallmarks: string[];
  against?: string[];
  ages?: string[];
  breeds?: string[];
}

const dir = new URL('../content/ddx/', import.meta.url).pathname;
const json = (path: string) => JSON.parse(readFileSync(`${dir}${path}`, 'utf8'));
const ids = new Map<string, number>();
for (const f of readdirSync(`${dir}signs`)) for (const s of json(`signs/${f}`).signs) ids.set(s.key, s.id);
const idsOf = (keys: string[] = []) => keys.map((k) => ids.get(k) ?? 0);
const all: RankableDiagnosis[] = readdirSync(`${dir}diagnoses`)
  .flatMap((f) => json(`diagnoses/${f}`).diagnoses as Entry[])
  .map((d) => ({ ...d, signs: idsOf(d.signs), hallmarks: idsOf(d.hallmarks), against: idsOf(d.against) }));
const base = all.slice(0, 135).map((d) => ({ ...d, ages: undefined, breeds: undefined }));

// A fixed pseudo-random sequence, so every run ranks the same 5,000 pictures of 1 to 5 signs.
let seed = 1;
function rnd() {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
}
const signIds = [...ids.values()];
const queries = Array.from({ length: 5000 }, () => ({
  species: (rnd() < 0.5 ? 1 : 2) as 1 | 2,
  signs: Array.from({ length: 1 + Math.floor(rnd() * 5) }, () => signIds[Math.floor(rnd() * signIds.length)] ?? 0),
  age: 'idoso',
  breed: 'toy',
}));
for (const [name, set] of [
  ['135 conditions, no signalment (baseline)', base],
  ['187 conditions, signalment', all],
] as const) {
  for (const q of queries.slice(0, 500)) rankDiagnoses(set, q);
  const start = performance.now();
  for (const q of queries) rankDiagnoses(set, q);
  const us = ((performance.now() - start) / queries.length) * 1000;
  console.log(`| ${name} | ${set.length} | ${us.toFixed(0)} µs |`);
}
