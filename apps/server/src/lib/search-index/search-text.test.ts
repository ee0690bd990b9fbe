import { describe, expect, it } from 'vitest';
import { corpusWords, foldPlurals, normalizeText, questionTerms, synonymVariants, termsOf } from './search-text.js';

describe('search text', () => {
  it('normalizes accents, case and punctuation', () => {
    expect(normalizeText('  Insuficiência  Renal — Crônica! ')).toBe('insuficiencia renal cronica');
    expect(termsOf('?!')).toEqual([]);
  });

  it('folds plurals the stemmer keeps apart, leaving short words alone', () => {
    expect(foldPlurals('Convulsões em cães; lesões renais; níveis; jovens')).toBe(
      'convulsao em cao; lesao renal; nivel; jovem',
    );
    expect(foldPlurals('mais seis bens')).toBe('mais seis bens');
  });

  it('expands abbreviations and synonyms into quoted phrases', () => {
    expect(synonymVariants('drc felina')).toContain('"doenca renal cronica" felina');
    expect(synonymVariants('felv')).toContain('"leucemia viral felina"');
    expect(synonymVariants('amoxicilina')).toEqual([]);
  });

  it('keeps corpus words of 4 to 30 letters, no numbers', () => {
    expect(corpusWords(['Dose 0,5 mg/kg de Amoxicilina', 'amoxicilina'])).toEqual(['dose', 'amoxicilina']);
  });

  it('drops question words from a question', () => {
    expect(questionTerms('Qual a dose de meloxicam para gatos?')).toEqual(['dose', 'meloxicam', 'gatos']);
  });
});
