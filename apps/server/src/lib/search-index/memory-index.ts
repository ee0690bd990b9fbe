import type { SearchDocument } from './search-index.js';
import { operandsOf, readQuoted, type TsQuery } from './tsquery.js';

// The search documents in memory: their fields, and for each lexeme of the stored tsvectors the
// documents holding it and its positions there. Matching, ranking and the hits' fields come from
// here, where they cost microseconds per document instead of statements planned and run on the
// database's one thread, reading pages at random (docs/decisions/search-scaling.md). Ranking is
// ts_rank's (normalization 1) and ts_rank_cd's as PostgreSQL computes them
// (src/backend/utils/adt/tsrank.c); memory-index.int.test.ts pins both against the database.

/** A stored search document (search_documents) without its tsvector. */
export type IndexedDocument = Omit<SearchDocument, 'synonyms' | 'position'> & {
  /** The name lower-cased without accents (the name boost). */
  nameNorm: string;
  indexedAt: Date;
};

/**
 * ts_rank weights for D, C, B, A (float4, as the database holds them): a word in the name counts ten
 * times a mention in a section.
 */
export const RANK_WEIGHTS = [0.1, 0.25, 0.5, 1.0].map(Math.fround) as [number, number, number, number];

const WEIGHT_OF_LETTER: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };
const POS_MASK = 0x3fff;

/**
 * The entries of a tsvector as PostgreSQL prints it (`'amoxicilin':1A,7C 'dose':12`): each lexeme
 * with its positions, weight in the top two bits as in WordEntryPos.
 */
export function parseTsVector(text: string): [string, number[]][] {
  const out: [string, number[]][] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] === ' ') {
      i++;
      continue;
    }
    if (text[i] !== "'") throw new Error(`tsvector: expected a quoted lexeme at ${i}`);
    let lexeme: string;
    [lexeme, i] = readQuoted(text, i);
    const positions: number[] = [];
    if (text[i] === ':') {
      i++;
      while (i < text.length && text[i] !== ' ') {
        let n = 0;
        while (i < text.length && text[i]! >= '0' && text[i]! <= '9') n = n * 10 + (text.charCodeAt(i++) - 48);
        const weight = WEIGHT_OF_LETTER[text[i] ?? ''];
        if (weight !== undefined) i++;
        positions.push(((weight ?? 0) << 14) | n);
        if (text[i] === ',') i++;
      }
    }
    out.push([lexeme, positions]);
  }
  return out;
}

/**
 * Every lexeme's postings, one lexeme after another in four arrays (a handful of objects for the
 * whole library, where arrays per lexeme were a hundred thousand for the collector to trace): lexeme
 * i's postings are k = from[i] to from[i + 1] - 1, in ascending document order; posting k is
 * document doc[k], with positions pos[start[k]] to pos[start[k + 1]] - 1 (weight in the top two bits).
 */
interface Postings {
  from: Int32Array;
  doc: Int32Array;
  start: Int32Array;
  pos: Uint16Array;
}

/** What a query run works out once per query: see QueryRun.plan. */
interface Plan {
  /** Its operands as ts_rank counts them (one per lexeme, sorted). */
  ranked: number[];
  /** ts_rank takes calc_rank_and (top operator & or a phrase, two operands or more). */
  isAnd: boolean;
  /** Every operand as written, for ts_rank_cd. */
  all: number[];
  phrase: boolean;
}

/**
 * For each (loaded document, operand), the lexemes it matched there and where their positions are
 * in those lexemes' postings: chains in typed arrays that every run of the index reuses, so loading
 * a thousand documents allocates nothing per document (objects per document were most of a
 * search's garbage, and garbage is collector pauses in every other request's latency).
 */
class EntryTable {
  /** First and last entry of each slot's chain (-1: none). */
  private head = new Int32Array(0);
  private tail = new Int32Array(0);
  /** Entry e: the next entry of its chain, its lexeme, and its positions: postings.pos[from] to pos[to - 1]. */
  next = new Int32Array(1024);
  lexeme = new Int32Array(1024);
  from = new Int32Array(1024);
  to = new Int32Array(1024);
  private count = 0;

  reset(slots: number): void {
    if (this.head.length < slots) {
      this.head = new Int32Array(slots * 2);
      this.tail = new Int32Array(slots * 2);
    }
    this.head.fill(-1, 0, slots);
    this.count = 0;
  }

