// One name order for server and web (docs/product/content-and-study.md §2 List screen: sort by name ignoring accents) and the
// photo-list shuffle that changes once a day but is the same for everyone on that day.

// Built on the first comparison, not when the module loads: building it loads the locale's
// collation data, a long task on a phone that the first screen does not need.
let collator: Intl.Collator | undefined;

/** pt-BR order ignoring accents and case: 'Abacaxi' < 'Ácido' < 'Água'. */
export function compareNamesPtBR(a: string, b: string): number {
  collator ??= new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
  return collator.compare(a, b);
}

/** Sorts a copy by `name` with compareNamesPtBR; ties keep a stable order by id when present. */
export function sortByName<T extends { name: string; id?: string }>(items: readonly T[]): T[] {
  return [...items].sort((x, y) => compareNamesPtBR(x.name, y.name) || (x.id ?? '').localeCompare(y.id ?? ''));
}

/** FNV-1a: a small, stable string hash to seed the generator. */
function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: fast, good enough for ordering a list, and identical in every JS engine. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Photo lists (categories 6, 12, 13) are shuffled by the date 'YYYY-MM-DD': the same set of items
 * gives the same order all day, whatever order they arrive in, and a new order the next day.
 */
export function photoShuffle<T extends { id: string }>(items: readonly T[], date: string): T[] {
  const out = [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const random = mulberry32(hashSeed(date));
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Today's date as photoShuffle expects it, in the user's local calendar. */
export function shuffleDate(now: Date = new Date()): string {
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${m}-${d}`;
}
