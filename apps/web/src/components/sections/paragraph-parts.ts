// Splits a style-7 paragraph into what it shows (spec 2 §2): '---' is a divider, a leading '->' an
// arrow line, and the markers '(+)' and '(OUX)' mean 'or' and show as an 'ou' badge.

export type ParagraphPart = { kind: 'text'; text: string } | { kind: 'or' };
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
