import { describe, expect, it } from 'vitest';
import { matchPublicPath } from './public-paths';

describe('matchPublicPath', () => {
  it('names the three public pages', () => {
    expect(matchPublicPath('/shared/handouts/abc/otite-externa')).toEqual({
      page: 'handout',
      shareId: 'abc',
      handoutId: 'otite-externa',
    });
    expect(matchPublicPath('/shared/tok_123/')).toEqual({ page: 'prescription', token: 'tok_123' });
    expect(matchPublicPath('/validation/AB12CD')).toEqual({ page: 'validation', code: 'AB12CD' });
  });
  it('answers null for anything else, a malformed escape included', () => {
    expect(matchPublicPath('/shared/handouts/abc')).toBeNull();
    expect(matchPublicPath('/home')).toBeNull();
    expect(matchPublicPath('/validation/%E0%A4%A')).toBeNull();
  });
});
