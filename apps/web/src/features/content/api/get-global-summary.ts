import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GlobalSummaryResponse } from '@vetor/domain/content/content-api.schemas';
import { getIfChanged } from '../../../lib/api';
import { readJson, writeJson } from '../../../lib/storage';

// Every list item of every category in one payload, kept locally as global_summary (docs/product/content-and-study.md §7) so
// lists open instantly on the next visit and are refreshed in the background.

const KEY = 'global_summary';
/**
 * The server's ETag for the stored copy, with the hash of the copy it names: the next start asks only
 * whether it changed. The hash keeps the two in step even if writing the copy itself failed.
 */
const ETAG_KEY = 'global_summary_etag';

export async function getGlobalSummary(): Promise<GlobalSummaryResponse> {
  const stored = storedGlobalSummary();
  const kept = readJson<{ etag: string; hash: string }>(ETAG_KEY);
  const answer = await getIfChanged<GlobalSummaryResponse>(
    '/entities/summaries',
    stored && kept?.hash === stored.hash ? kept.etag : undefined,
  );
  // 304: the stored copy is current (it is only asked about when there is one). The usual start:
  // nothing downloaded, parsed or rewritten.
  if (!answer) return stored as GlobalSummaryResponse;
  if (answer.etag) writeJson(ETAG_KEY, { etag: answer.etag, hash: answer.data.hash });
  // Unchanged since the stored copy, asked without its ETag (the first start of this version).
  if (stored?.hash === answer.data.hash) return stored;
  writeJson(KEY, answer.data);
  known = { data: answer.data };
  return answer.data;
}

/** The stored copy, read from storage once per visit and kept in step with each write. */
let known: { data: GlobalSummaryResponse | undefined } | undefined;

export function storedGlobalSummary(): GlobalSummaryResponse | undefined {
  if (!known) {
    const stored = readJson<GlobalSummaryResponse>(KEY);
    known = { data: stored && Array.isArray(stored.items) ? stored : undefined };
  }
  return known.data;
}

export const globalSummaryQuery = () =>
  queryOptions({
    queryKey: ['content', 'summaries'],
    queryFn: getGlobalSummary,
    initialData: storedGlobalSummary,
    // The stored copy is shown at once but always revalidated on the first list of the visit.
    initialDataUpdatedAt: 0,
    staleTime: 10 * 60_000,
  });

export function useGlobalSummary() {
  return useQuery(globalSummaryQuery());
}