  /** Appends an entry to a slot's chain (entries keep the order they were added in). */
  add(slot: number, lexeme: number, from: number, to: number): void {
    if (this.count === this.next.length) {
      const grow = (a: Int32Array) => {
        const b = new Int32Array(a.length * 2);
        b.set(a);
        return b;
      };
      [this.next, this.lexeme, this.from, this.to] = [
        grow(this.next),
        grow(this.lexeme),
        grow(this.from),
        grow(this.to),
      ];
    }
    const e = this.count++;
    this.next[e] = -1;
    this.lexeme[e] = lexeme;
    this.from[e] = from;
    this.to[e] = to;
    if (this.head[slot] === -1) this.head[slot] = e;
    else this.next[this.tail[slot]!] = e;
    this.tail[slot] = e;
  }

  /** The first entry of a slot's chain, or -1. */
  first(slot: number): number {
    return this.head[slot]!;
  }
}

export class MemoryIndex {
  /** Lexemes in code-unit order, so the lexemes with a prefix are one range. */
  private readonly lexemes: string[];
  readonly postings: Postings;
  private readonly lexemeId = new Map<string, number>();
  /** Documents of whole things by name, for "the names that start with the query". */
  private readonly byName: number[];
  /** Each document's thing as a number (documents of one thing share it). */
  readonly itemOf: Int32Array;
  /**
   * Per document, whether it is a whole thing's (not a section's) and whether it has a body: read by
   * every candidate of a search, so kept apart from the documents' objects, which are far apart in memory.
   */
  readonly isWhole: Uint8Array;
  readonly hasBody: Uint8Array;
  /** Each document's category as a number, and the categories' names by number (facets count by number). */
  readonly categoryOf: Int32Array;
  readonly categoryNames: string[];
  /** The loaded entries of the current query run (see EntryTable). */
  readonly entries = new EntryTable();

  private constructor(
    readonly documents: IndexedDocument[],
    /** cnt_length of each document's tsvector: its positions (1 for a lexeme without any). */
    private readonly lengths: Int32Array,
    built: Map<string, { docs: number[]; starts: number[]; pos: number[] }>,
  ) {
    this.lexemes = [...built.keys()].sort();
    let postings = 0;
    let positions = 0;
    for (const b of built.values()) {
      postings += b.docs.length;
      positions += b.pos.length;
    }
    const packed: Postings = {
      from: new Int32Array(this.lexemes.length + 1),
      doc: new Int32Array(postings),
      start: new Int32Array(postings + 1),
      pos: new Uint16Array(positions),
    };
    let k = 0;
    let at = 0;
    this.lexemes.forEach((lexeme, id) => {
      this.lexemeId.set(lexeme, id);
      const b = built.get(lexeme)!;
      packed.from[id] = k;
      b.docs.forEach((doc, j) => {
        packed.doc[k] = doc;
        packed.start[k++] = at + b.starts[j]!;
      });
      packed.pos.set(b.pos, at);
      at += b.pos.length;
    });
    packed.from[this.lexemes.length] = k;
    packed.start[k] = at;
    this.postings = packed;
    const items = new Numbering();
    this.itemOf = Int32Array.from(documents, (d) => items.of(d.itemKey));
    this.isWhole = Uint8Array.from(documents, (d) => (d.sectionTitle === null ? 1 : 0));
    this.hasBody = Uint8Array.from(documents, (d) => (d.body === '' ? 0 : 1));
    const categories = new Numbering();
    this.categoryOf = Int32Array.from(documents, (d) => categories.of(d.categoryName));
    this.categoryNames = categories.values;
    this.byName = documents
      .map((_d, n) => n)
      .filter((n) => this.isWhole[n] === 1)
      .sort((a, b) => compareText(documents[a]!.nameNorm, documents[b]!.nameNorm) || a - b);
  }

