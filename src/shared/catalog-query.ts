import { z } from 'zod';
import type { ProductDetail } from './catalog';
import { tileFormat } from './tile-format';
import { SLIP_RESISTANCES, TILE_COLORS } from './tile-attributes';
import { TILE_ATTRIBUTE_MESSAGES } from './tile-attributes-schema';
import {
  MAX_BRANDS,
  MAX_PRICE_FILTER,
  QUALITY_FILTERS,
  SORT_FIELDS,
  SORT_ORDERS,
} from './catalog-filters';
import { MAX_SEARCH_LENGTH } from './catalog-params';

export const CATALOG_QUERY_MESSAGE = 'Los parámetros de búsqueda no son válidos.';

const UUID_MESSAGE = 'Identificador inválido';
const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalId = z.preprocess(blankAsUnset, z.uuid(UUID_MESSAGE).optional());
const priceBound = (message: string) =>
  z.preprocess(
    blankAsUnset,
    z.coerce.number({ error: message }).min(0, message).max(MAX_PRICE_FILTER, message).optional(),
  );
const asList = (value: unknown) =>
  value === undefined ? [] : (Array.isArray(value) ? value : [value]).map(String);

/**
 * GET /api/products query (the catalogue's filters). Unknown values of a closed list and
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
  /** A formato, read as the products' is (shared/tile-format.ts); one that is no size matches none. */
  format: z.preprocess(
    blankAsUnset,
    z
      .string()
      .transform((s) => tileFormat(s) ?? s.trim().slice(0, 20))
      .optional(),
  ),
  color: z.preprocess(
    blankAsUnset,
    z.enum(TILE_COLORS, { error: TILE_ATTRIBUTE_MESSAGES.color }).optional(),
  ),
  /** piso or pared: products for it, those for both included. */
  usage: z.preprocess(
    blankAsUnset,
    z.enum(['piso', 'pared'], { error: 'Uso inválido (piso o pared)' }).optional(),
  ),
  /** interior or exterior: products for it, those for both included. */
  placement: z.preprocess(
    blankAsUnset,
    z
      .enum(['interior', 'exterior'], { error: 'Ubicación inválida (interior o exterior)' })
      .optional(),
  ),
  /** At least this slip resistance (R11 also lists R12 and R13). */
  slipResistance: z.preprocess(
    blankAsUnset,
    z.enum(SLIP_RESISTANCES, { error: TILE_ATTRIBUTE_MESSAGES.slipResistance }).optional(),
  ),
  /** At least this PEI class. */
  pei: z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ error: TILE_ATTRIBUTE_MESSAGES.pei })
      .int(TILE_ATTRIBUTE_MESSAGES.pei)
      .min(1, TILE_ATTRIBUTE_MESSAGES.pei)
      .max(5, TILE_ATTRIBUTE_MESSAGES.pei)
      .optional(),
  ),
  rectified: z.preprocess(
    blankAsUnset,
    z
      .enum(['true', 'false'], { error: 'Filtro de rectificado inválido (true o false)' })
      .default('false')
      .transform((value) => value === 'true'),
  ),
  priceMin: priceBound('Precio mínimo inválido'),
  priceMax: priceBound('Precio máximo inválido'),
  onSale: z.preprocess(
    blankAsUnset,
    z
      .enum(['true', 'false'], { error: 'Filtro de oferta inválido (true o false)' })
      .default('false')
      .transform((value) => value === 'true'),
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
      .enum(SORT_FIELDS, {
        error: 'Orden inválido (recommended, relevance, name, price, pricePerM2 o quality)',
      })
      .default('recommended'),
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

/** A search word read as a filter: the chip's text, and the search without the word. */
export interface UnderstoodWord {
  label: string;
  search: string;
}

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
  /**
   * When no product matched every word of the search: the search "¿Quisiste decir…?" offers
   * (null without one), and whether the items are the nearest results instead (the suggestion's,
   * or those matching some of the words). Null when the search matched, or there was none.
   */
  searchHelp: { didYouMean: string | null; nearest: boolean } | null;
  /** The tile words the search read as filters ('antideslizante', 'piso', '60x60'), as chips. */
  understood: UnderstoodWord[];
  facets: {
    /** Brands of the products in the chosen area/category/subcategory, A-Z. */
    brands: string[];
    /** Formatos ('60x60') of the products in the chosen area/category/subcategory. */
    formats: string[];
  };
}

/** GET /api/products/suggest query: what the shopper has typed so far (cut like a search). */
export const SuggestQuerySchema = z.object({
  q: z.preprocess(
    (value) => (value === undefined ? '' : value),
    z.string().transform((s) => s.trim().slice(0, MAX_SEARCH_LENGTH)),
  ),
});

/**
 * GET /api/taxonomy/redirect query: a category page's path that may have moved
 * ('/productos/pisos/porcelanicos').
 */
export const CategoryRedirectQuerySchema = z.object({
  path: z
    .string({ error: 'Falta la dirección de la página' })
    .max(1000, 'Dirección demasiado larga'),
});

/** Where an old category page's path leads now (GET /api/taxonomy/redirect). */
export interface CategoryRedirect {
  path: string;
}
