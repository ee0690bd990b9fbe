// biome-ignore-all lint/suspicious/noConsole: a benchmark script prints its figures
// Measures applyFilters on 2,000 synthetic summaries (goal < 50 ms per run).
// Run: npx tsx --conditions=source apps/web/src/features/content/list-filters.bench.ts
import { performance } from 'node:perf_hooks';
import { applyFilters, EMPTY_FILTERS, type ListFilters } from './list-filters';
import { syntheticEntries } from './list-fixtures';
import { listRows, sortByName } from './list-sections';

const N = 2000;
const RUNS = 200;
const build0 = performance.now();
const entries = syntheticEntries(N);
const buildMs = performance.now() - build0;

const cases: [string, ListFilters, string][] = [
  ['no filter', EMPTY_FILTERS, ''],
  ['search "ceta"', EMPTY_FILTERS, 'ceta'],
  ['search accented "tâmi"', EMPTY_FILTERS, 'tâmi'],
  ['system + species', { ...EMPTY_FILTERS, systems: [5, 12], animal: 1 }, ''],
  [
    'brand + line + ages + sizes',
    {
      ...EMPTY_FILTERS,
      brand: 'Vetnil',
      brandLine: 'Vetnil Linha 1',
      petAges: ['Adulto'],
      petSizes: ['Mini', 'Médio'],
    },
    '',
  ],
  ['everything + search', { ...EMPTY_FILTERS, classes: ['Opioides', 'AINEs'], animal: 0, categories: [1, 6] }, 'ce'],
];

let worst = 0;
console.log(`${N} entries built and indexed in ${buildMs.toFixed(1)} ms`);
for (const [label, filters, search] of cases) {
  for (let i = 0; i < 20; i++) applyFilters(entries, filters, search);
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const out = applyFilters(entries, filters, search);
    listRows(out, false, !search);
    times.push(performance.now() - t);
    count = out.length;
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((s, t) => s + t, 0) / RUNS;
  const max = times[RUNS - 1] ?? 0;
  worst = Math.max(worst, max);
  console.log(
    `${label.padEnd(30)} ${String(count).padStart(5)} hits  mean ${mean.toFixed(3)} ms  p99 ${(times[Math.floor(RUNS * 0.99)] ?? 0).toFixed(3)} ms  max ${max.toFixed(3)} ms`,
  );
}
const s0 = performance.now();
sortByName(entries);
console.log(`sort ${N} by pt-BR name: ${(performance.now() - s0).toFixed(1)} ms (once per load)`);
console.log(`worst single run ${worst.toFixed(3)} ms (goal < 50 ms)`);
if (worst >= 50) process.exit(1);
