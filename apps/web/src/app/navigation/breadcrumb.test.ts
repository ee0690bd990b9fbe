import { describe, expect, it } from 'vitest';
import { HOME_CRUMB, initialTrail, nextTrail, retitle } from './breadcrumb';

const push = (path: string, title = path) => ({ path, title, action: 'PUSH' as const });

// Rule: docs/product/platform-accounts-subscription.md §2 Navigation rules.
describe('breadcrumb', () => {
  it("starts at 'Início' (/home)", () => {
    expect(initialTrail()).toEqual([{ title: 'Início', path: '/home' }]);
  });
  it('pushes each new page and ignores a repeat of the top', () => {
    let t = initialTrail();
    t = nextTrail(t, push('/items?category=1', 'Medicamentos'));
    t = nextTrail(t, push('/categories/1/drugs/x', 'Amoxicilina'));
    t = nextTrail(t, push('/categories/1/drugs/x', 'Amoxicilina'));
    expect(t.map((c) => c.title)).toEqual(['Início', 'Medicamentos', 'Amoxicilina']);
  });
  it('goes back to a page already on the trail instead of adding it twice', () => {
    let t = initialTrail();
    t = nextTrail(t, push('/accounts', 'Meus dados'));
    t = nextTrail(t, push('/registration/displayName', 'Editar cadastro'));
    t = nextTrail(t, push('/accounts', 'Meus dados'));
    expect(t.map((c) => c.title)).toEqual(['Início', 'Meus dados']);
  });

  it('pops back to the page returned to', () => {
    let t = initialTrail();
    t = nextTrail(t, push('/a', 'A'));
    t = nextTrail(t, push('/b', 'B'));
    t = nextTrail(t, push('/c', 'C'));
    t = nextTrail(t, { path: '/a', title: 'A', action: 'POP' });
    expect(t.map((c) => c.path)).toEqual(['/home', '/a']);
  });
  it('replaces the top on an unknown back target and on REPLACE', () => {
    let t = nextTrail(nextTrail(initialTrail(), push('/a', 'A')), push('/b', 'B'));
    expect(nextTrail(t, { path: '/z', title: 'Z', action: 'POP' }).map((c) => c.path)).toEqual(['/home', '/a', '/z']);
    t = nextTrail(t, { path: '/r', title: 'R', action: 'REPLACE' });
    expect(t.map((c) => c.path)).toEqual(['/home', '/a', '/r']);
  });
  it('opening a category resets the trail instead of adding "Lista" each time', () => {
    let t = nextTrail(initialTrail(), push('/items?category=1', 'Lista'));
    t = nextTrail(t, push('/categories/1/drugs/x', 'Medicamento'));
    t = nextTrail(t, push('/items?category=11', 'Lista'));
    expect(t.map((c) => c.path)).toEqual(['/home', '/items?category=11']);
  });
  it('a typed URL starts from home; a reload keeps the trail', () => {
    const t = nextTrail(nextTrail(initialTrail(), push('/a', 'A')), push('/b', 'B'));
    expect(nextTrail(t, { path: '/z', title: 'Z', action: 'POP', fresh: true }).map((c) => c.path)).toEqual([
      '/home',
      '/z',
    ]);
    expect(nextTrail(t, { path: '/b', title: 'B', action: 'POP', fresh: true })).toEqual(t);
  });
  it('pages rename their crumb with the category, item or section name', () => {
    const t = nextTrail(initialTrail(), push('/categories/1/drugs/x', 'Medicamento'));
    expect(retitle(t, '/categories/1/drugs/x', 'Cefalexina').at(-1)?.title).toBe('Cefalexina');
  });
  it("resets at '/' and at /home", () => {
    const t = nextTrail(initialTrail(), push('/a', 'A'));
    expect(nextTrail(t, push('/'))).toEqual([HOME_CRUMB]);
    expect(nextTrail(t, push('/home'))).toEqual([HOME_CRUMB]);
  });
  it('leaves the trail alone for routes flagged avoidBreadcrumb', () => {
    const t = nextTrail(initialTrail(), push('/a', 'A'));
    expect(nextTrail(t, { ...push('/redirect/x'), avoidBreadcrumb: true })).toEqual(t);
  });
});
