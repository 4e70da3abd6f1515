import { type AnyColumn, type SQL, asc, desc, sql } from 'drizzle-orm';
import type { CatalogQuery } from '../../shared/catalog-query';

/** The columns a page is sorted by: the table's own, or those of a subquery of its rows. */
export type SortSource = Record<
  'id' | 'name' | 'price' | 'discountPercentage' | 'quality',
  AnyColumn | SQL
>;

/**
 * The storefront's orders, in one place: the rows' order for the query, or its exact reverse.
 * Name then id break ties, so pages never overlap or skip a product. Relevance (best first,
 * whatever the direction asked) needs a search: rank is its score over the same source; without
 * a search it is the name order.
 */
export function sortOrder(
  source: SortSource,
  query: Pick<CatalogQuery, 'sortBy' | 'sortOrder'>,
  rank: SQL | null,
  reverse = false,
): SQL[] {
  const tieDirection = reverse ? desc : asc;
  const ties = [tieDirection(source.name), tieDirection(source.id)];
  if (query.sortBy === 'relevance') return rank ? [(reverse ? asc : desc)(rank), ...ties] : ties;
  const keyDirection = (query.sortOrder === 'desc') !== reverse ? desc : asc;
  const keys = {
    name: source.name,
    // The price a shopper pays (SPEC §9), so sorting by price matches what the cards show; the
    // same expression as products_effective_price_idx, so the index serves it.
    price: sql`(${source.price} * (1 - coalesce(${source.discountPercentage}, 0) / 100))`,
    quality: source.quality,
  };
  return [keyDirection(keys[query.sortBy]), ...ties];
}
