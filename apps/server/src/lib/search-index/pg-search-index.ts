import { createHash } from 'node:crypto';
import type { SearchFacet, SearchHit, SearchItemType, SearchResponse } from '@vetor/domain/search/search.schemas';
import { SEARCH_HITS_MAX } from '@vetor/domain/search/search.schemas';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { headline } from './headline.js';
import { compareText, type IndexedDocument, lowerBound, MemoryIndex, QueryRun } from './memory-index.js';
import type { Passage, SearchDocument, SearchIndex, SearchParams } from './search-index.js';
import { searchDocuments, searchSources, searchWords } from './search-index.table.js';
import { allPrefixes, anyWord, either, websearch, withVariants } from './search-query.js';
import { corpusWords, foldPlurals, normalizeText, questionTerms, synonymVariants, termsOf } from './search-text.js';
import type { TsQuery } from './tsquery.js';
import { WordList } from './word-list.js';

// The search index on PostgreSQL full-text search; the same SQL runs on PGlite and PostgreSQL.
// docs/search.md explains the ranking; the text-search configuration is created by migrate().
// The database stores the documents and their tsvectors and turns a query's words into a tsquery;
// matching and ranking run over a copy of the lexemes in memory (memory-index.ts), read at the
// first search and again after every change (docs/decisions/search-scaling.md).

/** Accent-free Portuguese: unaccent, then the Portuguese Snowball stemmer. Idempotent. */
export const SEARCH_CONFIG_SQL = `
do $$ begin
  if not exists (select 1 from pg_ts_config where cfgname = 'vetor_pt') then
    create text search configuration vetor_pt (copy = portuguese);
    alter text search configuration vetor_pt
      alter mapping for asciiword, asciihword, hword_asciipart, hword, hword_part, word
      with unaccent, portuguese_stem;
  end if;
end $$;`;

const BATCH = 200;
/**
 * Part of every source's hash: a change of what indexing stores (its last one added lexeme counts,
 * since dropped) rebuilds each source once on the next seed, even when its documents are the same.
 */
const INDEX_FORMAT = 'terms-1';
const CFG = sql.raw(`'vetor_pt'::regconfig`);
/**
 * At most this many matching documents are ranked per search (plus NAME_MATCHES_MAX whose name starts
 * with the query). In today's library (3,400 documents) only a two-letter prefix reaches it (up to 1,650
 * matches); its most common word matches 830. A library many times larger ranks the first RANKED_MAX
 * matches the index yields (and the names starting with the query), and its facet counts are counts
 * of those.
 */
const RANKED_MAX = 1000;
const NAME_MATCHES_MAX = 100;
/**
 * At most this many sections holding the question's rarest words are weighed per AI question. Today's
 * library never reaches it; a much larger one weighs the first ones the index yields, so a question's
 * cost stops growing with the library.
 */
const PASSAGE_CANDIDATES_MAX = 1000;
/**
 * Of those, at most this many of the most complete are ranked by ts_rank_cd (the costliest step: 18 of a 30 ms
 * question at +10,000 items ranked 378 sections). Today's library stays below it; a much larger one ranks the
 * first ones among equally complete sections.
 */
const PASSAGES_RANKED_MAX = 150;
/** Fewer changed documents than this (or than a tenth of the source) leave the planner's statistics as they are. */
const ANALYZE_MIN_CHANGES = 500;
/** A word is corrected only towards a corpus word at least this similar (trigrams). */
const MIN_SIMILARITY = 0.4;
/**
 * How often the in-memory copy is compared with what the sources last indexed. A change made here,
 * or announced by another instance (`changedElsewhere`), reloads it at once; this catches one whose
 * announcement was lost, within the HTTP caches' TTL.
 */
const CHECK_EVERY_MS = 60_000;
/** Documents read per statement when loading the in-memory copy. */
const LOAD_PAGE = 5000;

type Row = Record<string, unknown>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function rows<T extends Row>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The four weighted parts of a document: its name is A for the whole thing, D inside a section. */
function weightedParts(d: SearchDocument): [string, string, string, string] {
  const names = [d.itemName, ...d.synonyms].join(' \n ');
  if (d.sectionTitle === null) return [d.itemName, d.synonyms.join(' \n '), `${d.description} \n ${d.body}`, ''];
  return ['', d.sectionTitle, d.body, names];
}

