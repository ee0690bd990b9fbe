import type { Section } from '@vetor/domain/content/content-base.schemas';

// Readable lines of an item's sections, for the side-by-side comparison of two versions.

export const STYLE_NAMES = [
  'Macrotítulo',
  'Título',
  'Título de item',
  'Tópico',
  'Subitem',
  'Tabela',
  'Fotos',
  'Parágrafos',
  'Vídeo',
] as const;

export interface SectionLine {
  key: string;
  label: string;
  text: string;
}

function textOf(section: Section): string {
  const s = section as Section & {
    paragraphs?: string[];
    table?: { headers?: string[]; rows?: string[][] };
    photos?: { url: string }[];
    url?: string;
  };
  const parts: string[] = [];
  if (s.text) parts.push(s.text);
  if (s.paragraphs?.length) parts.push(s.paragraphs.join('\n'));
  if (s.table) parts.push(JSON.stringify(s.table));
  if (s.photos?.length) parts.push(s.photos.map((p) => p.url).join(', '));
  if (s.url) parts.push(s.url);
  return parts.join('\n');
}

export function sectionLines(sections: readonly Section[], prefix = ''): SectionLine[] {
  return sections.flatMap((section, i) => {
    const key = `${prefix}${i + 1}`;
    const children = (section as { sections?: Section[] }).sections ?? [];
    return [
      { key, label: `${key} · ${STYLE_NAMES[section.style] ?? section.style}`, text: textOf(section) },
      ...sectionLines(children, `${key}.`),
    ];
  });
}

/** Lines of two versions side by side, by position; `changed` marks what differs. */
export function compareLines(a: SectionLine[], b: SectionLine[]) {
  const keys = [...new Set([...a.map((l) => l.key), ...b.map((l) => l.key)])];
  const byKey = (lines: SectionLine[]) => new Map(lines.map((l) => [l.key, l]));
  const left = byKey(a);
  const right = byKey(b);
  return keys.map((key) => {
    const l = left.get(key);
    const r = right.get(key);
    return {
      key,
      label: (r ?? l)?.label ?? key,
      left: l?.text ?? '',
      right: r?.text ?? '',
      changed: l?.text !== r?.text,
    };
  });
}
