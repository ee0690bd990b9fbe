import { describe, expect, it } from 'vitest';
import { entryForCategoryQuery, entryTarget, HOME_MENU, proBenefits } from './home-menu';

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
  it('has every section of the spec across three tabs, and the big cards', () => {
    expect(HOME_MENU.filter((e) => e.tab !== 'card')).toHaveLength(16);
    expect(new Set(HOME_MENU.map((e) => e.tab))).toEqual(new Set([0, 1, 2, 'card']));
  });
  it('gives every content category with items a way in, snacks included (issue 19)', () => {
    expect(entryForCategoryQuery('10')?.path).toBe('/items?category=10');
  });
  it('sends areas not built yet to the em-breve page and keeps them off the paywall', () => {
    const soon = HOME_MENU.filter((e) => e.comingSoon).map((e) => e.id);
    expect(soon).toEqual(
      expect.arrayContaining([
        'algorithms',
        'ddx',
        'interactions',
        'flashcards',
        'ai_search',
        'prescriptions',
      ]),
    );
    const algorithms = HOME_MENU.find((e) => e.id === 'algorithms');
    expect(algorithms && entryTarget(algorithms)).toBe('/em-breve/algorithms');
    expect(proBenefits()).not.toContain('Flashcards sem limite diário');
    expect(proBenefits()).toContain('Doenças: diagnóstico e manejo completos');
    // One flag per area: flipping it puts the benefit back.
    const landed = HOME_MENU.map((e) => (e.id === 'flashcards' ? { ...e, comingSoon: false } : e));
    expect(proBenefits(landed)).toContain('Flashcards sem limite diário');
  });
  it('opens a section from the category query by id or by name', () => {
    expect(entryForCategoryQuery('11')?.id).toBe('diseases');
    expect(entryForCategoryQuery('calculators')?.path).toBe('/calculators');
    expect(entryForCategoryQuery('99')).toBeUndefined();
    expect(entryForCategoryQuery(null)).toBeUndefined();
  });
});
