import { describe, expect, it } from 'vitest';
import { headline } from './headline.js';
import { parseTsQuery } from './tsquery.js';

const q = (text: string) => parseTsQuery(text)!;

describe('headline', () => {
  it('marks the words the stems match, accents and plurals as written', () => {
    expect(headline('Insuficiência renal crônica em gatos idosos.', q(`'insuficient' & 'renal'`))).toBe(
      '<mark>Insuficiência</mark> <mark>renal</mark> crônica em gatos idosos',
    );
    expect(headline('Convulsões em cães.', q(`'convulsa'`))).toBe('<mark>Convulsões</mark> em cães');
  });

  it('marks words a prefix starts, and not a longer word that only begins like a stem', () => {
    expect(headline('Amoxicilina com clavulanato', q(`'amoxi':*`))).toBe('<mark>Amoxicilina</mark> com clavulanato');
    expect(headline('A dor e a dorzolamida', q(`'dor'`))).toBe('A <mark>dor</mark> e a dorzolamida');
  });

  it('shows at most two passages of 24 words around the matches, joined by an ellipsis', () => {
    const words = Array.from({ length: 100 }, (_, i) => `w${i}`);
    words[10] = 'meloxicam';
    words[80] = 'meloxicam';
    const out = headline(words.join(' '), q(`'meloxicam'`));
    const parts = out.split(' … ');
    expect(parts).toHaveLength(2);
    expect(parts[0]!.startsWith('w6 ')).toBe(true);
    expect(parts[0]!.split(' ')).toHaveLength(24);
    expect(parts[1]).toContain('<mark>meloxicam</mark>');
  });

  it('without a match shows the start of the text', () => {
    const text = Array.from({ length: 40 }, (_, i) => `p${i}`).join(' ');
    expect(headline(text, q(`'nada'`)).split(' ')).toHaveLength(24);
  });
});