  /**
   * Documents are numbered in code-unit order of their ids (whatever the database's collation), so
   * "the smaller id" is "the smaller number" wherever ranks tie.
   */
  static build(rows: Iterable<{ document: IndexedDocument; tsv: string }>): MemoryIndex {
    const documents: IndexedDocument[] = [];
    const lengths: number[] = [];
    const built = new Map<string, { docs: number[]; starts: number[]; pos: number[] }>();
    const inIdOrder = [...rows].sort((a, b) => compareText(a.document.id, b.document.id));
    for (const { document, tsv } of inIdOrder) {
      const n = documents.length;
      documents.push(document);
      let length = 0;
      for (const [lexeme, positions] of parseTsVector(tsv)) {
        let b = built.get(lexeme);
        if (!b) {
          b = { docs: [], starts: [0], pos: [] };
          built.set(lexeme, b);
        }
        b.docs.push(n);
        for (const p of positions) b.pos.push(p);
        b.starts.push(b.pos.length);
        length += positions.length || 1;
      }
      lengths.push(length);
    }
    return new MemoryIndex(documents, Int32Array.from(lengths), built);
  }

  get size(): number {
    return this.documents.length;
  }

  /** Sets of one bit per document, shared by the query runs (see clearedBitSets). */
  private readonly bitSets: Uint32Array[] = [];

  /**
   * `count` sets of one bit per document, all clear, for the current query run. A bit per document
   * (27 KB at 200,000 documents) is cleared in microseconds and keeps what a search reads in the
   * processor's cache, where a number per document did not.
   */
  clearedBitSets(count: number): Uint32Array[] {
    while (this.bitSets.length < count) this.bitSets.push(new Uint32Array(Math.ceil(this.size / 32)));
    const sets = this.bitSets.slice(0, count);
    for (const set of sets) set.fill(0);
    return sets;
  }

  /** Number of the latest query run: only its marks count (stale marks need no clearing). */
  private generation = 0;
  /** One number per document, shared by the query runs, which run one at a time (see startRun). */
  private loadedIn: Uint32Array | null = null;
  private slotOf: Uint32Array | null = null;

  /**
   * Starts a query run: a new generation, and the arrays where a document the run loads gets it
   * (loadedIn) and 1 + its slot (slotOf). Reusing the arrays instead of allocating them per search
   * keeps the garbage collector out of the way.
   */
  startRun(): { generation: number; loadedIn: Uint32Array; slotOf: Uint32Array } {
    this.loadedIn ??= new Uint32Array(this.size);
    this.slotOf ??= new Uint32Array(this.size);
    if (this.generation === 0xffffffff) {
      this.loadedIn.fill(0);
      this.generation = 0;
    }
    this.generation++;
    return { generation: this.generation, loadedIn: this.loadedIn, slotOf: this.slotOf };
  }

  isCurrentRun(generation: number): boolean {
    return generation === this.generation;
  }

  /** The lexeme ids an operand stands for: its lexeme, or every lexeme it starts. */
  lexemesOf(operand: { lexeme: string; prefix: boolean }): number[] {
    if (!operand.prefix) {
      const id = this.lexemeId.get(operand.lexeme);
      return id === undefined ? [] : [id];
    }
    const out: number[] = [];
    for (let id = lowerBound(this.lexemes, operand.lexeme); id < this.lexemes.length; id++) {
      if (!this.lexemes[id]!.startsWith(operand.lexeme)) break;
      out.push(id);
    }
    return out;
  }

  lengthOf(doc: number): number {
    return this.lengths[doc]!;
  }

  /** How many documents hold any of the query's lexemes (a word's rarity). */
  documentFrequency(query: TsQuery): number {
    let n = 0;
    for (const operand of operandsOf(query)) {
      for (const id of this.lexemesOf(operand)) n += this.postings.from[id + 1]! - this.postings.from[id]!;
    }
    return n;
  }

  /** Whole-thing documents whose name starts with `prefix`, in name order. */
  *namesStartingWith(prefix: string): Generator<number> {
    let lo = 0;
    let hi = this.byName.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compareText(this.documents[this.byName[mid]!]!.nameNorm, prefix) < 0) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < this.byName.length; i++) {
      const doc = this.byName[i]!;
      if (!this.documents[doc]!.nameNorm.startsWith(prefix)) return;
      yield doc;
    }
  }
}

/** Numbers for distinct strings: 0, 1, 2… in the order first seen. */
class Numbering {
  private readonly numbers = new Map<string, number>();
  readonly values: string[] = [];

  of(value: string): number {
    let n = this.numbers.get(value);
    if (n === undefined) {
      n = this.values.length;
      this.numbers.set(value, n);
      this.values.push(value);
    }
    return n;
  }
}

