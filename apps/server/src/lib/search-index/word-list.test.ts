import { describe, expect, it } from 'vitest';
import { trigramsOf, WordList } from './word-list.js';

describe('word list', () => {
  it("takes pg_trgm's trigrams: padded, distinct", () => {
    // show_trgm('fass') on PostgreSQL 15.
    expect([...trigramsOf('fass')].sort()).toEqual(['  f', ' fa', 'ass', 'fas', 'ss '].sort());
  });

  it("scores as pg_trgm's similarity() does", () => {
    // similarity() on PostgreSQL 15 for the same pairs (float4).
    const cases: [string, string, number][] = [
      ['amoxicilna', 'amoxicilina', 0.64285713],
      ['cinomoze', 'cinomose', 0.5],
      ['fass', 'fase', 0.42857143],
      ['proteia', 'proteina', 0.54545456],
    ];
    for (const [term, word, score] of cases) {
      expect(new WordList([word]).nearest(term)?.score).toBeCloseTo(score, 6);
    }
  });

  it('tells known words and their starts from typos', () => {
    const words = new WordList(['amoxicilina', 'cinomose', 'meloxicam']);
    expect(words.knowsOrStarts('amoxi')).toBe(true);
    expect(words.knowsOrStarts('meloxicam')).toBe(true);
    expect(words.knowsOrStarts('amoxicilna')).toBe(false);
    expect(words.nearest('amoxicilna')?.word).toBe('amoxicilina');
    expect(words.nearest('cinomoze')?.word).toBe('cinomose');
  });

  it('breaks ties by length, then alphabetically; finds nothing without a shared trigram', () => {
    // proteia is as similar to proteica as to proteina (0.545…): both one letter longer.
    expect(new WordList(['proteina', 'proteica']).nearest('proteia')?.word).toBe('proteica');
    expect(new WordList(['gato']).nearest('xyz')).toBeNull();
  });
});
