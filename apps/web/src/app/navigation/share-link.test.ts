import { describe, expect, it } from 'vitest';
import { decodeShare, encodeShare, shareFromHash } from './share-link';

describe('shared links', () => {
  it('round-trips a path and query, accents included', () => {
    const e = encodeShare({ path: '/categories/1/drugs/amoxicilina', query: { tab: 'Doses', q: 'ração' } });
    expect(decodeShare(e)).toBe('/categories/1/drugs/amoxicilina?tab=Doses&q=ra%C3%A7%C3%A3o');
  });
  it('rejects garbage, other versions and external targets', () => {
    expect(decodeShare('nonsense')).toBeNull();
    expect(decodeShare('v2.abc')).toBeNull();
    expect(decodeShare(encodeShare({ path: '//evil.example' }))).toBeNull();
  });
  it('reads the hash form used on the web', () => {
    expect(shareFromHash('#/share/v1.abc')).toBe('v1.abc');
    expect(shareFromHash('#/other')).toBeNull();
  });
});
