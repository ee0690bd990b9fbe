import { createHash } from 'node:crypto';
import type { SearchFacet, SearchHit, SearchItemType, SearchResponse } from '@vetor/domain/search/search.schemas';
import { SEARCH_HITS_MAX } from '@vetor/domain/search/search.schemas';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Passage, SearchDocument, SearchIndex, SearchParams } from './search-index.js';
import { searchDocuments, searchSources, searchTerms, searchWords } from './search-index.table.js';
import { corpusWords, foldPlurals, normalizeText, questionTerms, synonymVariants, termsOf } from './search-text.js';
import { WordList } from './word-list.js';

// The search index on PostgreSQL full-text search; the same SQL runs on PGlite and PostgreSQL.
// docs/search.md explains the ranking; the text-search configuration is created by migrate().

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
 * Part of every source's hash: a change of what indexing stores (here: the lexeme counts of
 * search_terms) rebuilds each source once on the next seed, even when its documents are the same.
 */
const INDEX_FORMAT = 'terms-1';
/** ts_rank weights for D, C, B, A: the name counts ten times a mention in a section. */
const WEIGHTS = sql.raw(`'{0.1, 0.25, 0.5, 1.0}'`);
const CFG = sql.raw(`'vetor_pt'::regconfig`);
const HEADLINE = sql.raw(
  `'StartSel=<mark>, StopSel=</mark>, MaxWords=24, MinWords=10, MaxFragments=2, FragmentDelimiter=" … "'`,
);
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
 * How long the in-memory copy of the corpus word list is trusted. A change made here drops it at
 * once; one made by another instance is seen within this time, like the HTTP caches' TTL.
 */
const WORDS_TTL_MS = 60_000;

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

export class PgSearchIndex implements SearchIndex {
  private readonly listeners: (() => void)[] = [];
  /** The corpus words in memory, loaded on first use (see `wordList`). */
  private words: { list: Promise<WordList>; loadedAt: number } | null = null;

  constructor(private readonly db: Db) {}

  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  changedElsewhere(): void {
    this.words = null;
  }

