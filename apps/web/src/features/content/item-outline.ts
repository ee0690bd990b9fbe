import type { Section } from '@vetor/domain/content/content-base.schemas';

// A topic item's general tab: macro topics (style 0) with their sections, flattened for the
// item-content screen's previous/next.

export interface OutlineEntry {
  contentIndex: number;
  sectionIndex: number;
  macro: string;
  title: string;
}

export function sectionTitle(s: Section, fallback: string): string {
  return s.text ?? s.description ?? fallback;
}

export function itemOutline(sections: readonly Section[]): OutlineEntry[] {
  const out: OutlineEntry[] = [];
  sections.forEach((macro, contentIndex) => {
    const children = (macro as { sections?: Section[] }).sections ?? [];
    if (children.length === 0) {
      out.push({
        contentIndex,
        sectionIndex: 0,
        macro: macro.text ?? '',
        title: macro.text ?? `Tópico ${contentIndex + 1}`,
      });
      return;
    }
    for (const [sectionIndex, s] of children.entries()) {
      out.push({
        contentIndex,
        sectionIndex,
        macro: macro.text ?? '',
        title: sectionTitle(s, `${macro.text ?? 'Seção'} (${sectionIndex + 1})`),
      });
    }
  });
  return out;
}

export function contentPath(itemId: string, e: Pick<OutlineEntry, 'contentIndex' | 'sectionIndex'>): string {
  return `/item/${itemId}/content/${e.contentIndex}/section/${e.sectionIndex}`;
}
