import { describe, expect, it } from 'vitest';
import { nowOrLater } from './now-or-later.js';

describe('nowOrLater', () => {
  it('uses a ready value in the same tick and returns nothing to wait for', () => {
    const seen: number[] = [];
    expect(nowOrLater(7, (v) => seen.push(v))).toBeUndefined();
    expect(seen).toEqual([7]);
  });
  it('uses a promised value once it settles, resolving to undefined', async () => {
    const seen: number[] = [];
    const pending = nowOrLater(Promise.resolve(8), (v) => seen.push(v));
    expect(seen).toEqual([]);
    await expect(pending).resolves.toBeUndefined();
    expect(seen).toEqual([8]);
  });
  it('lets a rejection and a throw from the use reach the caller', async () => {
    await expect(nowOrLater(Promise.reject(new Error('x')), () => {})).rejects.toThrow('x');
    expect(() =>
      nowOrLater(1, () => {
        throw new Error('y');
      }),
    ).toThrow('y');
  });
});