/** Code-unit order (the database's byte order for our ids and lexemes). */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The first place of an ascending array (or of its places `from` to `to` - 1) whose value is not
 * below `value` (`to` if none).
 */
export function lowerBound<T extends number | string>(
  sorted: ArrayLike<T>,
  value: T,
  from = 0,
  to = sorted.length,
): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const operandKey = (o: { lexeme: string; prefix: boolean }) => `${o.prefix ? '*' : ''}${o.lexeme}`;

/**
 * Some queries run over one index. First `firstMatches` finds candidates from each operand's
 * postings (which documents hold it, nothing more); then `load` gathers the positions of every
 * operand in the chosen documents only, for exact matching (phrases) and ranking.
 */
export class QueryRun {
  private readonly operands: { lexeme: string; prefix: boolean; lexemes: number[] }[] = [];
  private readonly operandIndex = new Map<string, number>();
  private readonly generation: number;
  /** For each operand, a bit set of the documents holding it. */
  private readonly holding: Uint32Array[];
  /** A bit set for firstMatches' candidates. */
  private readonly candidates: Uint32Array;
  /** For loaded documents, the run's generation (loadedIn) and 1 + their slot (slotOf). */
  private readonly loadedIn: Uint32Array;
  private readonly slotOf: Uint32Array;
  /** The entries loaded for this run's documents (the index's table, reused by every run). */
  private readonly entries: EntryTable;
  /** Each word of the queries, by identity: its operand. */
  private readonly operandOfWord = new Map<TsQuery, number>();
  /** What ranking and matching need of each query, worked out once per run (not per document). */
  private readonly plans = new Map<TsQuery, Plan>();
  /** Each query (or part of one) as a test of the operands' bit sets (holdsWords). */
  private readonly tests = new Map<TsQuery, (doc: number) => boolean>();

  /**
   * Starts a run over the index; it is valid until the next run starts, so a run is used from start
   * to end without awaiting anything.
   */
  constructor(
    private readonly index: MemoryIndex,
    queries: (TsQuery | null)[],
  ) {
    const visit = (q: TsQuery) => {
      if (q.kind === 'word') {
        const key = operandKey(q);
        if (!this.operandIndex.has(key)) {
          this.operandIndex.set(key, this.operands.length);
          this.operands.push({ lexeme: q.lexeme, prefix: q.prefix, lexemes: index.lexemesOf(q) });
        }
        this.operandOfWord.set(q, this.operandIndex.get(key)!);
      } else if (q.kind === 'not') visit(q.arg);
      else {
        visit(q.left);
        visit(q.right);
      }
    };
    for (const q of queries) if (q) visit(q);
    ({ generation: this.generation, loadedIn: this.loadedIn, slotOf: this.slotOf } = index.startRun());
    const sets = index.clearedBitSets(this.operands.length + 1);
    this.candidates = sets[0]!;
    this.holding = sets.slice(1);
    this.entries = index.entries;
    this.operands.forEach((o, oi) => {
      setBits(this.holding[oi]!, index.postings, o.lexemes);
    });
  }

  private current() {
    if (!this.index.isCurrentRun(this.generation)) throw new Error('QueryRun: another run has started');
  }

  private plan(query: TsQuery): Plan {
    let plan = this.plans.get(query);
    if (!plan) {
      const indexOf = (o: { lexeme: string; prefix: boolean }) => {
        const i = this.operandIndex.get(operandKey(o));
        if (i === undefined) throw new Error('QueryRun: query not given to the run');
        return i;
      };
      const ranked = uniqueByLexeme(operandsOf(query)).map(indexOf);
      plan = {
        ranked,
        isAnd: (query.kind === 'and' || query.kind === 'phrase') && ranked.length >= 2,
        all: operandsOf(query).map(indexOf),
        phrase: hasPhrase(query),
      };
      this.plans.set(query, plan);
    }
    return plan;
  }

  /** Whether the document may match: phrases taken as "all their words" (exact check: `matches`). */
  mayMatch(query: TsQuery, doc: number): boolean {
    this.current();
    return this.holdsWords(query)(doc);
  }

  /**
   * The query as a test of a document, built once per run: a word reads its operand's bit set
   * directly, so testing thousands of documents looks nothing up.
   */
  private holdsWords(query: TsQuery): (doc: number) => boolean {
    let test = this.tests.get(query);
    if (!test) {
      test = this.compileTest(query);
      this.tests.set(query, test);
    }
    return test;
  }

