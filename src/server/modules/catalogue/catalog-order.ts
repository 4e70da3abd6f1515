import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { CatalogQuery } from '#shared/catalog-query';
import { effectivePriceSql } from '#server/db/pricing-sql';

/** The columns a page is sorted by: the table's own, or those of a subquery of its rows. */
export type SortSource = Record<
  | 'id'
  | 'name'
  | 'price'
  | 'discountPercentage'
  | 'quality'
  | 'metersPerBox'
  | 'flooring'
  | 'featuredPosition'
  | 'createdAt',
  AnyColumn | SQL
>;

type Direction = 'asc' | 'desc';

/**
 * One sort key; reversed, every part flips, so a backward walk of the same index serves it. Keys
 * of columns that are never null keep PostgreSQL's default null placement (what the plain indexes
 * hold); nullsLast puts nulls last in the asked direction (indexes built NULLS LAST).
 */
function key(
  expression: AnyColumn | SQL,
  direction: Direction,
  reverse: boolean,
  nullsLast = false,
): SQL {
  const flipped = reverse ? (direction === 'asc' ? 'desc' : 'asc') : direction;
  if (!nullsLast) return sql`${expression} ${sql.raw(flipped)}`;
  return sql`${expression} ${sql.raw(flipped)} nulls ${sql.raw(reverse ? 'first' : 'last')}`;
}

/** The price a shopper pays: the one SQL form of it (products_effective_price_idx). */
const paid = (source: SortSource) => effectivePriceSql(source.price, source.discountPercentage);

/**
 * The storefront's orders, in one place: the rows' order for the query, or its exact reverse.
 *
 * - recommended (the default): floor and wall tiles first (the flooring area), then the owner's
 *   destacados in their Inicio order (featured_position, set by modules/content/home.ts), then newest;
 *   products_recommended_idx holds exactly these keys, so a page is an index walk.
 * - relevance (best first, whatever the direction asked) needs a search: rank is its score over
 *   the same source; without one it is the recommended order.
 * - price: the price paid, as the cards show it; pricePerM2: that price over the m² a
 *   box holds, products without m² after the others in both directions (products_m2_price_idx
 *   and its descending twin).
 *
 * Name then id break the other orders' ties, so pages never overlap or skip a product.
 */
export function sortOrder(
  source: SortSource,
  query: Pick<CatalogQuery, 'sortBy' | 'sortOrder'>,
  rank: SQL | null,
  reverse = false,
): SQL[] {
  const recommended = [
    key(source.flooring, 'desc', reverse, true),
    key(source.featuredPosition, 'asc', reverse, true),
    key(source.createdAt, 'desc', reverse, true),
    key(source.id, 'desc', reverse, true),
  ];
  const ties = [key(source.name, 'asc', reverse), key(source.id, 'asc', reverse)];
  const direction: Direction = query.sortOrder === 'desc' ? 'desc' : 'asc';
  switch (query.sortBy) {
    case 'recommended':
      return recommended;
    case 'relevance':
      return rank ? [key(rank, 'desc', reverse), ...ties] : recommended;
    case 'name':
      return ties.map((tie, i) => (i === 0 ? key(source.name, direction, reverse) : tie));
    case 'price':
      return [key(paid(source), direction, reverse), ...ties];
    case 'pricePerM2':
      return [
        key(sql`(${paid(source)} / nullif(${source.metersPerBox}, 0))`, direction, reverse, true),
        ...ties,
      ];
    case 'quality':
      return [key(source.quality, direction, reverse), ...ties];
  }
}
