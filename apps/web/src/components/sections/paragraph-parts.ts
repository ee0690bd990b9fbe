// Splits a style-7 paragraph into what it shows (docs/product/content-and-study.md §2): '---' is a divider, a leading '->' an
// arrow line, and the markers '(+)' and '(OUX)' mean 'or' and show as an 'ou' badge.

export type ParagraphPart =
  | { kind: 'text'; text: string }
  | { kind: 'or' }
  | { kind: 'link'; text: string; path: string };
/** The path of the library item a name written in the text stands for, if any. */
export type CrossRefResolver = (name: string) => string | undefined;
export type ParagraphLine =
  | { kind: 'divider' }
  | { kind: 'or' }
  | { kind: 'text'; arrow: boolean; parts: ParagraphPart[] };

const MARKER = /\(\+\)|\(OUX\)/g;

export function parseParagraph(raw: string): ParagraphLine {
  const text = raw.trim();
  if (/^-{3,}$/.test(text)) return { kind: 'divider' };
  if (text === '(+)' || text === '(OUX)') return { kind: 'or' };
  const arrow = text.startsWith('->');
  const body = arrow ? text.slice(2).trimStart() : text;
  const parts: ParagraphPart[] = [];
  let last = 0;
  for (const m of body.matchAll(MARKER)) {
    const before = body.slice(last, m.index).trim();
    if (before) parts.push({ kind: 'text', text: before });
    parts.push({ kind: 'or' });
    last = (m.index ?? 0) + m[0].length;
  }
  const rest = body.slice(last).trim();
  if (rest) parts.push({ kind: 'text', text: rest });
  return { kind: 'text', arrow, parts };
}

// A name in quotes ("…", “…” or '…'): content writes cross-references as «Ver o tópico de
// tratamento "Suporte ao paciente com parvovirose"». Only names of real items become links.
const QUOTED = /"([^"]{3,120})"|“([^”]{3,120})”|'([^']{3,120})'/g;

/** Splits the text parts at quoted names the resolver knows, which become links. */
export function linkCrossRefs(parts: ParagraphPart[], resolve: CrossRefResolver | undefined): ParagraphPart[] {
  if (!resolve) return parts;
  return parts.flatMap((part) => {
    if (part.kind !== 'text') return [part];
    const out: ParagraphPart[] = [];
    let last = 0;
    for (const m of part.text.matchAll(QUOTED)) {
      const name = m[1] ?? m[2] ?? m[3] ?? '';
      const path = resolve(name.trim());
      if (!path) continue;
      const start = (m.index ?? 0) + 1;
      out.push({ kind: 'text', text: part.text.slice(last, start) });
      out.push({ kind: 'link', text: name, path });
      last = start + name.length;
    }
    if (last === 0) return [part];
    out.push({ kind: 'text', text: part.text.slice(last) });
    return out.filter((p) => p.kind !== 'text' || p.text !== '');
  });
}
