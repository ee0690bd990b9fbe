import { describe, expect, it } from 'vitest';
import { entryForCategoryQuery, HOME_MENU } from './home-menu';

describe('home menu (spec 2 §1)', () => {
  it('flags exactly the PRO sections of the spec', () => {
    expect(
      HOME_MENU.filter((e) => e.pro)
        .map((e) => e.id)
        .sort(),
    ).toEqual(
      ['algorithms', 'clinical_pathology', 'ddx', 'diseases', 'flashcards', 'interactions', 'treatment'].sort(),
    );
  });
  it('has every section of the spec across three tabs', () => {
    expect(HOME_MENU).toHaveLength(15);
    expect(new Set(HOME_MENU.map((e) => e.tab))).toEqual(new Set([0, 1, 2]));
  });
  it('opens a section from the category query by id or by name', () => {
    expect(entryForCategoryQuery('11')?.id).toBe('diseases');
    expect(entryForCategoryQuery('calculators')?.path).toBe('/calculators');
    expect(entryForCategoryQuery('99')).toBeUndefined();
    expect(entryForCategoryQuery(null)).toBeUndefined();
  });
});
