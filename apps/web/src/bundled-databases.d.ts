// The static databases apps/web/build/bundled-databases.ts builds from the content files.
declare module 'virtual:vetor-database/*' {
  import type { ProductDetailResponse } from '@vetor/domain/content/content-api.schemas';

  const products: ProductDetailResponse[];
  export default products;
}
