import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text.js';

describe('foldText', () => {
  it('drops case and every Portuguese accent', () => {
    expect(foldText('ÁÀÂÃÇÉÊÍÓÔÕÚÜ áàâãçéêíóôõúü')).toBe('aaaaceeiooouu aaaaceeiooouu');
    expect(foldText('Vômito')).toBe(foldText('VOMITO'));
  });

  it('keeps spaces, digits and punctuation', () => {
    expect(foldText(' Doença renal crônica (IRIS 2) ')).toBe(' doenca renal cronica (iris 2) ');
  });
});
