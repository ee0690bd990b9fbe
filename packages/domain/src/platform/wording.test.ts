import { describe, expect, it } from 'vitest';
import { distinctSubtitle, formQuantity, frequencyWords, plural } from './wording.js';

describe('pt-BR wording', () => {
  it('pluralises by count', () => {
    expect(plural(1, 'mês', 'meses')).toBe('mês');
    expect(plural(3, 'mês', 'meses')).toBe('meses');
  });
  it('says "a cada mês" instead of "a cada 1 meses"', () => {
    expect(frequencyWords('1', 'meses')).toBe('a cada mês');
    expect(frequencyWords('3', 'meses')).toBe('a cada 3 meses');
    expect(frequencyWords('8', 'h')).toBe('a cada 8 h');
    expect(frequencyWords('1', 'vezes ao dia')).toBe('1 vez ao dia');
    expect(frequencyWords('2', 'vezes ao dia')).toBe('2 vezes ao dia');
    expect(frequencyWords('Dose única', undefined)).toBe('Dose única');
  });
  it('counts tablets with their noun and the fractions a vet can split', () => {
    expect(formQuantity(0.5, 'comprimido', 'comprimidos')).toBe('½ comprimido');
    expect(formQuantity(1, 'comprimido', 'comprimidos')).toBe('1 comprimido');
    expect(formQuantity(1.5, 'comprimido', 'comprimidos')).toBe('1 ½ comprimido');
    expect(formQuantity(2, 'cápsula', 'cápsulas')).toBe('2 cápsulas');
    expect(formQuantity(0.333, 'comprimido', 'comprimidos')).toBe('0,33 comprimido');
  });
});

describe('distinctSubtitle (subtitles that repeat the name)', () => {
  it('drops a subtitle that repeats or is part of the name, keeps one that adds something', () => {
    expect(distinctSubtitle('Necessidade Energética', 'Necessidade energética')).toBeUndefined();
    expect(distinctSubtitle('Superfície Corporal', 'Superfície corporal')).toBeUndefined();
    expect(distinctSubtitle('Peso Ideal', 'Peso ideal')).toBeUndefined();
    expect(distinctSubtitle('Regra de Três', 'Valor de X')).toBe('Valor de X');
    expect(distinctSubtitle('Apoquel', '')).toBeUndefined();
  });
});
