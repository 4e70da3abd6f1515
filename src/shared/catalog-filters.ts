/**
 * The storefront's filter state and its URL form. No zod here: the product list
 * page imports this, and zod stays out of the storefront's chunks.
 */
import type { Area, Category, Subcategory, Taxonomy } from './catalog';
import { FILTER_PARAMS as P, MAX_SEARCH_LENGTH } from './catalog-params';
import { capitalizeWords } from './format';
import { normalizeSearch } from './search';
import {
  NO_TILE_FILTERS,
  type TileFilters,
  hasTileFilters,
  parseTileFilters,
  writeTileApiQuery,
  writeTileFilters,
} from './tile-filters';

export const PAGE_SIZE = 15;
/**
 * recommended: the shop's own order, the default (server/modules/catalogue/catalog-order.ts); relevance:
 * best match first, the default while a search is active (shared/search.ts); pricePerM2: the
 * price paid per m², products sold without m² after the others.
 */
export const SORT_FIELDS = [
  'recommended',
  'relevance',
  'name',
  'price',
  'pricePerM2',
  'quality',
] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const QUALITY_FILTERS = ['todas', '1ra', '2da'] as const;
export type QualityFilter = (typeof QUALITY_FILTERS)[number];
export const MAX_BRANDS = 20;
/** The price filter's bounds: a box costs less than this. */
export const MAX_PRICE_FILTER = 1_000_000_000;

/** Filters as the shopper sets them; taxonomy by name so a URL reads well and can be shared. */
export interface CatalogFilters {
  area: string | null;
  category: string | null;
  subcategory: string | null;
  brands: string[];
  quality: QualityFilter;
  type: string | null;
  /** A formato ('60x60', shared/tile-format.ts). */
  format: string | null;
  /** The price paid (after the discount), in pesos; null for no bound. */
  priceMin: number | null;
  priceMax: number | null;
  /** Only products with a discount. */
  onSale: boolean;
  /** Colour, use, placement, slip resistance, PEI, rectified (shared/tile-filters.ts). */
  tile: TileFilters;
  search: string;
  sortBy: SortField;
  sortOrder: SortOrder;
  page: number;
}

export const DEFAULT_FILTERS: CatalogFilters = {
  area: null,
  category: null,
  subcategory: null,
  brands: [],
  quality: 'todas',
  type: null,
  format: null,
  priceMin: null,
  priceMax: null,
  onSale: false,
  tile: NO_TILE_FILTERS,
  search: '',
  sortBy: 'recommended',
  sortOrder: 'asc',
  page: 1,
};

/** Whether a filter other than the search is set: what "Limpiar filtros" would take off. */
export const hasFilters = (f: CatalogFilters): boolean =>
  (Object.keys(DEFAULT_FILTERS) as (keyof CatalogFilters)[])
    .filter((key) => !['search', 'sortBy', 'sortOrder', 'page'].includes(key))
    .some((key) => JSON.stringify(f[key]) !== JSON.stringify(DEFAULT_FILTERS[key]));

const clean = (value: string | null): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed ? trimmed.slice(0, MAX_SEARCH_LENGTH) : null;
};

/** The sort a list gets unless the shopper picks one: relevance while searching, else the shop's. */
export const defaultSortField = (search: string): SortField =>
  search.trim() ? 'relevance' : 'recommended';