  private compileTest(query: TsQuery): (doc: number) => boolean {
    switch (query.kind) {
      case 'word': {
        const has = this.holding[this.operandOfWord.get(query)!]!;
        return (doc) => hasBit(has, doc);
      }
      case 'not': {
        const arg = this.compileTest(query.arg);
        return (doc) => !arg(doc);
      }
      case 'or': {
        const left = this.compileTest(query.left);
        const right = this.compileTest(query.right);
        return (doc) => left(doc) || right(doc);
      }
      default: {
        const left = this.compileTest(query.left);
        const right = this.compileTest(query.right);
        return (doc) => left(doc) && right(doc);
      }
    }
  }

  /**
   * The first `max` documents (in index order, as a GIN index yields them) that may match `query`
   * and pass `also`. Only documents holding one of its operands are tested: their bits are set from
   * its postings (for a few rare words, cheaper than joining whole bit sets), and the bit set is read
   * 32 documents at a time, so the documents holding none cost a thirty-second of a test each.
   */
  firstMatches(query: TsQuery, max: number, also: (doc: number) => boolean = () => true): number[] {
    this.current();
    const holds = this.holdsWords(query);
    const bits = this.candidates.fill(0);
    for (const o of operandsOf(query)) {
      setBits(bits, this.index.postings, this.operands[this.operandIndex.get(operandKey(o))!]!.lexemes);
    }
    const out: number[] = [];
    for (let w = 0; w < bits.length && out.length < max; w++) {
      for (let word = bits[w]!; word !== 0 && out.length < max; word &= word - 1) {
        // The lowest bit set: its document, then the bit is cleared (word & (word - 1)).
        const doc = w * 32 + 31 - Math.clz32(word & -word);
        if (holds(doc) && also(doc)) out.push(doc);
      }
    }
    return out;
  }

  /**
   * Gathers the positions of every operand in these documents: for each of its lexemes, a pass over
   * the postings, or a binary search per document when that reads less (a word half the library
   * holds, for a thousand documents).
   */
  load(docs: number[]): void {
    this.current();
    docs.forEach((doc, slot) => {
      this.loadedIn[doc] = this.generation;
      this.slotOf[doc] = slot + 1;
    });
    const count = this.operands.length;
    this.entries.reset(docs.length * count);
    const { from, doc: docOf, start } = this.index.postings;
    this.operands.forEach((o, oi) => {
      for (const lexeme of o.lexemes) {
        const lo = from[lexeme]!;
        const hi = from[lexeme + 1]!;
        if (hi - lo > docs.length * Math.log2(hi - lo)) {
          docs.forEach((doc, slot) => {
            const k = lowerBound(docOf, doc, lo, hi);
            if (k < hi && docOf[k] === doc) this.entries.add(slot * count + oi, lexeme, start[k]!, start[k + 1]!);
          });
          continue;
        }
        for (let k = lo; k < hi; k++) {
          const doc = docOf[k]!;
          if (this.loadedIn[doc] !== this.generation) continue;
          this.entries.add((this.slotOf[doc]! - 1) * count + oi, lexeme, start[k]!, start[k + 1]!);
        }
      }
    });
  }

  /** The first entry an operand matched in a loaded document (then `entries.next`), or -1. */
  private firstEntry(operand: number, doc: number): number {
    if (this.loadedIn[doc] !== this.generation) throw new Error('QueryRun: document not loaded');
    return this.entries.first((this.slotOf[doc]! - 1) * this.operands.length + operand);
  }

  /** Whether a loaded document matches `query` (tsvector @@ tsquery). */
  matches(query: TsQuery, doc: number): boolean {
    // Without a phrase, holding the words is matching; positions are needed only for phrases.
    if (!this.plan(query).phrase) return this.mayMatch(query, doc);
    this.current();
    const { entries } = this;
    const { pos } = this.index.postings;
    const positionsOf = (o: { lexeme: string; prefix: boolean }) => {
      const first = this.firstEntry(this.operandIndex.get(operandKey(o))!, doc);
      if (first === -1) return null;
      const all = new Set<number>();
      for (let e = first; e !== -1; e = entries.next[e]!) {
        for (let j = entries.from[e]!; j < entries.to[e]!; j++) all.add(pos[j]! & POS_MASK);
      }
      return [...all].sort((a, b) => a - b);
    };
    return endsOf(query, positionsOf) !== null;
  }

