// Hits and misses of the answer caches (lib/http-cache.ts), by cache name, for the metrics plugin.
// Process-wide on purpose: the caches live in features that know nothing of metrics, and a process
// serves one app (tests build several; their figures add up, which no test reads as exact).

const counts = new Map<string, { hits: number; misses: number }>();

export function countCacheLookup(cache: string, hit: boolean): void {
  let entry = counts.get(cache);
  if (!entry) {
    entry = { hits: 0, misses: 0 };
    counts.set(cache, entry);
  }
  if (hit) entry.hits++;
  else entry.misses++;
}

export function cacheLookups(): ReadonlyMap<string, { hits: number; misses: number }> {
  return counts;
}
