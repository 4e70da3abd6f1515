import { queryOptions } from '@tanstack/react-query';
import { stockEndpoints } from '#shared/stock/endpoints';
import { client } from './endpoint-client';

const stock = client(stockEndpoints);

/** Every stock query lives under this key: a stock write refreshes them all at once. */
export const STOCK_QUERY_KEY = ['admin', 'stock'] as const;

/**
 * One product's stock and lots (GET /api/admin/stock/products/:id): the Stock screen's detail,
 * the product dialog's lots and the order detail's "Cambiar lote" read the same cache entry.
 */
export const productStockQuery = (productId: string) =>
  queryOptions({
    queryKey: [...STOCK_QUERY_KEY, 'product', productId],
    queryFn: ({ signal }) => stock.product({ params: { id: productId } }, { signal }),
  });
