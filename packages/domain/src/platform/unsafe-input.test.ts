import { describe, expect, it } from 'vitest';
import { findUnsafeInput, MAX_INPUT_DEPTH } from './unsafe-input.js';

describe('findUnsafeInput', () => {
  it('names the path of the first string with a control character', () => {
    expect(findUnsafeInput('abc')).toBeUndefined();
    expect(findUnsafeInput('a\u0000b')).toBe('');
    expect(findUnsafeInput({ a: { b: ['ok', 'x\u001bY'] } })).toBe('a.b.1');
    expect(findUnsafeInput({ a: ['x\u0000'], b: 'y\u0000' })).toBe('a.0');
    expect(findUnsafeInput({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(findUnsafeInput({ n: 1, t: true, z: null })).toBeUndefined();
    expect(findUnsafeInput('x\u0085')).toBe('');
    expect(findUnsafeInput('\u007f')).toBe('');
  });
  it('allows tab and line breaks only in multi-line text', () => {
    expect(findUnsafeInput('a\nb\tc\r')).toBe('');
    expect(findUnsafeInput({ note: 'a\nb\tc\r' }, true)).toBeUndefined();
    expect(findUnsafeInput({ note: 'a\u0000b' }, true)).toBe('note');
  });
  it('accepts accents and emoji (surrogate pairs)', () => {
    expect(findUnsafeInput('Ação — cães 🐶')).toBeUndefined();
    expect(findUnsafeInput({ '🐱': ['😺'] }, true)).toBeUndefined();
  });
  it('refuses lone surrogates, high or low, in values and keys', () => {
    expect(findUnsafeInput('a\ud800b')).toBe('');
    expect(findUnsafeInput('a\udc00')).toBe('');
    expect(findUnsafeInput('\ud800')).toBe('');
    expect(findUnsafeInput({ name: 'Rex\udfff' }, true)).toBe('name');
    expect(findUnsafeInput({ 'k\ud83d': 1 }, true)).toBe('k\ud83d');
    expect(findUnsafeInput('🐶'.slice(0, 1))).toBe('');
  });
  it('refuses nesting past the limit without overflowing the stack', () => {
    const nested = (levels: number): unknown => {
      let value: unknown = 'fim';
      for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { a: value };
      return value;
    };
    expect(findUnsafeInput(nested(MAX_INPUT_DEPTH))).toBeUndefined();
    expect(findUnsafeInput(nested(MAX_INPUT_DEPTH + 1))).toMatch(/^a\.0\./);
    // A hundred thousand levels: a recursive walk overflowed the stack here (the 500s of the fuzz).
    expect(findUnsafeInput(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`))).toBeDefined();
  });
});
