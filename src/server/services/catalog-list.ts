import { type SQL, and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { PAGE_SIZE } from '../../shared/catalog-filters';
import type { CatalogQuery, ProductListResponse } from '../../shared/catalog-query';
import { escapeLike, normalizeSearch } from '../../shared/search';
import type { Db } from '../db/client';
import { areas, categories, products, subcategories } from '../db/schema';
import { productColumns } from './catalog-read';
import { toProductImage } from './images';
import type { Storage } from './storage';

/** The price a shopper pays (SPEC §9), so sorting by price matches what the cards show. */
const effectivePriceSql = sql`(${products.price} * (1 - coalesce(${products.discountPercentage}, 0) / 100))`;

const SORT_COLUMNS = {
  name: products.name,
  price: effectivePriceSql,
  quality: products.quality,
} as const;

function taxonomyConditions(query: CatalogQuery): SQL[] {
  const where: SQL[] = [];
  if (query.areaId) where.push(eq(products.areaId, query.areaId));
  if (query.categoryId) where.push(eq(products.categoryId, query.categoryId));
  if (query.subcategoryId) where.push(eq(products.subcategoryId, query.subcategoryId));
  return where;
}

function productConditions(query: CatalogQuery): SQL[] {
  const where = taxonomyConditions(query);
  if (query.quality !== 'todas') where.push(eq(products.quality, query.quality));
  if (query.type) where.push(sql`lower(${products.type}) = ${query.type.toLowerCase()}`);
  if (query.brands.length > 0) where.push(inArray(products.brand, query.brands));
  const term = normalizeSearch(query.search ?? '');
  // search_text is normalised the same way and has a trigram index, so this LIKE uses it.
  if (term) where.push(sql`${products.searchText} like ${`%${escapeLike(term)}%`}`);
  return where;
}

/** One page of products matching the filters, the total and the brand facet. */
export async function listProducts(
  db: Db,
  storage: Storage,
  query: CatalogQuery,
): Promise<ProductListResponse> {
  const where = and(...productConditions(query));
  const [[counted], brandRows] = await Promise.all([
    db.select({ total: count() }).from(products).where(where),
    db
      .selectDistinct({ brand: products.brand })
      .from(products)
      .where(and(...taxonomyConditions(query), sql`${products.brand} <> ''`))
      .orderBy(asc(products.brand)),
  ]);
  const total = counted?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const direction = query.sortOrder === 'desc' ? desc : asc;

  const order = [direction(SORT_COLUMNS[query.sortBy]), asc(products.name), asc(products.id)];
  // Deferred join: the page's ids are found first, walking only the index-ordered rows the
  // OFFSET skips; the full rows and their taxonomy names are read for those 15 ids alone.
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    // The id breaks ties so pages never overlap or skip a product.
    .orderBy(...order)
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
    .as('page_ids');
  const rows =
    total === 0
      ? []
      : await db
          .select({
            ...productColumns,
            areaName: areas.name,
            categoryName: categories.name,
            subcategoryName: subcategories.name,
          })
          .from(pageIds)
          .innerJoin(products, eq(products.id, pageIds.id))
          .leftJoin(areas, eq(areas.id, products.areaId))
          .leftJoin(categories, eq(categories.id, products.categoryId))
          .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
          .orderBy(...order);

  return {
    items: rows.map((row) => ({
      ...row,
      images: row.images.map((image) => toProductImage(storage, row.id, image)),
    })),
    page,
    pageSize: PAGE_SIZE,
    pageCount,
    total,
    facets: { brands: brandRows.map((r) => r.brand) },
  };
}
