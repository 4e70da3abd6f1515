import { queryOptions } from '@tanstack/react-query';
import type { ProductDetail } from '../../../shared/catalog';
import { ApiError, api } from '../../api-client';

/** One product by id (GET /api/products/:id), as the cart and checkout price it; the cache key
 * is the catalogue's, so the product page and the cart share one entry. */
export const productQuery = (id: string) =>
  queryOptions({
    queryKey: ['products', 'detail', id],
    queryFn: ({ signal }) =>
      api<ProductDetail>(`/api/products/${encodeURIComponent(id)}`, { signal }),
    staleTime: 60 * 1000,
    // A product deleted from the catalogue stays deleted: no point asking again.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
