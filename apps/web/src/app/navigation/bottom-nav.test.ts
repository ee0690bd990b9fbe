import { describe, expect, it } from 'vitest';
import { bottomNavVisible, tabMove, visibleTabs } from './bottom-nav';

// Rule: docs/product/platform-accounts-subscription.md §2.
describe('bottom navigation visibility', () => {
  it('shows on /home always', () => {
    expect(bottomNavVisible('/home')).toBe(true);
  });
  it('shows on /items/searches only while no search value is entered', () => {
    expect(bottomNavVisible('/items/searches')).toBe(true);
    expect(bottomNavVisible('/items/searches', { searchValue: 'amox' })).toBe(false);
  });
  it('shows on /prescriptions only while the prescription has no items', () => {
    expect(bottomNavVisible('/prescriptions')).toBe(true);
    expect(bottomNavVisible('/prescriptions', { prescriptionHasItems: true })).toBe(false);
  });
  it('hides everywhere else', () => {
    for (const p of ['/', '/login', '/accounts', '/items', '/items/favorites', '/prescriptions/12', '/cards']) {
      expect(bottomNavVisible(p), p).toBe(false);
    }
  });
  it('lists Prescrição and Notícias only when their toggles are on', () => {
    expect(visibleTabs({ prescriptions: false, news: false }).map((t) => t.label)).toEqual(['Início', 'Buscar']);
    expect(visibleTabs({ prescriptions: true, news: true }).map((t) => t.label)).toEqual([
      'Início',
      'Buscar',
      'Prescrição',
      'Notícias',
    ]);
  });
});

// Rule: docs/product/platform-accounts-subscription.md §2.
describe('tab switching', () => {
  it('pushes from home to another tab', () => {
    expect(tabMove('home', 'search')).toEqual({ kind: 'push', path: '/items/searches' });
  });
  it('goes back from another tab to home', () => {
    expect(tabMove('search', 'home')).toEqual({ kind: 'back' });
  });
  it('replaces between two non-home tabs', () => {
    expect(tabMove('search', 'prescriptions')).toEqual({ kind: 'replace', path: '/prescriptions' });
  });
  it('opens the news screen, which is not a route, and does nothing on the current tab', () => {
    expect(tabMove('home', 'news')).toEqual({ kind: 'dialog' });
    expect(tabMove('home', 'home')).toEqual({ kind: 'none' });
  });
});
