import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetailResponse } from '@vetor/domain/content/content-api.schemas';
import { ApiError, api } from '../../../lib/api';
import { withOfflineCopy } from '../../../lib/offline-content';
import { bundledProduct } from '../bundled-databases';
import { appDatabaseSources } from '../database-sources';

/**
 * GET /entities/products/{id}: the `products` collection answers a product of any category. With no
 * network: the sealed copy of an opened product, else the carried databases (foods, oral hygiene,
 * supplements).
 */
export async function getProduct(id: string): Promise<ProductDetailResponse> {
  try {
    return await withOfflineCopy('products', id, () =>
      api.get<ProductDetailResponse>(`/entities/products/${encodeURIComponent(id)}`),
    );
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'OFFLINE' || error.code === 'ERROR_NETWORK')) {
      const carried = await bundledProduct(id, appDatabaseSources);
      if (carried) return carried;
    }
    throw error;
  }
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
