import { describe, expect, it } from 'vitest';
import { findControlCharacter } from './control-characters.js';

describe('findControlCharacter', () => {
  it('names the path of the first string with a control character', () => {
    expect(findControlCharacter('abc')).toBeUndefined();
    expect(findControlCharacter('a\u0000b')).toBe('');
    expect(findControlCharacter({ a: { b: ['ok', 'x\u001bY'] } })).toBe('a.b.1');
    expect(findControlCharacter({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(findControlCharacter({ n: 1, t: true, z: null })).toBeUndefined();
    expect(findControlCharacter('x\u0085')).toBe('');
    expect(findControlCharacter('\u007f')).toBe('');
  });
  it('allows tab and line breaks only in multi-line text', () => {
    expect(findControlCharacter('a\nb\tc\r')).toBe('');
    expect(findControlCharacter({ note: 'a\nb\tc\r' }, true)).toBeUndefined();
    expect(findControlCharacter({ note: 'a\u0000b' }, true)).toBe('note');
  });
  it('accepts accents and emoji', () => {
    expect(findControlCharacter('Ação — cães 🐶')).toBeUndefined();
  });
});
