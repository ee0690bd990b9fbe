// The embedded font covers Latin-1 and common punctuation (every pt-BR letter and accent, º, ª,
// €, dashes and quotes). Anything else is written without its accent, or as '?', instead of
// an invisible box.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const unicode = require('@fontsource/noto-sans/unicode.json') as Record<string, string>;

/** The unicode-range of fontsource's "latin" subset, the files we embed. */
const ranges: [number, number][] = (unicode.latin ?? '').split(',').map((part) => {
  const [from, to] = part.replace('U+', '').split('-');
  const start = Number.parseInt(from ?? '0', 16);
  return [start, to ? Number.parseInt(to, 16) : start];
});

function covered(codePoint: number): boolean {
  return ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
}

/** Symbols clinical text uses that the subset lacks, written the way a keyboard would. */
const SUBSTITUTES: Record<string, string> = {
  '→': '->',
  '←': '<-',
  '≥': '>=',
  '≤': '<=',
  '≠': '!=',
  '≈': '~',
  '✓': 'v',
};

/** Text the embedded font can draw: tabs and odd spaces become spaces, uncovered letters lose accents. */
export function fitToFont(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const cp = char.codePointAt(0) ?? 0;
    if (cp === 0x0a) out += '\n';
    else if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0)) out += cp === 0x09 ? ' ' : '';
    else if (covered(cp)) out += char;
    else if (SUBSTITUTES[char]) out += SUBSTITUTES[char];
    else {
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += [...base].every((c) => covered(c.codePointAt(0) ?? 0)) && base ? base : '?';
    }
  }
  return out;
}

export function fontFile(weight: 400 | 700, style: 'normal' | 'italic' = 'normal'): string {
  return require.resolve(`@fontsource/noto-sans/files/noto-sans-latin-${weight}-${style}.woff`);
}
