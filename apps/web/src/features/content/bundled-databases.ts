import type { ProductDetailResponse } from '@vetor/domain/content/content-api.schemas';

// The static databases the app carries for foods, oral hygiene and supplements (docs/product/calculators-patients-prescriptions-management.md §3), read
// when the network does not answer a product. If the bundled copy fails to load, it is downloaded
// as JSON (docs/product/calculators-patients-prescriptions-management.md §8 "a failed bundled database loads by download").

export type DatabaseName = 'foods' | 'oral-hygiene' | 'supplements';

export interface DatabaseSources {
  bundled: (name: DatabaseName) => Promise<ProductDetailResponse[]>;
  download: (name: DatabaseName) => Promise<ProductDetailResponse[]>;
}

export async function loadDatabase(name: DatabaseName, sources: DatabaseSources): Promise<ProductDetailResponse[]> {
  try {
    const items = await sources.bundled(name);
    if (Array.isArray(items)) return items;
    throw new Error(`${name}: not a list`);
  } catch (error) {
    console.warn(error);
    return sources.download(name);
  }
}

/** A product of the carried databases by id, or undefined. */
export async function bundledProduct(id: string, sources: DatabaseSources): Promise<ProductDetailResponse | undefined> {
  for (const name of ['foods', 'oral-hygiene', 'supplements'] as const) {
    const found = (await loadDatabase(name, sources).catch(() => [])).find((p) => p.id === id);
    if (found) return found;
  }
  return undefined;
}
