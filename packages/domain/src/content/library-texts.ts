import { fold, type LexiconDrug } from './dose-mentions.js';

// What the content checks read of a library file: its texts, and the drugs' names (pure: the test
// that uses them reads the files).

export type Json = Record<string, unknown>;

export interface LibraryFile {
  /** Path under content/, e.g. "items/parvovirose.json". */
  file: string;
  data: Json;
}

/**
 * Every text of a file a reader sees, with where it is: a paragraph, a bullet, a table cell or a
 * card's answer; references, ids, photos and links are not texts.
 */
export function textsOf(value: unknown, path = ''): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  // A table row is read as one text: the drug's name stands in one cell and its dose in the next.
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return [{ path, text: value.join(' | ') }];
  if (Array.isArray(value)) return value.flatMap((v, i) => textsOf(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) =>
      ['references', 'internalReferences', 'id', 'photo', 'photos', 'link', 'path', 'url', 'itemId'].includes(k)
        ? []
        : textsOf(v, path ? `${path}.${k}` : k),
    );
  return [];
}

/** The drugs with a monograph, by every name they are written with (name, id, synonyms). */
export function lexiconOf(drugFiles: readonly LibraryFile[]): LexiconDrug[] {
  return drugFiles.map(({ data }) => {
    const id = String(data.id);
    const names = [String(data.name), id, id.replace(/-/g, ' '), ...((data.synonyms as string[]) ?? [])]
      .map((n) => fold(n).trim())
      // Names are matched as whole words, so a short one ("NPH") is safe; one or two letters are not.
      .filter((n) => n.length >= 3);
    return { id: String(data.id), names: [...new Set(names)] };
  });
}
