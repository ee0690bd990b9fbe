import { describe, expect, it } from 'vitest';
import { hitPath } from './search.schemas.js';

// Rule: docs/product/content-and-study.md §2 Opening a result.
describe('hitPath', () => {
  it('uses the path first, then calculator, topic item, product, drug', () => {
    expect(hitPath({ itemPath: '/item/x/content/0/section/1', itemId: 'x', itemType: 'item', category: 11 })).toBe(
      '/item/x/content/0/section/1',
    );
    expect(hitPath({ itemPath: null, itemId: 'iris', itemType: 'calculator', category: 7 })).toBe('/calculators/iris');
    expect(hitPath({ itemPath: null, itemId: 'cinomose', itemType: 'item', category: 11 })).toBe('/item/cinomose');
    expect(hitPath({ itemPath: null, itemId: 'gaviz-v', itemType: 'product', category: 1 })).toBe(
      '/categories/1/products/gaviz-v',
    );
    expect(hitPath({ itemPath: null, itemId: 'meloxicam', itemType: 'drug', category: 1 })).toBe(
      '/categories/1/drugs/meloxicam',
    );
  });
});