  /**
   * Writes what changed since the source was last indexed: documents are compared by a hash of their
   * own, so a publish that edits one item rewrites that item's few documents instead of the whole
   * library's (to_tsvector on every document was 3 s of a 3.2 s publish). The corpus words and the
   * lexeme counts are brought to exactly what a full rebuild would store. A lock per source keeps two
   * instances publishing at once from reading the same stored state.
   */
  async replaceSource(source: string, documents: SearchDocument[]): Promise<{ skipped: boolean }> {
    const hash = createHash('sha256').update(INDEX_FORMAT).update(JSON.stringify(documents)).digest('base64url');
    const now = new Date();
    const changed = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`search-source:${source}`}))`);
      const [state] = await tx.select().from(searchSources).where(eq(searchSources.name, source));
      if (state?.hash === hash) return null;

      const rewritten = await this.writeChangedDocuments(tx, source, documents, now);
      await this.recountTerms(tx, source);
      await this.syncWords(tx, source, documents);
      await tx
        .insert(searchSources)
        .values({ name: source, hash, documents: documents.length, indexedAt: now })
        .onConflictDoUpdate({ target: searchSources.name, set: { hash, documents: documents.length, indexedAt: now } });
      return rewritten;
    });
    if (changed === null) return { skipped: true };
    await this.tidyAfterWrite(changed, documents.length);
    this.words = null;
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
      await this.db.execute(sql`analyze search_documents, search_terms, search_words`);
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

  /** Lexeme counts of the whole source, again: ts_stat over its documents is tens of milliseconds. */
  private async recountTerms(tx: Tx, source: string) {
    await tx.delete(searchTerms).where(eq(searchTerms.source, source));
    // ts_stat takes the statement as text; the source name is ours, quoted as a literal.
    const ofSource = `select tsv from search_documents where source = '${source.replaceAll("'", "''")}'`;
    await tx.execute(
      sql`insert into search_terms (source, term, documents) select ${source}, word, ndoc from ts_stat(${ofSource})`,
    );
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

  /**
   * The corpus word list in memory, so telling a known word (or the start of one) from a typo, and
   * finding a typo's nearest word, cost no database round trip on a search (the nearest-word query
   * over the trigram index was 7–10 ms of PGlite's CPU per typo). It is read again after a change
   * here or on another instance (`changedElsewhere`, from the content broadcast), and at the latest
   * after WORDS_TTL_MS: until then a word just added elsewhere would be taken for a typo.
   */
  private wordList(): Promise<WordList> {
    if (!this.words || Date.now() - this.words.loadedAt > WORDS_TTL_MS) {
      const list = rows<{ word: string }>(this.db, sql`select distinct word from search_words`).then(
        (found) => new WordList(found.map((r) => r.word)),
      );
      const words = { list, loadedAt: Date.now() };
      this.words = words;
      // A failed load is not kept: the next search tries again.
      list.catch(() => {
        if (this.words === words) this.words = null;
      });
    }
    return this.words.list;
  }

  /**
   * Replaces each word that is neither a corpus word nor the start of one with the most similar
   * corpus word (pg_trgm's trigram similarity, at least MIN_SIMILARITY), so `amoxicilna` searches
   * `amoxicilina`.
   */
  private async corrected(terms: string[]): Promise<string[]> {
    const candidates = [...new Set(terms.filter((t) => t.length >= 4 && !/^\d+$/.test(t)))];
    if (!candidates.length) return terms;
    const words = await this.wordList();
    const replace = new Map<string, string>();
    for (const t of candidates) {
      if (words.knowsOrStarts(t)) continue;
      const nearest = words.nearest(t);
      if (nearest && nearest.score >= MIN_SIMILARITY) replace.set(t, nearest.word);
    }
    return terms.map((t) => replace.get(t) ?? t);
  }

  /** Whole words (websearch syntax) and each synonym variant. */
  private wholeWords(words: string[]): SQL {
    const text = words.map(foldPlurals).join(' ');
    const parts: SQL[] = [sql`websearch_to_tsquery(${CFG}, ${text})`];
    for (const variant of synonymVariants(text)) parts.push(sql`websearch_to_tsquery(${CFG}, ${variant})`);
    return sql.join(parts, sql` || `);
  }

  /** Every word as a prefix, for results while typing. */
  private prefixes(words: string[]): SQL {
    return sql`to_tsquery(${CFG}, ${words.map((t) => `${foldPlurals(t)}:*`).join(' & ')})`;
  }

  async search(params: SearchParams): Promise<SearchResponse> {
    const query = params.q.trim();
    const terms = termsOf(query);
    // An empty search does nothing (docs/product/content-and-study.md §5).
    if (!terms.length) return { query, correctedQuery: null, hits: [], facets: [] };
    const corrected = await this.corrected(terms);
    const norm = corrected.join(' ');
    const changed = corrected.some((t, i) => t !== terms[i]);
    const limit = Math.min(params.limit ?? SEARCH_HITS_MAX, SEARCH_HITS_MAX);

    // One hit per thing: its best document. Whole words count twice (a prefix match counts once),
    // and the document of the whole thing gains when its name is the query, starts with it as a
    // word, holds it as a word, or starts with it while typing (docs/search.md).
    const whole = this.wholeWords(corrected);
    const all = sql`${whole} || ${this.prefixes(corrected)}`;
    // The candidates are bounded (RANKED_MAX, plus the names that start with the query) so a word half
    // the library holds costs about the same at 50,000 items as at 10,000, and the names that rank
    // first are never left out (docs/decisions/search-scaling.md). A document found by both scans is
    // ranked twice; `best` keeps one row per thing, so it is harmless.
    const columns = sql`d.id, d.item_key, d.category_name, d.tsv, d.section_title, d.name_norm`;
    const byName =
      norm.length >= 2
        ? sql` union all (select ${columns} from search_documents d where d.section_title is null
            and d.name_norm like ${`${norm}%`} and d.tsv @@ (${all}) limit ${NAME_MATCHES_MAX})`
        : sql``;
    const matched = sql`
      q as (select (${whole}) as exact, (${all}) as query),
      -- The query written out (not q.query) so the planner folds it and uses the GIN index.
      candidates as (
        (select ${columns} from search_documents d where d.tsv @@ (${all}) limit ${RANKED_MAX})${byName}),
      matched as (
        select d.id, d.item_key, d.category_name,
          ts_rank(${WEIGHTS}, d.tsv, q.query, 1) + ts_rank(${WEIGHTS}, d.tsv, q.exact, 1)
          + case when d.section_title is not null then 0
                 when d.name_norm = ${norm} then 2
                 when d.name_norm like ${`${norm} %`} then 1
                 when ' ' || d.name_norm || ' ' like ${`% ${norm} %`} then 0.8
                 when d.name_norm like ${`${norm}%`} then 0.5
                 else 0.2 end as rank
        from candidates d cross join q
      )`;
    const filter = params.category ? sql`where category_name = ${params.category}` : sql``;
    // One statement: the matches are computed once for the hits and the facets.
    const [result] = await rows<{ hits: Row[] | null; facets: { category_name: string; count: number }[] | null }>(
      this.db,
      sql`with ${matched},
        best as (select distinct on (item_key) id, rank from matched ${filter} order by item_key, rank desc, id),
        top as (select id, rank from best order by rank desc, id limit ${limit})
        select
          (select json_agg(h order by h.rank desc, h.id) from (
            select d.id, top.rank, d.item_id, d.item_name, d.item_type, d.category, d.category_name, d.item_path,
              d.photo, d.description, d.topic, d.premium, d.requires_pro,
              ts_headline(${CFG}, case when d.body = '' then d.description else d.body end, q.query, ${HEADLINE}) as snippet
            from top join search_documents d on d.id = top.id cross join q) h) as hits,
          (select json_agg(f order by f.count desc, f.category_name) from (
            select category_name, count(distinct item_key)::int as count from matched group by category_name) f) as facets`,
    );
    const hitRows = result?.hits ?? [];
    const facetRows = result?.facets ?? [];
    // The DDx tool is PRO and, unlike the library's lists, shows nothing to a free reader: its
    // diagnoses' names and descriptions are PRO content, so its hits are left out for them.
    const shown = hitRows.filter((r) => params.isPremium || !(r.requires_pro && r.topic === 'ddx'));
    const hits: SearchHit[] = shown.map((r) => {
      // A locked hit shows what a list shows (name, description, the lock), never a passage of
      // its body: the snippet is PRO content like the page it comes from.
      const locked = Boolean(r.requires_pro) && !params.isPremium;
      return {
        itemId: String(r.item_id),
        itemName: String(r.item_name),
        itemType: r.item_type as SearchItemType,
        category: Number(r.category),
        categoryName: String(r.category_name),
        itemPath: (r.item_path as string | null) ?? null,
        photo: (r.photo as string | null) ?? null,
        description: String(r.description),
        snippet: locked ? '' : String(r.snippet ?? ''),
        topic: (r.topic as string | null) ?? null,
        premium: Boolean(r.premium),
        locked,
      };
    });
    const facets: SearchFacet[] = facetRows.map((f) => ({ categoryName: f.category_name, count: Number(f.count) }));
    return { query, correctedQuery: changed ? norm : null, hits, facets };
  }

  /**
   * The positions of the `count` words (with their synonyms) that the fewest documents hold, by the
   * lexeme counts taken at indexing time. A stale or missing count only makes retrieval slower.
   */
  private async rarest(terms: string[], count: number): Promise<number[]> {
    if (count >= terms.length) return terms.map((_t, i) => i);
    const texts = terms.map((t) => sql`${[t, ...synonymVariants(t)].join(' ')}`);
    const found = await rows<{ i: number; n: number }>(
      this.db,
      sql`select x.i::int as i, coalesce((select sum(s.documents) from search_terms s
          where s.term = any(tsvector_to_array(to_tsvector(${CFG}, x.t)))), 0)::int as n
        from unnest(array[${sql.join(texts, sql`, `)}]::text[]) with ordinality as x(t, i)`,
    );
    return found
      .map((r) => ({ i: Number(r.i) - 1, n: Number(r.n) }))
      .sort((a, b) => a.n - b.n || a.i - b.i)
      .slice(0, count)
      .map((r) => r.i);
  }

  async passages(question: string, limit: number): Promise<Passage[]> {
    const base = questionTerms(question);
    if (!base.length) return [];
    const terms = (await this.corrected(base)).map(foldPlurals);
    // Any of the words may match; the more of them a section holds, the better.
    const anyTerm = sql`to_tsquery(${CFG}, ${terms.join(' | ')})`;
    const synonyms = synonymVariants(terms.join(' ')).map((v) => sql`websearch_to_tsquery(${CFG}, ${v})`);
    const query = sql.join([anyTerm, ...synonyms], sql` || `);
    // Coverage counts each question word once, through its synonyms too. Each word's query is built
    // once, in `q`: written inline, to_tsquery (stable, not immutable) would be parsed and stemmed
    // again for every candidate section, the cost that grew with the library.
    const termQueries = terms.map((t) => {
      const alts = synonymVariants(t).map((v) => sql` || websearch_to_tsquery(${CFG}, ${v})`);
      return sql`(to_tsquery(${CFG}, ${t})${sql.join(alts, sql``)})`;
    });
    const coverage = sql.join(
      terms.map((_t, i) => sql`(d.tsv @@ q.terms[${sql.raw(String(i + 1))}])::int`),
      sql` + `,
    );
    // Only sections holding at least 60% of the words can answer (below). Such a section holds at
    // least one of any `terms - enough + 1` of the words, so the candidates are the sections holding
    // one of that many of the rarest words: the same answer as matching any word, without reading
    // every section that says "dose" or "cães" (the cost that grew with the library).
    const enough = Math.ceil(terms.length * 0.6);
    const rarest = await this.rarest(terms, terms.length - enough + 1);
    const rare = sql.join(
      rarest.map((i) => termQueries[i]!),
      sql` || `,
    );
    // Coverage first (cheap), then the costlier ts_rank_cd only for the sections nearly as complete
    // as the best one.
    const found = await rows<Row>(
      this.db,
      sql`with q as (select (${query}) as query, array[${sql.join(termQueries, sql`, `)}]::tsquery[] as terms),
        candidates as (
          select d.id, (${coverage}) as coverage from search_documents d cross join q
          where d.tsv @@ (${query}) and d.tsv @@ (${rare}) and d.body <> '' limit ${PASSAGE_CANDIDATES_MAX}),
        near as (select id, coverage from candidates where coverage >= (select max(coverage) - 1 from candidates)
          order by coverage desc limit ${PASSAGES_RANKED_MAX})
        select d.id, d.item_key, d.item_id, d.item_name, d.item_type, d.category, d.item_path, d.section_title,
          d.body, d.is_dose, d.indexed_at, ts_rank_cd(${WEIGHTS}, d.tsv, q.query) as rank, near.coverage
        from near join search_documents d on d.id = near.id cross join q
        order by near.coverage desc, rank desc, d.id
        limit 60`,
    );
    if (!found.length) return [];
    // Nothing answers when even the best section holds less than 60% of the question's words;
    // otherwise keep the sections about as complete as the best one.
    const best = Number(found[0]!.coverage);
    if (best < enough) return [];
    // Short questions need every word the best section has; longer ones may miss one.
    const needed = Math.max(enough, terms.length >= 4 ? best - 1 : best);
    const perItem = new Map<string, number>();
    const out: Passage[] = [];
    for (const r of found) {
      if (Number(r.coverage) < needed) break;
      const key = String(r.item_key);
      const n = perItem.get(key) ?? 0;
      if (n >= 3) continue;
      perItem.set(key, n + 1);
      out.push({
        id: String(r.id),
        itemKey: key,
        itemId: String(r.item_id),
        itemName: String(r.item_name),
        itemType: r.item_type as SearchItemType,
        category: Number(r.category),
        itemPath: (r.item_path as string | null) ?? null,
        sectionTitle: (r.section_title as string | null) ?? null,
        body: String(r.body),
        isDose: Boolean(r.is_dose),
        rank: Number(r.rank),
        indexedAt: new Date(r.indexed_at as string | Date),
      });
      if (out.length >= limit) break;
    }
    return out;
  }
}
