import { describe, expect, it } from 'vitest';
import { entryForCategoryQuery, entryTarget, HOME_MENU, mayPrescribe, proBenefits } from './home-menu';

// Rule: docs/product/content-and-study.md §1.
describe('home menu', () => {
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
  it('gives every content category with items a way in, snacks included', () => {
    expect(entryForCategoryQuery('10')?.path).toBe('/items?category=10');
  });
  it('sends areas not built yet to the em-breve page and keeps them off the paywall', () => {
    const soon = HOME_MENU.filter((e) => e.comingSoon).map((e) => e.id);
    // The areas that have landed are not "em breve"; every one still flagged leads to its em-breve page.
    for (const built of [
      'handouts',
      'flashcards',
      'algorithms',
      'ddx',
      'interactions',
      'ai_search',
      'prescriptions',
      'news',
    ])
      expect(soon).not.toContain(built);
    for (const entry of HOME_MENU.filter((e) => e.comingSoon)) expect(entryTarget(entry)).toBe(`/em-breve/${entry.id}`);
    const handouts = HOME_MENU.find((e) => e.id === 'handouts');
    expect(handouts && entryTarget(handouts)).toBe('/handouts');
    expect(proBenefits()).toContain('Flashcards sem limite diário');
    expect(proBenefits()).toContain('Doenças: diagnóstico e manejo completos');
    // One flag per area: an area not built yet takes its benefit off the paywall.
    const pending = HOME_MENU.map((e) => (e.id === 'flashcards' ? { ...e, comingSoon: true } : e));
    expect(proBenefits(pending)).not.toContain('Flashcards sem limite diário');
  });
  it('opens a section from the category query by id or by name', () => {
    expect(entryForCategoryQuery('11')?.id).toBe('diseases');
    expect(entryForCategoryQuery('calculators')?.path).toBe('/calculators');
    expect(entryForCategoryQuery('99')).toBeUndefined();
    expect(entryForCategoryQuery(null)).toBeUndefined();
  });
  it('offers prescribing to veterinarians and to who has not answered yet, not to students or others', () => {
    expect([1, null, undefined, 2, 3].map(mayPrescribe)).toEqual([true, true, true, false, false]);
  });
});
