import { queryOptions } from '@tanstack/react-query';
import type { ProductStock } from '../../shared/stock/contract';
import { api } from '../api-client';

/** Every stock query lives under this key: a stock write refreshes them all at once. */
export const STOCK_QUERY_KEY = ['admin', 'stock'] as const;

/**
 * One product's stock and lots (GET /api/admin/stock/products/:id): the Stock screen's detail,
 * the product dialog's lots and the order detail's "Cambiar lote" read the same cache entry.
 */
export const productStockQuery = (productId: string) =>
  queryOptions({
    queryKey: [...STOCK_QUERY_KEY, 'product', productId],
    queryFn: ({ signal }) =>
      api<ProductStock>(`/api/admin/stock/products/${productId}`, { signal }),
  });