function tsvOf(d: SearchDocument): SQL {
  const [a, b, c, dd] = weightedParts(d).map(foldPlurals) as [string, string, string, string];
  return sql`setweight(to_tsvector(${CFG}, ${a}), 'A') || setweight(to_tsvector(${CFG}, ${b}), 'B') || setweight(to_tsvector(${CFG}, ${c}), 'C') || setweight(to_tsvector(${CFG}, ${dd}), 'D')`;
}

/** A document's own hash: a re-index rewrites only the documents whose hash changed. */
function documentHash(d: SearchDocument): string {
  return createHash('sha256').update(INDEX_FORMAT).update(JSON.stringify(d)).digest('base64url');
}

function documentRow(source: string, d: SearchDocument, hash: string, now: Date) {
  return {
    id: d.id,
    source,
    hash,
    itemKey: d.itemKey,
    itemType: d.itemType,
    itemId: d.itemId,
    itemName: d.itemName,
    nameNorm: normalizeText(d.itemName),
    description: d.description,
    category: d.category,
    categoryName: d.categoryName,
    topic: d.topic,
    photo: d.photo,
    itemPath: d.itemPath,
    sectionTitle: d.sectionTitle,
    body: d.body,
    isDose: d.isDose,
    premium: d.premium,
    requiresPro: d.requiresPro,
    position: d.position,
    tsv: tsvOf(d),
    indexedAt: now,
  };
}

/** The in-memory copy the searches use: the lexemes, the corpus words, and the state they were read at. */
interface Snapshot {
  index: MemoryIndex;
  words: WordList;
  /** The sources' hashes when it was read (search_sources). */
  state: string;
  checkedAt: number;
}

/** Every stored document with its lexemes, LOAD_PAGE documents per statement so none holds the database for long. */
export async function readMemoryIndex(db: Db): Promise<MemoryIndex> {
  const documents: { document: IndexedDocument; tsv: string }[] = [];
  // A thing's sections repeat its name, description, path… and most documents share a category,
  // a type, a section title: each distinct text is kept once. The copy then holds a few objects per
  // document instead of a dozen, which is what the garbage collector traces on every major pass
  // (its pauses are the tail of every request's latency) and a third of the copy's memory.
  const texts = new Map<string, string>();
  const text = (value: unknown) => {
    const s = String(value);
    const kept = texts.get(s);
    if (kept !== undefined) return kept;
    texts.set(s, s);
    return s;
  };
  const orNull = (value: unknown) => (value === null ? null : text(value));
  const dates = new Map<number, Date>();
  const date = (value: unknown) => {
    const d = new Date(value as string | Date);
    const kept = dates.get(d.getTime());
    if (kept) return kept;
    dates.set(d.getTime(), d);
    return d;
  };
  for (let after = ''; ; ) {
    const page = await rows<Row>(
      db,
      sql`select id, item_key, item_type, item_id, item_name, name_norm, description, category, category_name,
            topic, photo, item_path, section_title, body, is_dose, premium, requires_pro, indexed_at, tsv::text as tsv
          from search_documents where id > ${after} order by id limit ${LOAD_PAGE}`,
    );
    for (const r of page) {
      documents.push({
        document: {
          id: String(r.id),
          itemKey: text(r.item_key),
          itemType: text(r.item_type) as SearchItemType,
          itemId: text(r.item_id),
          itemName: text(r.item_name),
          nameNorm: text(r.name_norm),
          description: text(r.description),
          category: Number(r.category),
          categoryName: text(r.category_name),
          topic: orNull(r.topic),
          photo: orNull(r.photo),
          itemPath: orNull(r.item_path),
          sectionTitle: orNull(r.section_title),
          body: text(r.body),
          isDose: Boolean(r.is_dose),
          premium: Boolean(r.premium),
          requiresPro: Boolean(r.requires_pro),
          indexedAt: date(r.indexed_at),
        },
        tsv: String(r.tsv),
      });
    }
    if (page.length < LOAD_PAGE) return MemoryIndex.build(documents);
    after = String(page[page.length - 1]!.id);
  }
}

export class PgSearchIndex implements SearchIndex {
  private readonly listeners: (() => void)[] = [];
  /** What searches use; null until the first search loads it. */
  private current: Snapshot | null = null;
  /** A load asked for and not yet started (several asks while one runs make one more load). */
  private queued: Promise<Snapshot> | null = null;
  /** The last load, started or not: loads run one after another, so the last one read is the newest. */
  private running: Promise<unknown> = Promise.resolve();

