import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * The shared effectivePrice (src/shared/pricing.ts) as SQL: the price after a positive discount,
 * rounded to cents (a discount of zero or less leaves the price). The catalogue's price sort and
 * products_effective_price_idx use this one expression, so the index serves the sort;
 * pricing-sql.test.ts holds it to the JS rule on both engines.
 */
export function effectivePriceSql(price: AnyColumn | SQL, discount: AnyColumn | SQL): SQL<number> {
  return sql<number>`round(${price} * (1 - greatest(coalesce(${discount}, 0), 0) / 100), 2)`;
}
