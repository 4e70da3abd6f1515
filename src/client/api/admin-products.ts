import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminProductEndpoints } from '#shared/admin-catalog-endpoints';
import { client } from './endpoint-client';

const products = client(adminProductEndpoints);

/** The admin's product search (products screen, order lines, material and featured pickers). */
export function adminProductsQuery(q: string, page: number) {
  return queryOptions({
    queryKey: ['admin', 'products', { q, page }],
    queryFn: ({ signal }) => products.list({ query: { q, page } }, { signal }),
    placeholderData: keepPreviousData,
  });
}
