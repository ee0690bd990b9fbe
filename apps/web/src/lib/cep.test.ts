import { describe, expect, it } from 'vitest';
import { fillEmpty } from './cep';

describe('CEP fill', () => {
  it('fills only the fields still empty', () => {
    const found = {
      cep: '01310100',
      street: 'Avenida Paulista',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      source: 'lookup' as const,
    };
    expect(fillEmpty({ street: '', neighborhood: 'Centro', city: ' ', state: '' }, found)).toEqual({
      street: 'Avenida Paulista',
      city: 'São Paulo',
      state: 'SP',
    });
  });
});
