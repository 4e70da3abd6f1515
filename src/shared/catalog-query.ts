import { z } from 'zod';
import type { ProductDetail } from './catalog';
import {
  MAX_BRANDS,
  MAX_SEARCH_LENGTH,
  QUALITY_FILTERS,
  SORT_FIELDS,
  SORT_ORDERS,
} from './catalog-filters';

export const CATALOG_QUERY_MESSAGE = 'Los parámetros de búsqueda no son válidos.';

const UUID_MESSAGE = 'Identificador inválido';
const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalId = z.preprocess(blankAsUnset, z.uuid(UUID_MESSAGE).optional());
const asList = (value: unknown) =>
  value === undefined ? [] : (Array.isArray(value) ? value : [value]).map(String);

/**
 * GET /api/products query (SPEC §5 catalogue filters). Unknown values of a closed list and
 * malformed numbers are a 400; an over-long search term is cut, and blank values are unset.
 */
export const CatalogQuerySchema = z.object({
  areaId: optionalId,
  categoryId: optionalId,
  subcategoryId: optionalId,
  quality: z.preprocess(
    blankAsUnset,
    z.enum(QUALITY_FILTERS, { error: 'Calidad inválida' }).default('todas'),
  ),
  type: z.preprocess(
    blankAsUnset,
    z
      .string()
      .transform((s) => s.trim().slice(0, 50))
      .optional(),
  ),
  brands: z.preprocess(
    asList,
    z
      .array(z.string().transform((s) => s.trim().slice(0, 100)))
      .transform((list) => [...new Set(list.filter(Boolean))])
      .pipe(z.array(z.string()).max(MAX_BRANDS, `Se pueden elegir hasta ${MAX_BRANDS} marcas`)),
  ),
  search: z.preprocess(
    blankAsUnset,
    z
      .string()
      .transform((s) => s.trim().slice(0, MAX_SEARCH_LENGTH))
      .optional(),
  ),
  sortBy: z.preprocess(
    blankAsUnset,
    z
      .enum(SORT_FIELDS, { error: 'Orden inválido (relevance, name, price o quality)' })
      .default('name'),
  ),
  sortOrder: z.preprocess(
    blankAsUnset,
    z.enum(SORT_ORDERS, { error: 'Sentido inválido (asc o desc)' }).default('asc'),
  ),
  page: z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ error: 'Página inválida' })
      .int('Página inválida')
      .min(1, 'La página empieza en 1')
      .max(100_000, 'Página inválida')
      .default(1),
  ),
});
export type CatalogQuery = z.infer<typeof CatalogQuerySchema>;

/** One page of the catalogue plus what the filter panel needs. */
export interface ProductListResponse {
  items: ProductDetail[];
  /** The page served: a page past the last one is served as the last. */
  page: number;
  pageSize: number;
  pageCount: number;
  /** How many products match; with totalCapped, at least this many (more were not counted). */
  total: number;
  totalCapped: boolean;
  facets: {
    /** Brands of the products in the chosen area/category/subcategory, A-Z. */
    brands: string[];
  };
}

/** GET /api/products/suggest query: what the shopper has typed so far (cut like a search). */
export const SuggestQuerySchema = z.object({
  q: z.preprocess(
    (value) => (value === undefined ? '' : value),
    z.string().transform((s) => s.trim().slice(0, MAX_SEARCH_LENGTH)),
  ),
});
