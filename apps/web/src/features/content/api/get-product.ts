import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetailResponse } from '@vetor/domain/content/content-api.schemas';
import { api } from '../../../lib/api';
import { withOfflineCopy } from '../../../lib/offline-content';

/** GET /entities/products/{id}: the `products` collection answers a product of any category; kept sealed offline. */
export function getProduct(id: string): Promise<ProductDetailResponse> {
  return withOfflineCopy('products', id, () =>
    api.get<ProductDetailResponse>(`/entities/products/${encodeURIComponent(id)}`),
  );
}

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: ['content', 'product', id],
    queryFn: () => getProduct(id),
    staleTime: 10 * 60_000,
  });

export function useProduct(id: string) {
  return useQuery(productQuery(id));
}
