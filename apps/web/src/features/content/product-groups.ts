import type { ProductSummaryResponse } from '@vetor/domain/content/content-api.schemas';
import { GENERIC_PRODUCT_MARKER } from '@vetor/domain/content/product-names';
import { compareNamesPtBR } from '@vetor/domain/content/sorting';

// The drug's Produtos tab (docs/product/content-and-study.md §2): veterinary products grouped by presentation, human
// products by presentation and volume.

export interface ProductGroup {
  title: string;
  products: ProductSummaryResponse[];
}

function grouped(entries: [string, ProductSummaryResponse][]): ProductGroup[] {
  const map = new Map<string, ProductSummaryResponse[]>();
  for (const [key, p] of entries) {
    const list = map.get(key) ?? [];
    if (!list.includes(p)) list.push(p);
    map.set(key, list);
  }
  return [...map.entries()]
    .sort(([a], [b]) => compareNamesPtBR(a, b))
    .map(([title, products]) => ({ title, products: [...products].sort((a, b) => compareNamesPtBR(a.name, b.name)) }));
}

export function presentationsOf(p: ProductSummaryResponse): string[] {
  if (p.presentationList?.length) return p.presentationList;
  return p.presentation ? [p.presentation] : ['Outras apresentações'];
}

export function veterinaryGroups(products: readonly ProductSummaryResponse[]): ProductGroup[] {
  return grouped(products.flatMap((p) => presentationsOf(p).map((pr) => [pr, p] as [string, ProductSummaryResponse])));
}

export function humanGroups(products: readonly ProductSummaryResponse[]): ProductGroup[] {
  return grouped(
    products.flatMap((p) =>
      (p.presentation_volumes?.length
        ? p.presentation_volumes
        : [{ presentation: presentationsOf(p)[0] ?? '', volume: '' }]
      ).map(
        (pv) =>
          [pv.volume ? `${pv.presentation} · ${pv.volume}` : pv.presentation, p] as [string, ProductSummaryResponse],
      ),
    ),
  );
}

/** Commercial names of a human product, with the generic marker shown in pt-BR. */
export function commercialNames(p: ProductSummaryResponse): string[] {
  return (p.products ?? []).map((n) => (n === GENERIC_PRODUCT_MARKER ? 'Genérico' : n));
}
