import { type AnyColumn, type SQL, and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { PAGE_SIZE } from '../../shared/catalog-filters';
import type { ProductDetail } from '../../shared/catalog';
import type { CatalogQuery, ProductListResponse } from '../../shared/catalog-query';
import { type Db, rowsOf } from '../db/client';
import {
  type StoredImage,
  areas,
  catalogueCounts,
  categories,
  products,
  subcategories,
} from '../db/schema';
import { isPublished, productColumns } from './catalog-read';
import { toProductImage } from './images';
import { type SearchMatch, searchMatch, withSearchPlan } from './search-query';
import type { Storage } from './storage';

/** The columns a page is sorted by: the table's own, or those of a subquery of its rows. */
type SortSource = Record<'id' | 'name' | 'price' | 'discountPercentage' | 'quality', AnyColumn>;

/**
 * The rows' order for the query, or its exact reverse. Name then id break ties, so pages never
 * overlap or skip a product. Relevance (best first, whatever the direction asked) needs a search:
 * rank is its score over the same source; without a search it is the name order.
 */
function sortOrder(source: SortSource, query: CatalogQuery, rank: SQL | null, reverse = false) {
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

/** The taxonomy filters, on products or on a table keyed like it (catalogue_counts). */
function taxonomyConditions(
  query: CatalogQuery,
  table: Record<'areaId' | 'categoryId' | 'subcategoryId', AnyColumn> = products,
): SQL[] {
  const where: SQL[] = [];
  if (query.areaId) where.push(eq(table.areaId, query.areaId));
  if (query.categoryId) where.push(eq(table.categoryId, query.categoryId));
  if (query.subcategoryId) where.push(eq(table.subcategoryId, query.subcategoryId));
  return where;
}

function productConditions(query: CatalogQuery, search: SearchMatch | null): SQL[] {
  const where = [isPublished, ...taxonomyConditions(query)];
  if (query.quality !== 'todas') where.push(eq(products.quality, query.quality));
  if (query.type) where.push(sql`lower(${products.type}) = ${query.type.toLowerCase()}`);
  if (query.brands.length > 0) where.push(inArray(products.brand, query.brands));
  // LIKEs on search_text, which has a trigram index (services/search-query.ts).
  if (search?.where) where.push(search.where);
  return where;
}

/**
 * How many products match, as a scalar subquery. Filters by taxonomy and quality alone (the usual
 * case) are answered by the catalogue_counts table, a sum over a few dozen rows; other filters
 * count matching rows through their indexes.
 */
function matchCount(db: Db, query: CatalogQuery, where: SQL | undefined, searching: boolean): SQL {
  const countable = !query.type && query.brands.length === 0 && !searching;
  if (!countable) return sql`(${db.select({ total: count() }).from(products).where(where)})`;
  const conditions = taxonomyConditions(query, catalogueCounts);
  if (query.quality !== 'todas') conditions.push(eq(catalogueCounts.quality, query.quality));
  return sql`(${db
    .select({ total: sql`coalesce(sum(${catalogueCounts.products}), 0)` })
    .from(catalogueCounts)
    .where(and(...conditions))})`;
}

/**
 * How many products match and the brands within the chosen area/category/subcategory, in one
 * statement: on PGlite each statement costs a round of parsing, planning and protocol work in the
 * server's own thread, so the filter panel's two figures share one.
 *
 * The brands come from a loose index scan: each step asks the (taxonomy, brand) index for the next
 * brand after the last one, so the cost grows with the number of brands, not of products.
 */
async function summary(
  db: Db,
  query: CatalogQuery,
  where: SQL | undefined,
  searching: boolean,
): Promise<{ total: number; brands: string[] }> {
  const scope = and(isPublished, ...taxonomyConditions(query));
  const result = await db.execute(sql`
    with recursive facet(brand) as (
      (select ${products.brand} from ${products}
        where ${scope} and ${products.brand} > '' order by ${products.brand} limit 1)
      union all
      select (select ${products.brand} from ${products}
        where ${scope} and ${products.brand} > facet.brand order by ${products.brand} limit 1)
      from facet where facet.brand is not null
    )
    select ${matchCount(db, query, where, searching)}::int as total,
      (select coalesce(json_agg(brand order by brand), '[]') from facet where brand is not null)
        as brands`);
  const [row] = rowsOf<{ total: number; brands: string[] }>(result);
  return row ?? { total: 0, brands: [] };
}

/**
 * Up to this many matches, a filtered page is found by collecting the matches through the
 * filters' indexes and sorting them; beyond it, by walking the sort order's index (matches are
 * dense enough that a page of them comes quickly).
 */
const SORT_MATCHES_UP_TO = 2000;

/** A listed product as stored: its images are not yet the URLs the API sends. */
type ListedRow = Omit<ProductDetail, 'images'> & { images: StoredImage[] };

/**
 * A listed product as one JSON object built by the database (keys are this object's own
 * property names): on PGlite, one JSON value for the page costs far less to decode than 15 rows
 * of 18 columns through its protocol parser. The taxonomy names are scalar subqueries, cheaper
 * to plan than three more joins.
 */
const listedProduct = sql`json_build_object(${sql.join(
  Object.entries({
    ...productColumns,
    areaName: sql`(select ${areas.name} from ${areas} where ${areas.id} = ${products.areaId})`,
    categoryName: sql`(select ${categories.name} from ${categories}
      where ${categories.id} = ${products.categoryId})`,
    subcategoryName: sql`(select ${subcategories.name} from ${subcategories}
      where ${subcategories.id} = ${products.subcategoryId})`,
  }).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
  sql`, `,
)})`;

/** One page of products matching the filters, the total and the brand facet. */
export function listProducts(
  db: Db,
  storage: Storage,
  query: CatalogQuery,
): Promise<ProductListResponse> {
  return query.search?.trim()
    ? withSearchPlan(db, (tx) => listMatching(tx, storage, query))
    : listMatching(db, storage, query);
}

async function listMatching(
  db: Db,
  storage: Storage,
  query: CatalogQuery,
): Promise<ProductListResponse> {
  const search = await searchMatch(db, query.search);
  const conditions = productConditions(query, search);
  const where = and(...conditions);
  const { total, brands } = await summary(db, query, where, Boolean(search?.where));
  const rankBy = query.sortBy === 'relevance' ? search?.rank : undefined;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(query.page, pageCount);

  // The page is rows [start, end) of the sorted matches. In the second half of the list it is
  // read from the other end (reversed order, a smaller OFFSET): the last page costs as little
  // as the first.
  const start = (page - 1) * PAGE_SIZE;
  const end = Math.min(start + PAGE_SIZE, total);
  const fromEnd = start > total - end;
  // Few matches: a LIMIT keeps PostgreSQL from flattening this subquery, so the matches come
  // from the filters' indexes (trigram, brand…) and are then sorted, instead of from a walk of
  // the sort order's index that may pass thousands of non-matching rows first.
  const source =
    conditions.length > 0 && total <= SORT_MATCHES_UP_TO
      ? db
          .select({
            id: products.id,
            name: products.name,
            price: products.price,
            discountPercentage: products.discountPercentage,
            quality: products.quality,
            rank: (rankBy ?? sql<number>`0`).as('rank'),
          })
          .from(products)
          .where(where)
          .limit(SORT_MATCHES_UP_TO)
          .as('matches')
      : null;
  // Deferred join: the page's ids are found first, walking only the index-ordered rows the
  // OFFSET skips; the full rows and their taxonomy names are read for those 15 ids alone.
  const pageIds = (
    source
      ? db
          .select({ id: source.id })
          .from(source)
          .orderBy(...sortOrder(source, query, rankBy ? sql`${source.rank}` : null, fromEnd))
      : db
          .select({ id: products.id })
          .from(products)
          .where(where)
          .orderBy(...sortOrder(products, query, rankBy ?? null, fromEnd))
  )
    .limit(end - start)
    .offset(fromEnd ? total - end : start)
    .as('page_ids');
  const rows =
    total === 0
      ? []
      : ((
          await db
            .select({
              items: sql<ListedRow[]>`coalesce(json_agg(${listedProduct} order by ${sql.join(
                sortOrder(products, query, rankBy ?? null),
                sql`, `,
              )}), '[]')`,
            })
            .from(pageIds)
            .innerJoin(products, eq(products.id, pageIds.id))
        )[0]?.items ?? []);

  return {
    items: rows.map((row) => ({
      ...row,
      images: row.images.map((image) => toProductImage(storage, row.id, image)),
    })),
    page,
    pageSize: PAGE_SIZE,
    pageCount,
    total,
    facets: { brands },
  };
}
