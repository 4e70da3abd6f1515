/**
 * Keys of the storefront's query cache. The server inlines answers under the same keys (boot
 * data), so the page's first render finds them and asks for nothing.
 */
export const queryKeys = {
  settings: ['settings'] as const,
  taxonomy: ['taxonomy'] as const,
  /** One page of the catalogue, by its API query string (filtersToApiQuery). */
  productList: (apiQuery: string) => ['products', 'list', apiQuery] as const,
  product: (id: string) => ['products', 'detail', id] as const,
  /** Suggestions for what the shopper has typed (GET /api/products/suggest). */
  suggestions: (search: string) => ['products', 'suggest', search] as const,
  /** A legal page as the public reads it (GET /api/legal/:slug). */
  legal: (slug: string) => ['legal', slug] as const,
  /** The home page's slides, tiles and destacados (GET /api/home). */
  home: ['home'] as const,
  /** A cart shared with a short link (GET /api/shared-carts/:code). */
  sharedCart: (code: string) => ['shared-carts', code] as const,
};
