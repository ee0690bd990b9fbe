// The corpus words in memory, for typo correction without a database round trip: telling a known
// word (or the start of one) from a typo is a binary search, and the nearest word of a typo is found
// through a trigram index of the words. Similarity is pg_trgm's, computed the same way (the word
// padded with two spaces before and one after, distinct trigrams, shared ÷ union), so a correction
// is the one the database's `similarity()` would choose; only the order among equally similar
// words is ours (fewer letters of difference first, then alphabetical), where PostgreSQL's was
// whatever its index yielded first. Words are [a-z0-9] only (normalizeText).

/** pg_trgm's trigrams of one normalized word. */
export function trigramsOf(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

export class WordList {
  /** Sorted in code-unit order, the database's byte order for [a-z0-9]. */
  private readonly sorted: string[];
  /** For each trigram, the positions in `sorted` of the words holding it. */
  private readonly byTrigram = new Map<string, number[]>();
  private readonly trigramCount: number[];

  constructor(words: Iterable<string>) {
    this.sorted = [...new Set(words)].sort();
    this.trigramCount = this.sorted.map((word, i) => {
      const grams = trigramsOf(word);
      for (const g of grams) {
        const list = this.byTrigram.get(g);
        if (list) list.push(i);
        else this.byTrigram.set(g, [i]);
      }
      return grams.size;
    });
  }

  /** Whether `term` is a corpus word or the start of one (a query typed halfway). */
  knowsOrStarts(term: string): boolean {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sorted[mid]! < term) lo = mid + 1;
      else hi = mid;
    }
    return this.sorted[lo]?.startsWith(term) ?? false;
  }

  /** The most similar corpus word and its similarity, or null when no word shares a trigram. */
  nearest(term: string): { word: string; score: number } | null {
    const grams = trigramsOf(term);
    const shared = new Map<number, number>();
    for (const g of grams) {
      for (const i of this.byTrigram.get(g) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1);
    }
    let best: { word: string; score: number } | null = null;
    for (const [i, common] of shared) {
      const word = this.sorted[i]!;
      const score = common / (grams.size + this.trigramCount[i]! - common);
      if (!best || score > best.score || (score === best.score && closer(word, best.word, term))) {
        best = { word, score };
      }
    }
    return best;
  }
}

/** Between two equally similar words: the one whose length is nearer the term's, then the first alphabetically. */
function closer(a: string, b: string, term: string): boolean {
  const da = Math.abs(a.length - term.length);
  const db = Math.abs(b.length - term.length);
  return da !== db ? da < db : a < b;
}
