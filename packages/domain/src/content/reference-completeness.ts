// What makes a reference checkable by a reader (docs/content.md, "Content checks"): who wrote it
// (authors or an organisation), what it is called, when, and an identifier that finds the exact
// edition or article: a DOI or an ISBN. Web-only texts (legislation, guidelines published only on
// a site) carry a URL instead, and only when content/checks/exceptions.json names them.

export interface ReferenceLike {
  name?: unknown;
  year?: unknown;
  magazine?: unknown;
  link?: unknown;
  addendum?: unknown;
  description?: unknown;
}

const DOI = /\b10\.\d{4,9}\/\S+/;
// ISBN-10 or ISBN-13, hyphens or spaces allowed between the groups.
const ISBN = /\bISBN(?:-1[03])?:?\s*(?:97[89][-\s]?)?\d[\d\s-]{7,14}[\dX]\b/i;
const URL = /^https?:\/\/\S+$/;

/**
 * What a reference lacks, in pt-BR, or [] when it is complete. `name` holds "Authors. Title…": the
 * authors (or organisation) end at the first full stop, the title follows it.
 */
export function missingInReference(ref: ReferenceLike, webOnly: readonly string[] = []): string[] {
  const name = typeof ref.name === 'string' ? ref.name.trim() : '';
  const missing: string[] = [];
  const [authors, ...rest] = name.split(/\.\s+/);
  if (!authors || authors.length < 2) missing.push('autores ou organização');
  if (rest.join('. ').trim().length < 3) missing.push('título');
  if (typeof ref.year !== 'number') missing.push('ano');
  const text = [ref.name, ref.magazine, ref.link, ref.addendum, ref.description]
    .filter((v) => typeof v === 'string')
    .join(' ');
  const identified = DOI.test(text) || ISBN.test(text);
  const webOnlyWithUrl = typeof ref.link === 'string' && URL.test(ref.link) && webOnly.some((w) => name.startsWith(w));
  if (!identified && !webOnlyWithUrl) missing.push('DOI ou ISBN');
  return missing;
}

/** Every reference object in a content file, with where it stands. */
export function referencesOf(value: unknown, path = ''): { path: string; ref: ReferenceLike }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => referencesOf(v, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => {
    const here = path ? `${path}.${k}` : k;
    if (k === 'references' && Array.isArray(v))
      // String entries are keys into a shared reference list (cards, DDx), checked where they are defined.
      return v.flatMap((r, i) =>
        r && typeof r === 'object' ? [{ path: `${here}[${i}]`, ref: r as ReferenceLike }] : [],
      );
    return referencesOf(v, here);
  });
}
