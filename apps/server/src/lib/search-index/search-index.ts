import type { SearchItemType, SearchResponse } from '@vetor/domain/search/search.schemas';
import type { Db } from '../../db/client.js';

// The search-index seam (docs/architecture.md, "Seams"): features register a source of documents; the index
// is rebuilt per source on seed and whenever a source's content changes (a management publish
// calls reindexSearchSource). Routes only see SearchIndex, so another engine (OpenSearch, see
// docs/decisions/search-engine.md) can replace PostgreSQL without touching them.

export interface SearchDocument {
  /** Unique across sources, e.g. 'drug:meloxicam#dose:0'. */
  id: string;
  /** All documents of one thing share it; search answers one hit per itemKey. */
  itemKey: string;
  itemType: SearchItemType;
  itemId: string;
  itemName: string;
  /** Other names: indexed just below the name. */
  synonyms: string[];
  description: string;
  category: number;
  categoryName: string;
  topic: string | null;
  photo: string | null;
  /** The path of a section or dose; null for the whole thing. */
  itemPath: string | null;
  sectionTitle: string | null;
  body: string;
  /** A dose record: the only documents an AI answer may take a dose from. */
  isDose: boolean;
  premium: boolean;
  requiresPro: boolean;
  /** Order of the document inside its thing (sections in reading order). */
  position: number;
}

export interface SearchParams {
  q: string;
  category?: string | undefined;
  isPremium: boolean;
  limit?: number;
}

/** A retrieved document for AI answers, best first. */
export interface Passage {
  id: string;
  itemKey: string;
  itemId: string;
  itemName: string;
  itemType: SearchItemType;
  category: number;
  itemPath: string | null;
  sectionTitle: string | null;
  body: string;
  isDose: boolean;
  rank: number;
  indexedAt: Date;
}

export interface SearchIndex {
  /**
   * Makes the source's documents these (one transaction), writing only the documents that changed;
   * unchanged content is skipped.
   */
  replaceSource(source: string, documents: SearchDocument[]): Promise<{ skipped: boolean }>;
  search(params: SearchParams): Promise<SearchResponse>;
  /** Sections and doses that best answer a question in natural language. */
  passages(question: string, limit: number): Promise<Passage[]>;
  /**
   * Called after replaceSource changed the index (not when it skipped unchanged content), so whoever
   * keeps answers built from it (the search and AI search HTTP caches) drops them.
   */
  onChange(listener: () => void): void;
  /**
   * Another instance changed the index (the content broadcast): what this one keeps in memory from it
   * (the corpus words of typo correction) is read again on next use.
   */
  changedElsewhere(): void;
}

export interface SearchSource {
  name: string;
  documents(db: Db): Promise<SearchDocument[]>;
}

const sources = new Map<string, SearchSource>();

/** Called once per feature at start-up (db/seed.ts lists them). */
export function registerSearchSource(source: SearchSource): void {
  sources.set(source.name, source);
}

export function registeredSearchSources(): SearchSource[] {
  return [...sources.values()];
}

/** Rebuilds one source (e.g. after a publish) or, without a name, all of them. */
export async function reindexSearch(db: Db, index: SearchIndex, name?: string): Promise<void> {
  for (const source of sources.values()) {
    if (name && source.name !== name) continue;
    await index.replaceSource(source.name, await source.documents(db));
  }
}
