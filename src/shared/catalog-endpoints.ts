import type { ProductDetail, Taxonomy } from './catalog';
import type { CategoryRedirect, ProductListResponse } from './catalog-query';
import { endpoints } from './endpoint';
import { lightOf } from './light-schema';
import type { Suggestions } from './suggestions';

/**
 * The storefront's catalogue, declared for the browser only: the server answers these from its
 * cache of JSON text, sent as it is (catalogue/routes.ts, taxonomy-routes.ts), so its routes keep
 * their own query schemas and no answer schema (one would re-serialise every cached answer). The
 * stand-ins keep zod out of the first load (light-schema.ts).
 */
export const catalogEndpoints = endpoints({
  taxonomy: { method: 'GET', path: '/api/taxonomy', response: lightOf<Taxonomy>() },
  /** An old category page's path: where it leads now. */
  categoryRedirect: {
    method: 'GET',
    path: '/api/taxonomy/redirect',
    query: lightOf<{ path: string }>(),
    response: lightOf<CategoryRedirect>(),
  },
  /** One page of the catalogue; the query is the filters' (catalog-filters.ts, filtersToApiQuery). */
  list: {
    method: 'GET',
    path: '/api/products',
    query: lightOf<Record<string, string | string[]>>(),
    response: lightOf<ProductListResponse>(),
  },
  suggest: {
    method: 'GET',
    path: '/api/products/suggest',
    query: lightOf<{ q: string }>(),
    response: lightOf<Suggestions>(),
  },
  product: {
    method: 'GET',
    path: '/api/products/:id',
    params: lightOf<{ id: string }>(),
    response: lightOf<ProductDetail>(),
  },
});
