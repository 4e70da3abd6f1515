import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminProductList } from '../../shared/admin-catalog';
import { api } from '../api-client';

/** The admin's product search (products screen, order lines, material and featured pickers). */
export function adminProductsQuery(q: string, page: number) {
  const params = new URLSearchParams({ q, page: String(page) });
  return queryOptions({
    queryKey: ['admin', 'products', { q, page }],
    queryFn: ({ signal }) => api<AdminProductList>(`/api/admin/products?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
