import { LIMITS } from '@vetor/domain/platform/constants';
import { readJson, writeJson } from '../../lib/storage';

// Recent searches (docs/product/content-and-study.md §4 Recents): the results chosen from /items/searches, newest first,
// at most 6, under configuration/recent_searches.

export interface RecentSearch {
  id: string;
  name: string;
  path: string;
  description?: string;
}

const KEY = 'configuration/recent_searches';

export function readRecentSearches(): RecentSearch[] {
  const stored = readJson<RecentSearch[]>(KEY);
  return Array.isArray(stored) ? stored.slice(0, LIMITS.recentSearchesKept) : [];
}

export function addRecentSearch(entry: RecentSearch): RecentSearch[] {
  const next = [entry, ...readRecentSearches().filter((r) => r.path !== entry.path)].slice(
    0,
    LIMITS.recentSearchesKept,
  );
  writeJson(KEY, next);
  return next;
}
