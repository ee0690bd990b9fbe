import { z } from 'zod';
import { LIMITS } from '../platform/constants.js';

// Global search (docs/product/content-and-study.md §2 Global search, §3 Search hit, §4 Recents).

export const SEARCH_QUERY_MAX = 200;
/** Hits per search: a screenful or two; the facets count them all and narrow the list. */
export const SEARCH_HITS_MAX = 20;

export const searchQuery = z.object({
  q: z.string().trim().max(SEARCH_QUERY_MAX).default(''),
  /** facetFilters on categoryName: the chip the user picked. */
  category: z.string().trim().max(80).optional(),
});
export type SearchQuery = z.infer<typeof searchQuery>;

export const SEARCH_ITEM_TYPES = ['drug', 'product', 'item', 'calculator'] as const;
export type SearchItemType = (typeof SEARCH_ITEM_TYPES)[number];

/** One result (docs/product/content-and-study.md §3 Search hit); `snippet` marks matched words with <mark>…</mark>. */
export const searchHit = z.object({
  itemId: z.string(),
  itemName: z.string(),
  itemType: z.enum(SEARCH_ITEM_TYPES),
  category: z.number().int(),
  categoryName: z.string(),
  /** A section or dose path; absent for a whole drug, product or item (the client routes by type). */
  itemPath: z.string().nullable(),
  photo: z.string().nullable(),
  description: z.string(),
  snippet: z.string(),
  /** The topic of a topic item, or the collection of a drug or product. */
  topic: z.string().nullable(),
  premium: z.boolean(),
  /** Premium content this user may not open: the lock, and opening it starts the purchase flow. */
  locked: z.boolean(),
});
export type SearchHit = z.infer<typeof searchHit>;

export const searchFacet = z.object({ categoryName: z.string(), count: z.number().int() });
export type SearchFacet = z.infer<typeof searchFacet>;

export const searchResponse = z.object({
  query: z.string(),
  /** The query as searched after typo correction, when a word was corrected. */
  correctedQuery: z.string().nullable(),
  hits: z.array(searchHit),
  /** categoryName counts, most first. */
  facets: z.array(searchFacet),
});
export type SearchResponse = z.infer<typeof searchResponse>;

/** A chosen result, as kept in the user's recent searches. */
export const recentSearch = searchHit.omit({ snippet: true, locked: true });
export type RecentSearch = z.infer<typeof recentSearch>;

export const recentSearchesResponse = z.object({ searches: z.array(recentSearch).max(LIMITS.recentSearchesKept) });
export type RecentSearchesResponse = z.infer<typeof recentSearchesResponse>;

export const CALCULATORS_CATEGORY = 7;
export const TOPIC_ITEM_CATEGORIES: readonly number[] = [11, 12, 13, 14, 15];

/**
 * Where a hit opens (docs/product/content-and-study.md §2 Opening a result): its path if it has one; category 7 the
 * calculator; a topic item as a topic item; otherwise the drug or product page.
 */
export function hitPath(hit: Pick<SearchHit, 'itemPath' | 'itemId' | 'itemType' | 'category'>): string {
  if (hit.itemPath) return hit.itemPath;
  if (hit.category === CALCULATORS_CATEGORY || hit.itemType === 'calculator') return `/calculators/${hit.itemId}`;
  if (hit.itemType === 'item') return `/item/${hit.itemId}`;
  if (hit.itemType === 'product') return `/categories/${hit.category}/products/${hit.itemId}`;
  return `/categories/${hit.category}/drugs/${hit.itemId}`;
}
