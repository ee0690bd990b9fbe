import { describe, expect, it } from 'vitest';
import { hasPhotoRow, scopeOf } from './list-scope';

// Rule: docs/product/content-and-study.md §2.
describe('photo rows', () => {
  it('a photo category list shows every row with its photo; other categories do not', () => {
    const supplements = scopeOf(undefined, '6', null);
    const drugs = scopeOf(undefined, '1', null);
    if (!supplements || !drugs) throw new Error('known categories');
    expect(hasPhotoRow(supplements, { category: 6 })).toBe(true);
    expect(hasPhotoRow(drugs, { category: 1 })).toBe(false);
  });

  it('favorites and recents give photo-category items their photo row, and only those', () => {
    for (const mode of ['favorites', 'recents']) {
      const scope = scopeOf(mode, null, null);
      if (!scope) throw new Error(mode);
      expect(hasPhotoRow(scope, { category: 12 })).toBe(true);
      expect(hasPhotoRow(scope, { category: 6 })).toBe(true);
      expect(hasPhotoRow(scope, { category: 1 })).toBe(false);
    }
    const search = scopeOf('searches', null, null);
    if (!search) throw new Error('searches');
    expect(hasPhotoRow(search, { category: 12 })).toBe(false);
  });
});