/** A price bound from the URL: a whole or decimal number of pesos (a dot for decimals), or null. */
function priceBound(value: string | null): number | null {
  if (value === null || !/^\d{1,10}(\.\d{1,2})?$/.test(value.trim())) return null;
  const number = Number(value);
  return number <= MAX_PRICE_FILTER ? number : null;
}

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** Reads filters from a query string; anything unknown or malformed falls back to the default. */
export function parseFilters(params: URLSearchParams): CatalogFilters {
  const area = clean(params.get(P.area));
  const category = area ? clean(params.get(P.category)) : null;
  const subcategory = category ? clean(params.get(P.subcategory)) : null;
  const quality = params.get(P.quality);
  const [sortBy, sortOrder] = (params.get(P.sort) ?? '').split('-');
  const page = Number(params.get(P.page));
  const search = (params.get(P.search) ?? '').slice(0, MAX_SEARCH_LENGTH);
  const brands = [
    ...new Set(
      params
        .getAll(P.brand)
        .map(clean)
        .filter((b): b is string => b !== null),
    ),
  ];
  return {
    area,
    category,
    subcategory,
    brands: brands.slice(0, MAX_BRANDS),
    quality: isOneOf(QUALITY_FILTERS, quality) ? quality : 'todas',
    type: clean(params.get(P.type)),
    format: clean(params.get(P.format))?.slice(0, 20) ?? null,
    priceMin: priceBound(params.get(P.priceMin)),
    priceMax: priceBound(params.get(P.priceMax)),
    onSale: params.get(P.onSale) === '1',
    tile: parseTileFilters(params),
    search,
    sortBy: isOneOf(SORT_FIELDS, sortBy ?? null) ? (sortBy as SortField) : defaultSortField(search),
    sortOrder: isOneOf(SORT_ORDERS, sortOrder ?? null) ? (sortOrder as SortOrder) : 'asc',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of a filter state; defaults are left out, so no filters is ''. */
export function filtersToSearchParams(filters: CatalogFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.area) params.set(P.area, filters.area);
  if (filters.area && filters.category) params.set(P.category, filters.category);
  if (filters.area && filters.category && filters.subcategory)
    params.set(P.subcategory, filters.subcategory);
  for (const brand of filters.brands) params.append(P.brand, brand);
  if (filters.quality !== 'todas') params.set(P.quality, filters.quality);
  if (filters.type) params.set(P.type, filters.type);
  if (filters.format) params.set(P.format, filters.format);
  if (filters.priceMin !== null) params.set(P.priceMin, String(filters.priceMin));
  if (filters.priceMax !== null) params.set(P.priceMax, String(filters.priceMax));
  if (filters.onSale) params.set(P.onSale, '1');
  writeTileFilters(filters.tile, params);
  if (filters.search.trim()) params.set(P.search, filters.search);
  // Relevance without a search is the shop's order: no parameter either.
  const relevanceUnused = filters.sortBy === 'relevance' && !filters.search.trim();
  if (
    !relevanceUnused &&
    (filters.sortBy !== defaultSortField(filters.search) || filters.sortOrder !== 'asc')
  )
    params.set(P.sort, `${filters.sortBy}-${filters.sortOrder}`);
  if (filters.page > 1) params.set(P.page, String(filters.page));
  return params;
}

export const filtersKey = (filters: CatalogFilters): string =>
  filtersToSearchParams(filters).toString();

// Transitions: a parent change clears its children, and any change returns to page 1.

export const withArea = (f: CatalogFilters, area: string | null): CatalogFilters => ({
  ...f,
  area,
  category: null,
  subcategory: null,
  page: 1,
});
export const withCategory = (f: CatalogFilters, category: string | null): CatalogFilters => ({
  ...f,
  category,
  subcategory: null,
  page: 1,
});
export const withChange = (f: CatalogFilters, change: Partial<CatalogFilters>): CatalogFilters => ({
  ...f,
  ...change,
  page: 1,
});
export const withPage = (f: CatalogFilters, page: number): CatalogFilters => ({ ...f, page });

/**
 * A new search term. A list left in its default order follows the new default (relevance once a
 * search starts, name when it is cleared); an order the shopper picked stays.
 */
export const withSearch = (f: CatalogFilters, search: string): CatalogFilters => {
  const leftDefault = f.sortBy === defaultSortField(f.search) && f.sortOrder === 'asc';
  const lostRelevance = f.sortBy === 'relevance' && !search.trim();
  return leftDefault || lostRelevance
    ? withChange(f, { search, sortBy: defaultSortField(search), sortOrder: 'asc' })
    : withChange(f, { search });
};

const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('es-AR') === b.trim().toLocaleLowerCase('es-AR');

/**
 * The item named `name`: the same letters in any case first, else the same name without its
 * accents ('Porcelanicos' finds 'Porcelánicos'), so links written before the shop accented a
 * name keep finding it (docs/decisions/0013-demo-accents.md).
 */
function findNamed<T extends { name: string }>(items: T[], name: string): T | null {
  const folded = normalizeSearch(name);
  return (
    items.find((item) => sameName(item.name, name)) ??
    items.find((item) => normalizeSearch(item.name) === folded) ??
    null
  );
}

export interface ResolvedTaxonomy {
  area: Area | null;
  category: Category | null;
  subcategory: Subcategory | null;
}

/**
 * Matches the names case-insensitively, and accent-insensitively when no name matches
 * with its accents, in order: the area among areas, the category within that area, the
 * subcategory within that category. A name that does not match, and everything below it, is
 * ignored.
 */
export function resolveTaxonomy(
  taxonomy: Taxonomy,
  names: Pick<CatalogFilters, 'area' | 'category' | 'subcategory'>,
): ResolvedTaxonomy {
  const area = names.area ? findNamed(taxonomy.areas, names.area) : null;
  const category =
    area && names.category
      ? findNamed(
          taxonomy.categories.filter((c) => c.areaId === area.id),
          names.category,
        )
      : null;
  const subcategory =
    category && names.subcategory
      ? findNamed(
          taxonomy.subcategories.filter((s) => s.categoryId === category.id),
          names.subcategory,
        )
      : null;
  return { area, category, subcategory };
}

/** 'Pisos y Revestimientos - Porcelánicos - Símil Madera', or null without a matched area. */
export function taxonomyTitle(resolved: ResolvedTaxonomy): string | null {
  const names = [resolved.area, resolved.category, resolved.subcategory]
    .filter((item) => item !== null)
    .map((item) => capitalizeWords(item.name));
  return names.length > 0 ? names.join(' - ') : null;
}

/** The API query string (ids, not names) for a filter state. */
export function filtersToApiQuery(filters: CatalogFilters, resolved: ResolvedTaxonomy): string {
  const params = new URLSearchParams();
  if (resolved.area) params.set('areaId', resolved.area.id);
  if (resolved.category) params.set('categoryId', resolved.category.id);
  if (resolved.subcategory) params.set('subcategoryId', resolved.subcategory.id);
  for (const brand of filters.brands) params.append('brands', brand);
  if (filters.quality !== 'todas') params.set('quality', filters.quality);
  if (filters.type) params.set('type', filters.type);
  if (filters.format) params.set('format', filters.format);
  if (filters.priceMin !== null) params.set('priceMin', String(filters.priceMin));
  if (filters.priceMax !== null) params.set('priceMax', String(filters.priceMax));
  if (filters.onSale) params.set('onSale', 'true');
  writeTileApiQuery(filters.tile, params);
  if (filters.search.trim()) params.set('search', filters.search.trim());
  const search = filters.search.trim();
  params.set('sortBy', filters.sortBy === 'relevance' && !search ? 'recommended' : filters.sortBy);
  params.set('sortOrder', filters.sortBy === 'relevance' ? 'asc' : filters.sortOrder);
  params.set('page', String(filters.page));
  return params.toString();
}

/** Whether any filter (not sorting or paging) is applied. */
export function hasActiveFilters(filters: CatalogFilters): boolean {
  return (
    filters.area !== null ||
    filters.brands.length > 0 ||
    filters.quality !== 'todas' ||
    filters.type !== null ||
    filters.format !== null ||
    filters.priceMin !== null ||
    filters.priceMax !== null ||
    filters.onSale ||
    hasTileFilters(filters.tile) ||
    filters.search.trim() !== ''
  );
}
