/**
 * The product list's URL parameter names and the search's length, apart from the filter rules
 * (catalog-filters.ts): the header's search field is on every page's first load, and these few
 * lines are all it needs of the list's URL.
 */
import { PAGE_PATHS } from './page-paths';

/** URL parameter names: the home tiles use area, categoria and subcategoria. */
export const FILTER_PARAMS = {
  area: 'area',
  category: 'categoria',
  subcategory: 'subcategoria',
  brand: 'marca',
  quality: 'calidad',
  type: 'acabado',
  format: 'formato',
  priceMin: 'precio-desde',
  priceMax: 'precio-hasta',
  onSale: 'oferta',
  search: 'buscar',
  sort: 'orden',
  page: 'pagina',
} as const;

/** Longer search terms are cut, not rejected: nobody types 100 characters on purpose. */
export const MAX_SEARCH_LENGTH = 100;

/**
 * The whole catalogue searched for these words (/productos?buscar=…), as the list itself writes
 * that search (filtersToSearchParams); no words is the whole catalogue.
 */
export function searchListPath(search: string): string {
  const words = search.trim().slice(0, MAX_SEARCH_LENGTH);
  if (!words) return PAGE_PATHS.products;
  return `${PAGE_PATHS.products}?${new URLSearchParams({ [FILTER_PARAMS.search]: words })}`;
}
