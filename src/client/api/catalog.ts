import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ProductDetail, Taxonomy } from '../../shared/catalog';
import type { CategoryRedirect, ProductListResponse } from '../../shared/catalog-query';
import type { Suggestions } from '../../shared/suggestions';
import { queryKeys } from '../../shared/query-keys';
import { ApiError, api } from '../api-client';

export const taxonomyQuery = queryOptions({
  queryKey: queryKeys.taxonomy,
  queryFn: ({ signal }) => api<Taxonomy>('/api/taxonomy', { signal }),
  staleTime: 5 * 60 * 1000,
});

/** One page of the catalogue; the previous page stays on screen while the next one loads. */
export const productListQuery = (apiQuery: string) =>
  queryOptions({
    queryKey: queryKeys.productList(apiQuery),
    queryFn: ({ signal }) => api<ProductListResponse>(`/api/products?${apiQuery}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** One product by id, for its page and for pricing the cart and checkout (one cache entry). */
export const productQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.product(id),
    queryFn: ({ signal }) =>
      api<ProductDetail>(`/api/products/${encodeURIComponent(id)}`, { signal }),
    staleTime: 60 * 1000,
    // A product deleted from the catalogue stays deleted: no point asking again.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 2,
  });

/** Suggestions as the shopper types; the last ones stay on screen while the next ones load. */
export const suggestionsQuery = (search: string) =>
  queryOptions({
    queryKey: queryKeys.suggestions(search),
    queryFn: ({ signal }) =>
      api<Suggestions>(`/api/products/suggest?q=${encodeURIComponent(search)}`, { signal }),
    staleTime: 60 * 1000,
    placeholderData: keepPreviousData,
  });

/**
 * Where an old category page's path leads now, or null: it leads nowhere (or the server could
 * not say, and the page answers 'Página no encontrada' as it would have).
 */
export async function categoryRedirect(path: string, signal: AbortSignal): Promise<string | null> {
  const query = new URLSearchParams({ path });
  return api<CategoryRedirect>(`/api/taxonomy/redirect?${query}`, { signal }).then(
    (answer) => answer.path,
    () => null,
  );
}
