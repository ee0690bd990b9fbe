import { describe, expect, it } from 'vitest';
import { stateOfCep } from './cep.js';

describe('CEP ranges', () => {
  it.each([
    ['01310-100', 'SP'],
    ['20040-020', 'RJ'],
    ['70040-010', 'DF'],
    ['74000-000', 'GO'],
    ['69301-000', 'RR'],
    ['69900-000', 'AC'],
    ['90010-000', 'RS'],
    ['88010-000', 'SC'],
  ])('%s is in %s', (cep, uf) => {
    expect(stateOfCep(cep)).toBe(uf);
  });
  it('knows no state for a CEP below every range', () => {
    expect(stateOfCep('00000-000')).toBeUndefined();
  });
});
