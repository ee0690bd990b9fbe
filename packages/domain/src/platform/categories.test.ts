import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY } from './categories.js';

describe('CATEGORY names', () => {
  it('name every category of the table by its own id and collection name', () => {
    expect(Object.values(CATEGORY)).toEqual(CATEGORIES.map((c) => c.id));
    for (const c of CATEGORIES) expect(CATEGORY[c.name.toUpperCase() as keyof typeof CATEGORY]).toBe(c.id);
  });
});
