import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { catalogEndpoints } from '#shared/catalog-endpoints';
import { queryKeys } from '#shared/query-keys';
import { ApiError } from '../api-client';
import { client } from './endpoint-client';

const catalog = client(catalogEndpoints);

export const taxonomyQuery = queryOptions({
  queryKey: queryKeys.taxonomy,
  queryFn: ({ signal }) => catalog.taxonomy({}, { signal }),
  staleTime: 5 * 60 * 1000,
});

/** The filters' query text (filtersToApiQuery) as the endpoint's query: a repeated name, a list. */
function queryRecord(text: string): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const before = record[name];
    record[name] = before === undefined ? value : [before, value].flat();
  }
  return record;
}

/** One page of the catalogue; the previous page stays on screen while the next one loads. */
export const productListQuery = (apiQuery: string) =>
  queryOptions({
    queryKey: queryKeys.productList(apiQuery),
    queryFn: ({ signal }) => catalog.list({ query: queryRecord(apiQuery) }, { signal }),
    placeholderData: keepPreviousData,
  });

/** One product by id, for its page and for pricing the cart and checkout (one cache entry). */
export const productQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.product(id),
    queryFn: ({ signal }) => catalog.product({ params: { id } }, { signal }),
    staleTime: 60 * 1000,
    // A product deleted from the catalogue stays deleted: no point asking again.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 2,
  });

/** Suggestions as the shopper types; the last ones stay on screen while the next ones load. */
export const suggestionsQuery = (search: string) =>
  queryOptions({
    queryKey: queryKeys.suggestions(search),
    queryFn: ({ signal }) => catalog.suggest({ query: { q: search } }, { signal }),
    staleTime: 60 * 1000,
    placeholderData: keepPreviousData,
  });

/**
 * Where an old category page's path leads now, or null: it leads nowhere (or the server could
 * not say, and the page answers 'Página no encontrada' as it would have).
 */
export async function categoryRedirect(path: string, signal: AbortSignal): Promise<string | null> {
  return catalog.categoryRedirect({ query: { path } }, { signal }).then(
    (answer) => answer.path,
    () => null,
  );
}