  constructor(private readonly db: Db) {}

  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  /**
   * Another instance changed the index: the copy in memory is dropped and read again, and searches
   * wait for it, so a word just published there is not taken here for a typo of a known one.
   */
  changedElsewhere(): void {
    if (!this.current && !this.queued) return;
    this.current = null;
    this.reload().catch(() => {});
  }

  /**
   * Writes what changed since the source was last indexed: documents are compared by a hash of their
   * own, so a publish that edits one item rewrites that item's few documents instead of the whole
   * library's (to_tsvector on every document was 3 s of a 3.2 s publish). The corpus words and the
   * lexeme counts are brought to exactly what a full rebuild would store. A lock per source keeps two
   * instances publishing at once from reading the same stored state. Once written, the in-memory
   * copy (if one was read) is dropped and read again before this returns; searches meanwhile wait
   * for it.
   */
  async replaceSource(source: string, documents: SearchDocument[]): Promise<{ skipped: boolean }> {
    const hash = createHash('sha256').update(INDEX_FORMAT).update(JSON.stringify(documents)).digest('base64url');
    const now = new Date();
    const changed = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`search-source:${source}`}))`);
      const [state] = await tx.select().from(searchSources).where(eq(searchSources.name, source));
      if (state?.hash === hash) return null;

      const rewritten = await this.writeChangedDocuments(tx, source, documents, now);
      await this.syncWords(tx, source, documents);
      await tx
        .insert(searchSources)
        .values({ name: source, hash, documents: documents.length, indexedAt: now })
        .onConflictDoUpdate({ target: searchSources.name, set: { hash, documents: documents.length, indexedAt: now } });
      return rewritten;
    });
    if (changed === null) return { skipped: true };
    await this.tidyAfterWrite(changed, documents.length);
    if (this.current || this.queued) {
      this.current = null;
      await this.reload();
    }
    for (const listener of this.listeners) listener();
    return { skipped: false };
  }

  /**
   * What autovacuum would do, done at once: PGlite has no autovacuum, and PostgreSQL's comes later.
   * Rows written to a GIN index wait in its pending list, which every search then reads in full
   * (at +1,000 items a cold search spent half its CPU there), so the list is merged now; and after a
   * large change the planner gets fresh statistics, without which it chose sequential scans.
   */
  private async tidyAfterWrite(changed: number, documents: number) {
    await this.db.execute(sql`select gin_clean_pending_list('search_documents_tsv_idx'::regclass)`);
    if (changed >= Math.max(ANALYZE_MIN_CHANGES, documents * 0.1)) {
      await this.db.execute(sql`analyze search_documents, search_words`);
    }
  }

  /**
   * Deletes the documents gone or changed and inserts the changed and new ones, by their own hash.
   * Returns how many documents were deleted or written.
   */
  private async writeChangedDocuments(tx: Tx, source: string, documents: SearchDocument[], now: Date) {
    const stored = await tx
      .select({ id: searchDocuments.id, hash: searchDocuments.hash })
      .from(searchDocuments)
      .where(eq(searchDocuments.source, source));
    const storedHash = new Map(stored.map((r) => [r.id, r.hash]));
    const hashOf = new Map(documents.map((d) => [d.id, documentHash(d)]));
    const outdated = stored.filter((r) => hashOf.get(r.id) !== r.hash).map((r) => r.id);
    const fresh = documents.filter((d) => storedHash.get(d.id) !== hashOf.get(d.id));
    for (let i = 0; i < outdated.length; i += BATCH) {
      await tx.delete(searchDocuments).where(inArray(searchDocuments.id, outdated.slice(i, i + BATCH)));
    }
    for (let i = 0; i < fresh.length; i += BATCH) {
      await tx
        .insert(searchDocuments)
        .values(fresh.slice(i, i + BATCH).map((d) => documentRow(source, d, hashOf.get(d.id) as string, now)));
    }
    return outdated.length + fresh.length;
  }

  /** Makes the source's corpus words (typo correction) the words of these documents. */
  private async syncWords(tx: Tx, source: string, documents: SearchDocument[]) {
    const words = new Set(
      corpusWords(documents.flatMap((d) => [d.itemName, ...d.synonyms, d.sectionTitle ?? '', d.body])),
    );
    const rows = await tx.select({ word: searchWords.word }).from(searchWords).where(eq(searchWords.source, source));
    const known = new Set(rows.map((r) => r.word));
    const unused = [...known].filter((w) => !words.has(w));
    const added = [...words].filter((w) => !known.has(w));
    for (let i = 0; i < unused.length; i += 2000) {
      await tx
        .delete(searchWords)
        .where(and(eq(searchWords.source, source), inArray(searchWords.word, unused.slice(i, i + 2000))));
    }
    for (let i = 0; i < added.length; i += 2000) {
      await tx.insert(searchWords).values(added.slice(i, i + 2000).map((word) => ({ source, word })));
    }
  }

  /** The sources' hashes: what the index holds, in one string. */
  private async sourcesState(): Promise<string> {
    const found = await rows<{ name: string; hash: string }>(
      this.db,
      sql`select name, hash from search_sources order by name`,
    );
    return found.map((r) => `${r.name}:${r.hash}`).join(' ');
  }

  /**
   * Reads the in-memory copy: every document's lexemes and the corpus words. The state is read
   * first: a change landing during the load only makes the next check load again.
   */
  private async load(): Promise<Snapshot> {
    const state = await this.sourcesState();
    const words = await rows<{ word: string }>(this.db, sql`select distinct word from search_words`);
    return {
      index: await readMemoryIndex(this.db),
      words: new WordList(words.map((r) => r.word)),
      state,
      checkedAt: Date.now(),
    };
  }

  /** Loads the copy again after whatever load is running, and makes it the one searches use. */
  private reload(): Promise<Snapshot> {
    if (this.queued) return this.queued;
    const next = this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.load();
      })
      .then((snapshot) => {
        this.current = snapshot;
        return snapshot;
      });
    this.queued = next;
    this.running = next;
    return next;
  }

  /**
   * The copy searches use: loaded by the first search (which waits for it), then kept; at most every
   * CHECK_EVERY_MS a search compares it, in the background, with what the sources last indexed.
   */
  private async snapshot(): Promise<Snapshot> {
    const current = this.current;
    if (!current) return this.reload();
    if (Date.now() - current.checkedAt > CHECK_EVERY_MS) {
      current.checkedAt = Date.now();
      this.sourcesState().then(
        (state) => {
          if (state !== current.state && this.current === current) this.changedElsewhere();
        },
        () => {},
      );
    }
    return current;
  }

  /**
   * Replaces each word that is neither a corpus word nor the start of one with the most similar
   * corpus word (pg_trgm's trigram similarity, at least MIN_SIMILARITY), so `amoxicilna` searches
   * `amoxicilina`.
   */
  private corrected(terms: string[], words: WordList): string[] {
    const replace = new Map<string, string>();
    for (const t of new Set(terms)) {
      if (t.length < 4 || /^\d+$/.test(t) || words.knowsOrStarts(t)) continue;
      const nearest = words.nearest(t);
      if (nearest && nearest.score >= MIN_SIMILARITY) replace.set(t, nearest.word);
    }
    return terms.map((t) => replace.get(t) ?? t);
  }

  async search(params: SearchParams): Promise<SearchResponse> {
    const query = params.q.trim();
    const terms = termsOf(query);
    // An empty search does nothing (docs/product/content-and-study.md §5).
    if (!terms.length) return { query, correctedQuery: null, hits: [], facets: [] };
    const { index, words } = await this.snapshot();
    const corrected = this.corrected(terms, words);
    const norm = corrected.join(' ');
    const changed = corrected.some((t, i) => t !== terms[i]);
    const limit = Math.min(params.limit ?? SEARCH_HITS_MAX, SEARCH_HITS_MAX);

    // Whole words with their synonyms (exact), and whole words or prefixes while typing (all).
    const text = corrected.map(foldPlurals).join(' ');
    const variants = synonymVariants(text);
    const prefixWords = corrected.map(foldPlurals);
    const exact = withVariants(websearch(text), variants);
    const all = either(exact, allPrefixes(prefixWords));
    if (!all) return { query, correctedQuery: changed ? norm : null, hits: [], facets: [] };

    // The candidates are bounded (RANKED_MAX, plus the names that start with the query) so a word half
    // the library holds costs about the same at 50,000 items as at 10,000, and the names that rank
    // first are never left out (docs/decisions/search-scaling.md).
    const run = new QueryRun(index, [all, exact]);
    const first = run.firstMatches(all, RANKED_MAX);
    const candidates = [...first];
    if (norm.length >= 2) {
      let named = 0;
      for (const doc of index.namesStartingWith(norm)) {
        if (named >= NAME_MATCHES_MAX) break;
        if (run.mayMatch(all, doc)) {
          // `first` ascends: a name already among them is found by halving.
          if (first[lowerBound(first, doc)] !== doc) candidates.push(doc);
          named++;
        }
      }
    }
    run.load(candidates);

    // One hit per thing: its best document (the higher rank, then the smaller id). Whole words count
    // twice (a prefix match counts once), and the document of the whole thing gains when its name is
    // the query, starts with it as a word, holds it as a word, or starts with it while typing
    // (docs/search.md).
    const boost = nameBoost(index, norm);
    const best = new Map<number, { n: number; rank: number }>();
    for (const n of candidates) {
      if (!run.matches(all, n)) continue;
      const rank = run.rank(all, n) + (exact ? run.rank(exact, n) : 0) + boost(n);
      const item = index.itemOf[n]!;
      const seen = best.get(item);
      // Documents are numbered in id order: the smaller number is the smaller id.
      if (!seen || rank > seen.rank || (rank === seen.rank && n < seen.n)) best.set(item, { n, rank });
    }
    const facets = facetsOf(index, best.values());
    const top = topOf(
      [...best.values()].filter(
        (m) => !params.category || index.categoryNames[index.categoryOf[m.n]!] === params.category,
      ),
      limit,
      (a, b) => b.rank - a.rank || a.n - b.n,
    ).map((m) => ({ doc: index.documents[m.n]! }));
    // The DDx tool is PRO and, unlike the library's lists, shows nothing to a free reader: its
    // diagnoses' names and descriptions are PRO content, so its hits are left out for them.
    const shown = top.filter(({ doc }) => params.isPremium || !(doc.requiresPro && doc.topic === 'ddx'));
    const hits: SearchHit[] = shown.map(({ doc }) => {
      // A locked hit shows what a list shows (name, description, the lock), never a passage of
      // its body: the snippet is PRO content like the page it comes from.
      const locked = doc.requiresPro && !params.isPremium;
      return {
        itemId: doc.itemId,
        itemName: doc.itemName,
        itemType: doc.itemType,
        category: doc.category,
        categoryName: doc.categoryName,
        itemPath: doc.itemPath,
        photo: doc.photo,
        description: doc.description,
        snippet: locked ? '' : headline(doc.body === '' ? doc.description : doc.body, all),
        topic: doc.topic,
        premium: doc.premium,
        locked,
      };
    });
    return { query, correctedQuery: changed ? norm : null, hits, facets };
  }

  async passages(question: string, limit: number): Promise<Passage[]> {
    const base = questionTerms(question);
    if (!base.length) return [];
    const { index, words } = await this.snapshot();
    const terms = this.corrected(base, words).map(foldPlurals);
    // Any of the words may match; the more of them a section holds, the better. Coverage counts
    // each question word once, through its synonyms too.
    const variantsOf = terms.map((t) => synonymVariants(t));
    const questionVariants = synonymVariants(terms.join(' '));
    const query = withVariants(anyWord(terms), questionVariants);
    if (!query) return [];
    const perTerm = terms.map((t, i) => withVariants(anyWord([t]), variantsOf[i]!));

    // Only sections holding at least 60% of the words can answer (below). Such a section holds at
    // least one of any `terms - enough + 1` of the words, so the candidates are the sections holding
    // one of that many of the rarest words: the same answer as matching any word, without reading
    // every section that says "dose" or "cães" (the cost that grew with the library).
    const enough = Math.ceil(terms.length * 0.6);
    const rarest = perTerm
      .map((q, i) => ({ q, i, n: q ? index.documentFrequency(q) : 0 }))
      .sort((a, b) => a.n - b.n || a.i - b.i)
      .slice(0, terms.length - enough + 1)
      .flatMap((r) => (r.q ? [r.q] : []));
    if (!rarest.length) return [];
    const rare = rarest.reduce((l, r): TsQuery => ({ kind: 'or', left: l, right: r }));
    const run = new QueryRun(index, [query, ...perTerm]);
    const first = run.firstMatches(
      rare,
      PASSAGE_CANDIDATES_MAX,
      (n) => index.hasBody[n] === 1 && run.mayMatch(query, n),
    );
    run.load(first);
    const candidates = first
      .filter((n) => run.matches(rare, n) && run.matches(query, n))
      .map((n) => ({ n, coverage: perTerm.filter((q) => q && run.matches(q, n)).length }));
    if (!candidates.length) return [];
    // Coverage first (cheap), then the costlier ts_rank_cd only for the sections nearly as complete
    // as the best one.
    const most = Math.max(...candidates.map((c) => c.coverage));
    const near = candidates
      .filter((c) => c.coverage >= most - 1)
      .sort((a, b) => b.coverage - a.coverage || a.n - b.n)
      .slice(0, PASSAGES_RANKED_MAX);
    const ranked = near
      .map((c) => ({ doc: index.documents[c.n]!, n: c.n, coverage: c.coverage, rank: run.rankCd(query, c.n) }))
      .sort((a, b) => b.coverage - a.coverage || b.rank - a.rank || a.n - b.n)
      .slice(0, 60);
    // Nothing answers when even the best section holds less than 60% of the question's words;
    // otherwise keep the sections about as complete as the best one.
    if (most < enough) return [];
    // Short questions need every word the best section has; longer ones may miss one.
    const needed = Math.max(enough, terms.length >= 4 ? most - 1 : most);
    const perItem = new Map<string, number>();
    const out: Passage[] = [];
    for (const { doc, coverage, rank } of ranked) {
      if (coverage < needed) break;
      const n = perItem.get(doc.itemKey) ?? 0;
      if (n >= 3) continue;
      perItem.set(doc.itemKey, n + 1);
      out.push({
        id: doc.id,
        itemKey: doc.itemKey,
        itemId: doc.itemId,
        itemName: doc.itemName,
        itemType: doc.itemType,
        category: doc.category,
        itemPath: doc.itemPath,
        sectionTitle: doc.sectionTitle,
        body: doc.body,
        isDose: doc.isDose,
        rank,
        indexedAt: doc.indexedAt,
      });
      if (out.length >= limit) break;
    }
    return out;
  }
}

/**
 * The name boost for a query (normalized): the whole thing's document gains when its name is the
 * query, starts with it, or holds it as a word. The texts compared are made once per search.
 */
function nameBoost(index: MemoryIndex, norm: string): (n: number) => number {
  const asFirstWord = `${norm} `;
  const asWord = ` ${norm} `;
  const asLastWord = ` ${norm}`;
  return (n) => {
    if (index.isWhole[n] === 0) return 0;
    const name = index.documents[n]!.nameNorm;
    if (name === norm) return 2;
    if (name.startsWith(asFirstWord)) return 1;
    if (name.includes(asWord) || name.endsWith(asLastWord)) return 0.8;
    if (name.startsWith(norm)) return 0.5;
    return 0.2;
  };
}

/**
 * The first `k` of `items` in `compare` order, without sorting them all: a search keeps its 20 best
 * of up to 1,100 matches.
 */
function topOf<T>(items: Iterable<T>, k: number, compare: (a: T, b: T) => number): T[] {
  const top: T[] = [];
  if (k <= 0) return top;
  for (const item of items) {
    if (top.length === k && compare(item, top[k - 1]!) >= 0) continue;
    let at = top.length === k ? k - 1 : top.length;
    while (at > 0 && compare(item, top[at - 1]!) < 0) {
      top[at] = top[at - 1]!;
      at--;
    }
    top[at] = item;
  }
  return top;
}

/** How many things (not documents) each category holds among the matches, most first. */
function facetsOf(index: MemoryIndex, bestOfEachThing: Iterable<{ n: number }>): SearchFacet[] {
  const counts = new Array<number>(index.categoryNames.length).fill(0);
  for (const { n } of bestOfEachThing) counts[index.categoryOf[n]!]!++;
  return index.categoryNames
    .map((categoryName, c) => ({ categoryName, count: counts[c]! }))
    .filter((f) => f.count > 0)
    .sort((a, b) => b.count - a.count || compareText(a.categoryName, b.categoryName));
}
