import { categoryById } from '@vetor/domain/platform/categories';
import { describe, expect, it } from 'vitest';
import { routeFor } from './early-start';
import { ROUTES } from './routes';

describe('early start', () => {
  it('finds the route of a path in the table’s order', () => {
    expect(routeFor('/home')?.route.meta.name).toBe('home');
    expect(routeFor('/items/searches')?.route.meta.name).toBe('items-mode');
    expect(routeFor('/nowhere/at/all')).toBeUndefined();
  });
  it('finds every route of the table by its own path', () => {
    for (const route of ROUTES) {
      const path = route.path.replace(/:\w+/g, 'x').replace('*', 'y');
      expect(routeFor(path)?.route.path, path).toBeDefined();
    }
  });
  it('asks for a drug where the drug screen will (the collection of its category)', () => {
    for (const category of [1, 2, 4, 5]) {
      const found = routeFor(`/categories/${category}/drugs/cefalexina`);
      expect(found?.route.meta.name).toBe('drugs');
      expect(found?.route.prefetch?.(found.params)).toEqual([
        `/entities/${categoryById(category)?.collection}/cefalexina`,
      ]);
    }
  });
});
