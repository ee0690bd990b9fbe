// Published content changes rarely and is read on every screen, so each instance keeps the
// serialized answers in memory. Entries expire after a TTL (other instances publish too) and are
// dropped at once when this instance publishes a new version.

export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5000,
  ) {}

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, now = Date.now()): void {
    // A full cache is simply emptied: it refills from the database within a few requests.
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, expires: now + this.ttlMs });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Values of loads that have finished, so a hit can be answered without waiting for a tick. */
const settled = new WeakMap<Promise<unknown>, unknown>();

/** Loads once per key even when many requests miss at the same time. */
export function cached<V>(cache: TtlCache<Promise<V>>, key: string, load: () => Promise<V>): Promise<V> {
  const hit = cache.get(key);
  if (hit) return hit;
  const pending = load();
  cache.set(key, pending);
  pending.then(
    (value) => settled.set(pending, value),
    // A failed load (not found, database down) is not remembered.
    () => cache.delete(key),
  );
  return pending;
}

/**
 * What `cached` would resolve to, when it is already loaded: the value itself, no promise, so a
 * route can answer in the same tick. Undefined while absent, expired or still loading.
 */
export function cachedNow<V>(cache: TtlCache<Promise<V>>, key: string): V | undefined {
  const hit = cache.get(key);
  return hit === undefined ? undefined : (settled.get(hit) as V | undefined);
}