  /**
   * ts_rank(weights, tsv, query, 1) of a loaded document: calc_rank_and for a query whose top is
   * & or a phrase (closeness of each pair of its words), calc_rank_or otherwise (each word's
   * occurrences, best weight first), divided by log2(1 + the document's length).
   */
  rank(query: TsQuery, doc: number): number {
    this.current();
    const { ranked, isAnd } = this.plan(query);
    let res = isAnd ? this.rankAnd(ranked, doc) : this.rankOr(ranked, doc);
    if (res < 0) res = 1e-20;
    res /= Math.log(this.index.lengthOf(doc) + 1) / Math.log(2);
    return Math.fround(res);
  }

  private rankOr(operands: number[], doc: number): number {
    const { entries } = this;
    const { pos } = this.index.postings;
    let res = 0;
    for (const o of operands) {
      for (let e = this.firstEntry(o, doc); e !== -1; e = entries.next[e]!) {
        const from = entries.from[e]!;
        const to = entries.to[e]!;
        let resj = 0;
        let wjm = -1;
        let jm = 0;
        for (let j = 0; j < to - from; j++) {
          const w = RANK_WEIGHTS[pos[from + j]! >> 14]!;
          resj += w / ((j + 1) * (j + 1));
          if (w > wjm) {
            wjm = w;
            jm = j;
          }
        }
        res += (wjm + resj - wjm / ((jm + 1) * (jm + 1))) / 1.64493406685;
      }
    }
    return operands.length ? res / operands.length : res;
  }

  private rankAnd(operands: number[], doc: number): number {
    const { entries } = this;
    const { pos } = this.index.postings;
    let res = -1;
    // For each operand, the entry of it last visited (-1: none yet), as calc_rank_and walks them.
    const last = operands.map(() => -1);
    operands.forEach((o, i) => {
      for (let e = this.firstEntry(o, doc); e !== -1; e = entries.next[e]!) {
        last[i] = e;
        for (let k = 0; k < i; k++) {
          const other = last[k]!;
          if (other === -1) continue;
          for (let l = entries.from[e]!; l < entries.to[e]!; l++) {
            for (let p = entries.from[other]!; p < entries.to[other]!; p++) {
              // Stored tsvectors always have positions: a distance of 0 is the same word, skipped as
              // PostgreSQL does (it counts MAXENTRYPOS only for lexemes without positions).
              const dist = Math.abs((pos[l]! & POS_MASK) - (pos[p]! & POS_MASK));
              if (dist === 0) continue;
              const curw = Math.sqrt(RANK_WEIGHTS[pos[l]! >> 14]! * RANK_WEIGHTS[pos[p]! >> 14]! * wordDistance(dist));
              res = res < 0 ? curw : 1 - (1 - res) * (1 - curw);
            }
          }
        }
      }
    });
    return res;
  }

  /**
   * ts_rank_cd(weights, tsv, query) of a loaded document: the sum, over the successive shortest
   * stretches of the document that satisfy the query (covers), of their words' weight divided by
   * one plus the other words inside them.
   */
  rankCd(query: TsQuery, doc: number): number {
    // The document as the sequence of query words it holds: position, weight, which lexeme, and
    // which operands it satisfies (get_docrep).
    this.current();
    const byPlace = new Map<string, { pos: number; weight: number; lexeme: number; operands: string[] }>();
    const { entries } = this;
    const { pos } = this.index.postings;
    for (const oi of this.plan(query).all) {
      const o = this.operands[oi]!;
      for (let e = this.firstEntry(oi, doc); e !== -1; e = entries.next[e]!) {
        const lexeme = entries.lexeme[e]!;
        for (let j = entries.from[e]!; j < entries.to[e]!; j++) {
          const p = pos[j]!;
          const key = `${p}:${lexeme}`;
          const place = byPlace.get(key) ?? { pos: p & POS_MASK, weight: p >> 14, lexeme, operands: [] };
          place.operands.push(operandKey(o));
          byPlace.set(key, place);
        }
      }
    }
    const places = [...byPlace.values()].sort((a, b) => a.pos - b.pos || a.weight - b.weight || a.lexeme - b.lexeme);
    const satisfied = (from: number, to: number) => {
      const seen = new Map<string, number[]>();
      for (let i = Math.min(from, to); i <= Math.max(from, to); i++) {
        for (const key of places[i]!.operands) {
          const list = seen.get(key) ?? [];
          if (list[list.length - 1] !== places[i]!.pos) list.push(places[i]!.pos);
          seen.set(key, list);
        }
      }
      return endsOf(query, (o) => seen.get(operandKey(o))?.sort((a, b) => a - b) ?? null) !== null;
    };
    let total = 0;
    for (let start = 0; start < places.length; ) {
      // The first place from `start` where the query holds ends a cover (Cover: move up)…
      let end = start;
      while (end < places.length && !satisfied(start, end)) end++;
      if (end >= places.length) break;
      // …and the last place back from there where it still holds begins it (move down).
      let begin = end;
      while (begin >= start && !satisfied(begin, end)) begin--;
      if (begin < start) {
        start++;
        continue;
      }
      let invSum = 0;
      for (let i = begin; i <= end; i++) invSum += 1 / RANK_WEIGHTS[places[i]!.weight]!;
      const cpos = (end - begin + 1) / invSum;
      let noise = places[end]!.pos - places[begin]!.pos - (end - begin);
      if (noise < 0) noise = Math.trunc((end - begin) / 2);
      total += cpos / (1 + noise);
      start = begin + 1;
    }
    return Math.fround(total);
  }
}

