import type { Reference } from '@vetor/domain/content/content-base.schemas';
import { foldText } from '@vetor/domain/platform/fold-text';

// Rules of docs/product/content-and-study.md §2 References dialog and card and §5: duplicates by name are removed, a link is
// shown only when it is a valid URL, type 1 is an internal path.

function nameKey(name: string): string {
  return foldText(name).replace(/\s+/g, ' ').trim();
}

/** Keeps the first reference of each name (ignoring case, accents and spacing). */
export function dedupeReferences(refs: readonly Reference[]): Reference[] {
  const seen = new Set<string>();
  const out: Reference[] = [];
  for (const r of refs) {
    const k = nameKey(r.name);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(r);
  }
  return out;
}

/** An http(s) URL the browser can open; anything else is shown as plain text or not at all. */
export function validUrl(link: string | undefined): string | null {
  if (!link) return null;
  try {
    const u = new URL(link.trim());
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.toString() : null;
  } catch {
    return null;
  }
}

/** An internal reference (type 1) with an app path to navigate to. */
export function internalPath(r: Reference): string | null {
  return r.type === 1 && r.path?.startsWith('/') ? r.path : null;
}

/** Evidence level 1 (strongest) to 5; 0 or absent means none. */
export function evidenceLevelOf(r: Reference): number {
  const n = r.levelNumber ?? 0;
  return n >= 1 && n <= 5 ? n : 0;
}
