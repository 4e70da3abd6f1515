import { type AnyColumn, type SQL, and, eq, sql } from 'drizzle-orm';
import type { CatalogQuery } from '#shared/catalog-query';
import type { Db } from '#server/db/client';
import { catalogueCounts, products } from '#server/db/schema';

/** The taxonomy filters, on products or on a table keyed like it (catalogue_counts). */
export function taxonomyConditions(
  query: Pick<CatalogQuery, 'areaId' | 'categoryId' | 'subcategoryId'>,
  table: Record<'areaId' | 'categoryId' | 'subcategoryId', AnyColumn> = products,
): SQL[] {
  const where: SQL[] = [];
  if (query.areaId) where.push(eq(table.areaId, query.areaId));
  if (query.categoryId) where.push(eq(table.categoryId, query.categoryId));
  if (query.subcategoryId) where.push(eq(table.subcategoryId, query.subcategoryId));
  return where;
}

/**
 * How many products the taxonomy and quality filters leave, as a scalar subquery: a sum over the
 * catalogue_counts table (a few dozen rows, kept exact by triggers), not a count of the catalogue.
 */
export function catalogueTotal(db: Db, query: CatalogQuery): SQL {
  const conditions = taxonomyConditions(query, catalogueCounts);
  if (query.quality !== 'todas') conditions.push(eq(catalogueCounts.quality, query.quality));
  return sql`(${db
    .select({ total: sql`coalesce(sum(${catalogueCounts.products}), 0)` })
    .from(catalogueCounts)
    .where(and(...conditions))})`;
}
