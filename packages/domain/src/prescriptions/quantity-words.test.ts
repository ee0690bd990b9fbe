import { describe, expect, it } from 'vitest';
import { numberInWords, quantityInWords, withQuantityInWords } from './quantity-words.js';

describe('quantityInWords', () => {
  it.each([
    [1, 'caixa', '1 (uma) caixa'],
    [2, 'caixa', '2 (duas) caixas'],
    [1, 'frasco', '1 (um) frasco'],
    [2, 'frasco', '2 (dois) frascos'],
    [30, 'comprimido', '30 (trinta) comprimidos'],
    [10, 'comprimido', '10 (dez) comprimidos'],
    [21, 'cápsula', '21 (vinte e uma) cápsulas'],
    [12, 'ampola', '12 (doze) ampolas'],
    [100, 'comprimido', '100 (cem) comprimidos'],
    [101, 'cápsula', '101 (cento e uma) cápsulas'],
    [222, 'caixa', '222 (duzentas e vinte e duas) caixas'],
    [222, 'frasco', '222 (duzentos e vinte e dois) frascos'],
    [500, 'ampola', '500 (quinhentas) ampolas'],
    [999, 'cápsula', '999 (novecentas e noventa e nove) cápsulas'],
    [1000, 'comprimido', '1000 (mil) comprimidos'],
    [1001, 'caixa', '1001 (mil e uma) caixas'],
    [60, 'mL', '60 (sessenta) mL'],
    [2.5, 'mL', '2,5 (dois vírgula cinco) mL'],
  ] as const)('%d %s → %s', (n, unit, expected) => {
    expect(quantityInWords(n, unit)).toBe(expected);
  });

  it('writes every number up to 1000 in both genders without a masculine hundred in the feminine', () => {
    for (let n = 1; n <= 1000; n++) {
      const f = numberInWords(n, 'f');
      const m = numberInWords(n, 'm');
      expect(f, String(n)).toMatch(/^[a-zà-ú ]+$/);
      expect(f, String(n)).not.toMatch(/entos|\bum\b|\bdois\b/);
      expect(m, String(n)).not.toMatch(/entas|\buma\b|\bduas\b/);
    }
    expect(numberInWords(345, 'm')).toBe('trezentos e quarenta e cinco');
    expect(numberInWords(345, 'f')).toBe('trezentas e quarenta e cinco');
  });
});

describe('withQuantityInWords', () => {
  it('adds the words to a typed quantity and keeps the rest as typed', () => {
    expect(withQuantityInWords('1 caixa')).toBe('1 (uma) caixa');
    expect(withQuantityInWords('30 cápsulas de 100 mg')).toBe('30 (trinta) cápsulas de 100 mg');
    expect(withQuantityInWords('2 Frascos de 60 mL')).toBe('2 (dois) frascos de 60 mL');
    expect(withQuantityInWords('15 ml')).toBe('15 (quinze) mL');
  });

  it('answers null for text it cannot read as number and unit', () => {
    expect(withQuantityInWords('uma caixa')).toBeNull();
    expect(withQuantityInWords('1 unidade')).toBeNull();
    expect(withQuantityInWords('0 caixa')).toBeNull();
    expect(withQuantityInWords('')).toBeNull();
  });
});