/** Sets the bits of the documents holding any of these lexemes. */
function setBits(bits: Uint32Array, postings: Postings, lexemes: number[]): void {
  const { from, doc } = postings;
  for (const id of lexemes) {
    for (let k = from[id]!; k < from[id + 1]!; k++) bits[doc[k]! >>> 5]! |= 1 << (doc[k]! & 31);
  }
}

function hasBit(bits: Uint32Array, doc: number): boolean {
  return ((bits[doc >>> 5]! >>> (doc & 31)) & 1) === 1;
}

function hasPhrase(query: TsQuery): boolean {
  if (query.kind === 'phrase') return true;
  if (query.kind === 'word') return false;
  if (query.kind === 'not') return hasPhrase(query.arg);
  return hasPhrase(query.left) || hasPhrase(query.right);
}

function wordDistance(w: number): number {
  if (w > 100) return 1e-30;
  return 1 / (1.005 + 0.05 * Math.exp(w / 1.5 - 2));
}

/**
 * The positions where `query` is satisfied, given each operand's positions (null: absent), or null
 * where it is not: a phrase `a <N> b` holds where b is N positions after a, as tsvector @@ tsquery.
 */
function endsOf(
  query: TsQuery,
  positionsOf: (o: { lexeme: string; prefix: boolean }) => number[] | null,
): number[] | null {
  switch (query.kind) {
    case 'word':
      return positionsOf(query);
    case 'not':
      return endsOf(query.arg, positionsOf) ? null : [];
    case 'or': {
      const l = endsOf(query.left, positionsOf);
      const r = endsOf(query.right, positionsOf);
      if (!l) return r;
      if (!r) return l;
      return [...new Set([...l, ...r])].sort((a, b) => a - b);
    }
    case 'and': {
      const l = endsOf(query.left, positionsOf);
      const r = l && endsOf(query.right, positionsOf);
      return l && r ? [...new Set([...l, ...r])].sort((a, b) => a - b) : null;
    }
    case 'phrase': {
      const l = endsOf(query.left, positionsOf);
      const r = l && endsOf(query.right, positionsOf);
      if (!l || !r) return null;
      const left = new Set(l);
      const ends = r.filter((p) => left.has(p - query.distance));
      return ends.length ? ends : null;
    }
  }
}

/**
 * The operands as ts_rank counts them: sorted by lexeme and one per lexeme. A word and the same
 * word as a prefix (`amox & amox:*`) are one operand there; the prefix is kept.
 */
function uniqueByLexeme(operands: { lexeme: string; prefix: boolean }[]): { lexeme: string; prefix: boolean }[] {
  const byLexeme = new Map<string, { lexeme: string; prefix: boolean }>();
  for (const o of operands) {
    const seen = byLexeme.get(o.lexeme);
    if (!seen || (o.prefix && !seen.prefix)) byLexeme.set(o.lexeme, o);
  }
  return [...byLexeme.values()].sort((a, b) => compareText(a.lexeme, b.lexeme));
}
