import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ProductDetail, Taxonomy } from '../../../shared/catalog';
import type { ProductListResponse } from '../../../shared/catalog-query';
import { api } from '../../api-client';

export const taxonomyQuery = queryOptions({
  queryKey: ['taxonomy'],
  queryFn: ({ signal }) => api<Taxonomy>('/api/taxonomy', { signal }),
  staleTime: 5 * 60 * 1000,
});

/** One page of the catalogue; the previous page stays on screen while the next one loads. */
export const productListQuery = (apiQuery: string) =>
  queryOptions({
    queryKey: ['products', 'list', apiQuery],
    queryFn: ({ signal }) => api<ProductListResponse>(`/api/products?${apiQuery}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: ['products', 'detail', id],
    queryFn: ({ signal }) =>
      api<ProductDetail>(`/api/products/${encodeURIComponent(id)}`, { signal }),
  });
