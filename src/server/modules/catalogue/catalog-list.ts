import { type AnyColumn, type SQL, and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { SLIP_RESISTANCES } from '#shared/tile-attributes';
import { PAGE_SIZE } from '#shared/catalog-filters';
import type { ProductDetail } from '#shared/catalog';
import type { CatalogQuery, ProductListResponse } from '#shared/catalog-query';
import { type Db, rowsOf } from '#server/db/client';
import { effectivePriceSql } from '#server/db/pricing-sql';
import { type StoredImage, areas, categories, products, subcategories } from '#server/db/schema';
import { isPublished, productColumns, withImageUrls } from './catalog-read';
import { stockSummarySql } from '../stock/queries';
import { catalogueTotal, taxonomyConditions } from './catalog-counts';
import { type SortSource, sortOrder } from './catalog-order';
import { type SearchMatch, didYouMean, shopperSearchMatch, withSearchPlan } from './search-query';
import type { Storage } from '#server/lib/storage';

/**
 * A filtered list (a search, brands, finish…) is counted exactly up to this many matches; beyond,
 * the answer says "more than" (ProductListResponse.totalCapped). Counting every match of a
 * common word costs a recheck of each row's text, and nobody pages past 133 pages of a search.
 */
export const COUNT_UP_TO = 2000;

function productConditions(query: CatalogQuery, search: SearchMatch | null): SQL[] {
  const where = [isPublished, ...taxonomyConditions(query)];
  if (query.quality !== 'todas') where.push(eq(products.quality, query.quality));
  if (query.type) where.push(sql`lower(${products.type}) = ${query.type.toLowerCase()}`);
  if (query.brands.length > 0) where.push(inArray(products.brand, query.brands));
  if (query.format) where.push(eq(products.format, query.format));
  where.push(...tileConditions(query));
  // The price paid, as the cards show it and the price sort orders it (products_effective_price_idx).
  const paid = effectivePriceSql(products.price, products.discountPercentage);
  if (query.priceMin !== undefined) where.push(sql`${paid} >= ${query.priceMin}`);
  if (query.priceMax !== undefined) where.push(sql`${paid} <= ${query.priceMax}`);
  if (query.onSale) where.push(sql`${products.discountPercentage} > 0`);
  // LIKEs on search_text, which has a trigram index (modules/catalogue/search-query.ts).
  if (search?.where) where.push(search.where);
  return where;
}

/** The tile attribute filters (shared/tile-attributes.ts): "for piso" includes "for both". */
function tileConditions(query: CatalogQuery): SQL[] {
  const where: SQL[] = [];
  if (query.color) where.push(eq(products.color, query.color));
  if (query.usage) where.push(inArray(products.usage, [query.usage, 'ambos']));
  if (query.placement) where.push(inArray(products.placement, [query.placement, 'ambos']));
  if (query.slipResistance) {
    const from = SLIP_RESISTANCES.indexOf(query.slipResistance);
    where.push(inArray(products.slipResistance, SLIP_RESISTANCES.slice(from)));
  }
  if (query.pei !== undefined) where.push(gte(products.pei, query.pei));
  if (query.rectified) where.push(eq(products.rectified, true));
  return where;
}

/** Whether the catalogue_counts table answers the total: taxonomy and quality filters only. */
const countable = (query: CatalogQuery, search: SearchMatch | null) =>
  !query.type &&
  query.brands.length === 0 &&
  !query.format &&
  tileConditions(query).length === 0 &&
  query.priceMin === undefined &&
  query.priceMax === undefined &&
  !query.onSale &&
  !search?.where;

/**
 * The distinct values of a column within the chosen area/category/subcategory, as a CTE named
 * facet_{name}, from a loose index scan: each step asks the (taxonomy, column) index for the next
 * value after the last one, so the cost grows with the number of values, not of products.
 */
function facet(name: string, column: AnyColumn, query: CatalogQuery): SQL {
  const scope = and(isPublished, ...taxonomyConditions(query)) ?? sql`true`;
  const cte = sql.raw(`facet_${name}`);
  return sql`${cte}(value) as (
      (select ${column} from ${products}
        where ${scope} and ${column} > '' order by ${column} limit 1)
      union all
      select (select ${column} from ${products}
        where ${scope} and ${column} > ${cte}.value order by ${column} limit 1)
      from ${cte} where ${cte}.value is not null
    )`;
}

const facets = (query: CatalogQuery) =>
  sql`${facet('brands', products.brand, query)}, ${facet('formats', products.format, query)}`;

const facetValues = (name: string) =>
  sql`(select coalesce(json_agg(value order by value), '[]') from ${sql.raw(`facet_${name}`)}
    where value is not null)`;

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
    stock: stockSummarySql,
  }).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
  sql`, `,
)})`;

/**
 * The page's products as one JSON array, in the list's order: the ids come first from pageIds (a
 * subquery with an id column, already limited to the page), and the full rows and their taxonomy
 * names are read for those ids alone (a deferred join).
 */
function pageItems(pageIds: SQL, query: CatalogQuery, rank: SQL | null): SQL {
  return sql`(select coalesce(json_agg(${listedProduct} order by ${sql.join(
    sortOrder(products, query, rank),
    sql`, `,
  )}), '[]') from (${pageIds}) as page_ids join ${products} on ${products.id} = page_ids.id)`;
}

const orderBy = (keys: SQL[]) => sql.join(keys, sql`, `);

/** The columns of products the sort orders read, for the matches CTE. */
const matchColumns = sql`${products.id}, ${products.name}, ${products.price},
  ${products.discountPercentage}, ${products.quality}, ${products.metersPerBox},
  ${products.flooring}, ${products.featuredPosition}, ${products.createdAt}`;
const matchSource: SortSource = {
  id: sql`matches.id`,
  name: sql`matches.name`,
  price: sql`matches.price`,
  discountPercentage: sql`matches.discount_percentage`,
  quality: sql`matches.quality`,
  metersPerBox: sql`matches.meters_per_box`,
  flooring: sql`matches.flooring`,
  featuredPosition: sql`matches.featured_position`,
  createdAt: sql`matches.created_at`,
};

interface ListedPage {
  total: number;
  totalCapped: boolean;
  brands: string[];
  formats: string[];
  items: ListedRow[];
}

/** One page of products matching the filters, the total and the brand facet. */
export async function listProducts(
  db: Db,
  storage: Storage,
  query: CatalogQuery,
  countUpTo = COUNT_UP_TO,
): Promise<ProductListResponse> {
  // The word list is read before the search's plan settings: it is a small table, and with
  // sequential scans off its statement cost several times more on PGlite.
  const search = await shopperSearchMatch(db, query.search);
  const listed = await listSearched(db, storage, query, search, countUpTo);
  if (listed.total > 0 || !search?.where || !query.search) return listed;
  const nearest = await nearestResults(db, storage, query, query.search, search.unknown, countUpTo);
  return { ...nearest, understood: search.understood };
}

const listSearched = (
  db: Db,
  storage: Storage,
  query: CatalogQuery,
  search: SearchMatch | null,
  countUpTo: number,
) =>
  search?.where
    ? withSearchPlan(db, (tx) => listMatching(tx, storage, query, search, countUpTo))
    : listMatching(db, storage, query, search, countUpTo);

/**
 * A search that matched nothing never ends on an empty page: the search with its
 * unknown words corrected ("¿Quisiste decir…?"), else the products matching some of the words,
 * most words first; the other filters stay. Only searches that found nothing pay for this.
 */
async function nearestResults(
  db: Db,
  storage: Storage,
  query: CatalogQuery,
  text: string,
  unknown: string[],
  countUpTo: number,
): Promise<ProductListResponse> {
  const suggestion = await didYouMean(db, text, unknown);
  const relevance = { ...query, sortBy: 'relevance' as const };
  if (suggestion) {
    const corrected = await shopperSearchMatch(db, suggestion);
    const listed = await listSearched(db, storage, relevance, corrected, countUpTo);
    if (listed.total > 0)
      return { ...listed, searchHelp: { didYouMean: suggestion, nearest: true } };
  }
  const some = await shopperSearchMatch(db, suggestion ?? text, 'any');
  const listed = await listSearched(db, storage, relevance, some, countUpTo);
  return { ...listed, searchHelp: { didYouMean: suggestion, nearest: listed.total > 0 } };
}

async function listMatching(
  db: Db,
  storage: Storage,
  query: CatalogQuery,
  search: SearchMatch | null,
  countUpTo: number,
): Promise<ProductListResponse> {
  const conditions = productConditions(query, search);
  const rank = query.sortBy === 'relevance' ? (search?.rank ?? null) : null;
  const listed = countable(query, search)
    ? await countedPage(db, query, conditions, rank)
    : await filteredPage(db, query, conditions, rank, countUpTo);
  const pageCount = Math.max(1, Math.ceil(listed.total / PAGE_SIZE));
  return {
    items: listed.items.map((row) => withImageUrls(storage, row)),
    page: Math.min(query.page, pageCount),
    pageSize: PAGE_SIZE,
    pageCount,
    total: listed.total,
    totalCapped: listed.totalCapped,
    searchHelp: null,
    understood: search?.understood ?? [],
    facets: { brands: listed.brands, formats: listed.formats },
  };
}

/**
 * Up to this many matches of taxonomy filters, a page is found by collecting the matches through
 * the filters' indexes and sorting them; beyond it, by walking the sort order's index (matches
 * are dense enough that a page of them comes quickly).
 */
const SORT_MATCHES_UP_TO = 2000;

/**
 * A list filtered by taxonomy and quality at most: the total is a sum over catalogue_counts (a few
 * dozen rows), in one statement with the brand facet (on PGlite each statement costs a round of
 * parsing, planning and protocol work in the server's own thread); then the page.
 */
async function countedPage(
  db: Db,
  query: CatalogQuery,
  conditions: SQL[],
  rank: SQL | null,
): Promise<ListedPage> {
  const [summary] = rowsOf<{ total: number; brands: string[]; formats: string[] }>(
    await db.execute(sql`with recursive ${facets(query)}
      select ${catalogueTotal(db, query)}::int as total, ${facetValues('brands')} as brands,
        ${facetValues('formats')} as formats`),
  );
  const total = summary?.total ?? 0;
  const brands = summary?.brands ?? [];
  const formats = summary?.formats ?? [];
  if (total === 0) return { total, totalCapped: false, brands, formats, items: [] };
  const where = and(...conditions);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const start = (Math.min(query.page, pageCount) - 1) * PAGE_SIZE;
  const end = Math.min(start + PAGE_SIZE, total);
  // In the second half of the list the page is read from the other end (reversed order, a
  // smaller OFFSET): the last page costs as little as the first.
  const fromEnd = start > total - end;
  const offset = fromEnd ? total - end : start;
  // Few matches: a LIMIT keeps PostgreSQL from flattening this subquery, so the matches come from
  // the filters' indexes and are then sorted, instead of from a walk of the sort order's index
  // that may pass thousands of non-matching rows first.
  const pageIds =
    conditions.length > 0 && total <= SORT_MATCHES_UP_TO
      ? sql`select matches.id from (select ${matchColumns} from ${products} where ${where}
          limit ${SORT_MATCHES_UP_TO}) as matches
          order by ${orderBy(sortOrder(matchSource, query, null, fromEnd))}
          limit ${end - start} offset ${offset}`
      : sql`select ${products.id} from ${products} ${where ? sql`where ${where}` : sql``}
          order by ${orderBy(sortOrder(products, query, rank, fromEnd))}
          limit ${end - start} offset ${offset}`;
  const [row] = rowsOf<{ items: ListedRow[] }>(
    await db.execute(sql`select ${pageItems(pageIds, query, rank)} as items`),
  );
  return { total, totalCapped: false, brands, formats, items: row?.items ?? [] };
}

/**
 * A list filtered by a search, brands or finish, in one statement: the matches are read once
 * (through the filters' indexes: trigram, brand…) into a CTE that gives the count, the brand facet
 * and, when they are few, the sorted page. The count stops at countUpTo + 1 matches unless the
 * order is relevance (which ranks every match anyway); past it the page comes from a walk of the
 * sort order's index, where matches that many are dense.
 */
async function filteredPage(
  db: Db,
  query: CatalogQuery,
  conditions: SQL[],
  rank: SQL | null,
  countUpTo: number,
): Promise<ListedPage> {
  const where = and(...conditions) ?? sql`true`;
  const ranked = rank !== null;
  const start = (query.page - 1) * PAGE_SIZE;
  // The page actually served: a page past the last is served as the last.
  const matchesStart = sql`least(${start}, greatest((select n from counted) - 1, 0) / ${PAGE_SIZE} * ${PAGE_SIZE})`;
  const cappedStart = Math.min(start, (Math.ceil(countUpTo / PAGE_SIZE) - 1) * PAGE_SIZE);
  const fromMatches = sql`select matches.id from matches
    order by ${orderBy(sortOrder(matchSource, query, ranked ? sql`matches.rank` : null))}
    limit ${PAGE_SIZE} offset ${matchesStart}`;
  const fromIndex = sql`select ${products.id} from ${products} where ${where}
    order by ${orderBy(sortOrder(products, query, rank))}
    limit ${PAGE_SIZE} offset ${cappedStart}`;
  const [row] = rowsOf<{ total: number; brands: string[]; formats: string[]; items: ListedRow[] }>(
    await db.execute(sql`with recursive ${facets(query)},
      matches as materialized (
        select ${matchColumns}, ${rank ?? sql`0`} as rank from ${products} where ${where}
        ${ranked ? sql`` : sql`limit ${countUpTo + 1}`}
      ),
      counted as (select ${count()}::int as n from matches)
      select (select n from counted) as total, ${facetValues('brands')} as brands,
        ${facetValues('formats')} as formats,
        case when (select n from counted) = 0 then '[]'
          when ${ranked ? sql`true` : sql`(select n from counted) <= ${countUpTo}`}
            then ${pageItems(fromMatches, query, rank)}
          else ${pageItems(fromIndex, query, rank)} end as items`),
  );
  const matched = row?.total ?? 0;
  const totalCapped = !ranked && matched > countUpTo;
  return {
    total: totalCapped ? countUpTo : matched,
    totalCapped,
    brands: row?.brands ?? [],
    formats: row?.formats ?? [],
    items: row?.items ?? [],
  };
}
