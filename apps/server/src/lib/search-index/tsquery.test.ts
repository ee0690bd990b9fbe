import { describe, expect, it } from 'vitest';
import { parseTsQuery } from './tsquery.js';

describe('parseTsQuery', () => {
  it('reads quoted lexemes, prefixes and PostgreSQL precedence (! > <N> > & > |)', () => {
    expect(parseTsQuery(`'a' | 'b' & !'c':* <-> 'd'`)).toEqual({
      kind: 'or',
      left: { kind: 'word', lexeme: 'a', prefix: false },
      right: {
        kind: 'and',
        left: { kind: 'word', lexeme: 'b', prefix: false },
        right: {
          kind: 'phrase',
          distance: 1,
          left: { kind: 'not', arg: { kind: 'word', lexeme: 'c', prefix: true } },
          right: { kind: 'word', lexeme: 'd', prefix: false },
        },
      },
    });
  });

  it('reads parentheses, <N> distances and escaped quotes', () => {
    expect(parseTsQuery(`( 'it''s' | 'x\\\\y' ) <2> 'z'`)).toEqual({
      kind: 'phrase',
      distance: 2,
      left: {
        kind: 'or',
        left: { kind: 'word', lexeme: "it's", prefix: false },
        right: { kind: 'word', lexeme: 'x\\y', prefix: false },
      },
      right: { kind: 'word', lexeme: 'z', prefix: false },
    });
  });

  it('is null for the empty query (only stop words)', () => {
    expect(parseTsQuery('')).toBeNull();
  });
});
