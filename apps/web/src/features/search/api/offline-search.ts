import { categoryById } from '@vetor/domain/platform/categories';
import type { SearchHit, SearchResponse } from '@vetor/domain/search/search.schemas';
import MiniSearch from 'minisearch';
import { offlineStore } from '../../../lib/offline-content';

// Search without signal: what this device keeps offline (opened and favorited drugs and products,
// sealed in the offline store) indexed in the browser with MiniSearch, built when a search needs
// it. Accents and case do not matter and a typo of a letter or two still finds the name, as online.

interface Kept {
  id: string;
  name: string;
  category: number;
  description?: string;
  synonyms?: string[];
  classes?: string[];
  brand?: string;
}

interface Doc {
  key: string;
  hit: SearchHit;
  name: string;
  synonyms: string;
  classes: string;
}

/** Lower case without accents, as the server's search folds text. */
const fold = (term: string) =>
  term
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

function toDoc(kept: Kept, itemType: 'drug' | 'product'): Doc {
  const category = categoryById(kept.category);
  return {
    key: `${itemType}:${kept.category}/${kept.id}`,
    name: kept.name,
    synonyms: [...(kept.synonyms ?? []), kept.brand ?? ''].join(' '),
    classes: (kept.classes ?? []).join(' '),
    hit: {
      itemId: kept.id,
      itemName: kept.name,
      itemType,
      category: kept.category,
      categoryName: category?.portugueseName ?? '',
      itemPath: null,
      photo: null,
      description: kept.description ?? '',
      snippet: '',
      topic: category?.collection ?? null,
      premium: false,
      // Kept copies were readable by this user when they were kept.
      locked: false,
    },
  };
}

/** Searches what `uid` keeps offline; `offlineOnly` tells the screen to say so. */
export async function searchOffline(uid: string | null, q: string): Promise<SearchResponse & { offlineOnly: true }> {
  const empty = { query: q, correctedQuery: null, hits: [], facets: [], offlineOnly: true as const };
  if (!uid) return empty;
  const [drugs, products] = await Promise.all([
    offlineStore.list<Kept>(uid, 'drugs'),
    offlineStore.list<Kept>(uid, 'products'),
  ]);
  const index = new MiniSearch<Doc>({
    idField: 'key',
    fields: ['name', 'synonyms', 'classes'],
    storeFields: ['hit'],
    processTerm: fold,
    searchOptions: { boost: { name: 3, synonyms: 2 }, prefix: true, fuzzy: 0.25, combineWith: 'AND' },
  });
  index.addAll([...drugs.map((d) => toDoc(d, 'drug')), ...products.map((p) => toDoc(p, 'product'))]);
  const hits = index.search(q).map((result) => result.hit as SearchHit);
  const counts = new Map<string, number>();
  for (const hit of hits) counts.set(hit.categoryName, (counts.get(hit.categoryName) ?? 0) + 1);
  const facets = [...counts]
    .map(([categoryName, count]) => ({ categoryName, count }))
    .sort((a, b) => b.count - a.count);
  return { ...empty, hits, facets };
}
