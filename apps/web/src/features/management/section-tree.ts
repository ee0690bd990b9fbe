import type { Reference, Section } from '@vetor/domain/content/content-base.schemas';

// Pure edits of a section tree for the structured editor: a new section of a style, the styles a
// depth allows, and keeping section→reference indexes right when a reference is removed or moved.

export type EditableSection = Section & { sections?: EditableSection[] };

/** Sections nest at most three levels (docs/product/content-and-study.md §3). */
export const MAX_DEPTH = 3;

/**
 * Styles allowed at a depth. In topic items the first level is a macro topic (0) and style 1 only
 * sits on the second level; drug info/attention sections take any style but 0 at every level.
 */
export function stylesAt(depth: number, mode: 'item' | 'drug'): number[] {
  if (mode === 'drug') return [1, 2, 3, 4, 5, 6, 7, 8];
  if (depth === 1) return [0];
  if (depth === 2) return [1, 2, 3, 4, 5, 6, 7, 8];
  return [2, 3, 4, 5, 6, 7, 8];
}

/** A fresh section of a style with the fields that style needs (empty, for the editor to fill). */
export function newSection(style: number): EditableSection {
  switch (style) {
    case 5:
      return { style, table: { headers: ['Coluna 1', 'Coluna 2'], lines: [['', '']] } };
    case 6:
      return { style, photos: [] };
    case 7:
      return { style, paragraphs: [''] };
    case 8:
      return { style, video: '' };
    default:
      return { style, text: '' };
  }
}

/** Changes a section's style, keeping its text and children where the new style can hold them. */
export function withStyle(section: EditableSection, style: number): EditableSection {
  const fresh = newSection(style);
  const keepText = section.text ?? section.paragraphs?.join('\n') ?? '';
  if ('text' in fresh) fresh.text = keepText;
  if (style === 7 && keepText) fresh.paragraphs = keepText.split('\n');
  return {
    ...fresh,
    ...(section.references ? { references: section.references } : {}),
    ...(section.sections ? { sections: section.sections } : {}),
    ...(section.collapse !== undefined && style === 1 ? { collapse: section.collapse } : {}),
  };
}

export function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

function mapRefs(sections: EditableSection[], map: (i: number) => number | null): EditableSection[] {
  return sections.map((s) => {
    const refs = s.references?.flatMap((r) => {
      const m = map(r);
      return m === null ? [] : [m];
    });
    const next: EditableSection = { ...s };
    if (refs?.length) next.references = refs;
    else delete next.references;
    if (s.sections) next.sections = mapRefs(s.sections, map);
    return next;
  });
}

/** After removing reference `index`: sections drop it and later indexes shift down by one. */
export function removeReference(
  references: Reference[],
  sections: EditableSection[],
  index: number,
): { references: Reference[]; sections: EditableSection[] } {
  return {
    references: references.filter((_, i) => i !== index),
    sections: mapRefs(sections, (r) => (r === index ? null : r > index ? r - 1 : r)),
  };
}
