import type { ProductDetailResponse } from '@vetor/domain/content/content-api.schemas';
import { describe, expect, it } from 'vitest';
import { bundledProduct, type DatabaseSources, loadDatabase } from './bundled-databases';

const product = (id: string) => ({ id, name: id }) as unknown as ProductDetailResponse;

// Rule: docs/product/calculators-patients-prescriptions-management.md §3.
describe('carried databases', () => {
  it('reads the bundled copy when it loads', async () => {
    const asked: string[] = [];
    const sources: DatabaseSources = {
      bundled: async (name) => [product(`${name}-1`)],
      download: async (name) => {
        asked.push(name);
        return [];
      },
    };
    expect(await loadDatabase('foods', sources)).toEqual([product('foods-1')]);
    expect(asked).toEqual([]);
  });

  it('downloads the JSON when the bundled copy fails', async () => {
    const sources: DatabaseSources = {
      bundled: async () => {
        throw new Error('chunk failed');
      },
      download: async (name) => [product(`${name}-downloaded`)],
    };
    expect(await loadDatabase('supplements', sources)).toEqual([product('supplements-downloaded')]);
    expect(await bundledProduct('oral-hygiene-downloaded', sources)).toEqual(product('oral-hygiene-downloaded'));
    expect(await bundledProduct('nope', sources)).toBeUndefined();
  });
});
