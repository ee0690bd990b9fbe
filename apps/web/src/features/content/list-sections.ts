import type { ListEntry } from './list-entry';

// Locked and highlighted items (docs/product/content-and-study.md §4): which rows carry a lock, and the rows of the virtual
// list with the 'Descubra Agora' (free users) or 'Novidades' (PRO users) block first.

/** A non-PRO user sees a lock on premium entries and on topic items that are not free-trial. */
export function isLocked(entry: Pick<ListEntry, 'kind' | 'premium' | 'freeTrial'>, isPremium: boolean): boolean {
  if (isPremium) return false;
  if (entry.freeTrial) return false;
  return entry.premium || entry.kind === 'item';
}

export type ListRow = { kind: 'header'; key: string; title: string } | { kind: 'entry'; key: string; entry: ListEntry };

export const DISCOVER_TITLE = 'Descubra Agora';
export const NEWS_TITLE = 'Novidades';

/**
 * Rows for the virtual list. Free users get the free-trial entries first under 'Descubra Agora';
 * PRO users get the new entries first under 'Novidades'. The highlighted entries also stay in the
 * full list below, so the alphabetical list is complete. Highlights are only shown when nothing
 * narrows the list, since a search result is already what the user asked for.
 */
export function listRows(entries: readonly ListEntry[], isPremium: boolean, highlight: boolean): ListRow[] {
  const rows: ListRow[] = [];
  if (highlight) {
    const picked = entries.filter((e) => (isPremium ? e.isNew : e.freeTrial));
    if (picked.length && picked.length < entries.length) {
      const title = isPremium ? NEWS_TITLE : DISCOVER_TITLE;
      rows.push({ kind: 'header', key: `h:${title}`, title });
      for (const e of picked) rows.push({ kind: 'entry', key: `hl:${e.key}`, entry: e });
      rows.push({ kind: 'header', key: 'h:all', title: 'Todos' });
    }
  }
  for (const e of entries) rows.push({ kind: 'entry', key: e.key, entry: e });
  return rows;
}

/** Name order ignoring accents and case: the same pt-BR collation the server sorts with. */
export { compareNamesPtBR as compareNames, sortByName } from '@vetor/domain/content/sorting';
