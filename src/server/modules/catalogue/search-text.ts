import { type SQL, and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import { isFlooringArea } from '#shared/pricing';
import { searchFold } from '#shared/search';
import { type TileAttributes, attributeSearchWords } from '#shared/tile-attributes';
import { tileFormat } from '#shared/tile-format';
import type { Db } from '#server/db/client';
import { areas, categories, products, subcategories } from '#server/db/schema';

/**
 * Bump when productSearchText, searchFold or another derived column (flooring, format) changes
 * what is stored: the next start recomputes
 * every product of an older version (refreshStaleSearchText).
 */
export const SEARCH_TEXT_VERSION = 4;

/** A product's fields the search reads, and the names of its area, category and subcategory. */
export interface SearchedProduct {
  name: string;
  code?: string | null | undefined;
  brand?: string | null | undefined;
  dimensions?: string | null | undefined;
  type?: string | null | undefined;
  description?: string | null | undefined;
  /** Tile attributes (shared/tile-attributes.ts): 'gris' finds the grey tiles. */
  color?: TileAttributes['color'] | undefined;
  usage?: TileAttributes['usage'] | undefined;
  placement?: TileAttributes['placement'] | undefined;
  slipResistance?: TileAttributes['slipResistance'] | undefined;
  rectified?: boolean | null | undefined;
  areaName: string | null;
  categoryName: string | null;
  subcategoryName: string | null;
}

/**
 * What the catalogue and admin searches match: one searched field a line, in the shared
 * searchFold form.
 */
export function productSearchText(p: SearchedProduct): string {
  return searchFold(
    [
      p.name,
      p.code,
      p.brand,
      p.dimensions,
      p.type,
      p.areaName,
      p.categoryName,
      p.subcategoryName,
      ...attributeSearchWords(p),
      p.description,
    ]
      .filter(Boolean)
      .join(' '),
  );
}

/** The columns derived from a product and its taxonomy's names, recomputed together. */
export interface SearchColumns {
  searchText: string;
  searchName: string;
  searchVersion: number;
  /** In the flooring area: listed first (modules/catalogue/catalog-order.ts). */
  flooring: boolean;
  /** The formato filter's value (shared/tile-format.ts). */
  format: string | null;
}

export function searchColumns(p: SearchedProduct): SearchColumns {
  return {
    searchText: productSearchText(p),
    searchName: searchFold(p.name),
    searchVersion: SEARCH_TEXT_VERSION,
    flooring: isFlooringArea(p.areaName),
    format: tileFormat(p.dimensions),
  };
}

type TaxonomyIds = Pick<typeof products.$inferInsert, 'areaId' | 'categoryId' | 'subcategoryId'>;

/** The names of a product's area, category and subcategory (null where unset or unknown). */
export async function taxonomyNames(
  db: Db,
  ids: TaxonomyIds,
): Promise<Pick<SearchedProduct, 'areaName' | 'categoryName' | 'subcategoryName'>> {
  const name = (
    table: typeof areas | typeof categories | typeof subcategories,
    id?: string | null,
  ) =>
    id
      ? sql<string | null>`(select ${table.name} from ${table} where ${table.id} = ${id})`
      : sql<null>`null`;
  const [row] = await db
    .select({
      areaName: name(areas, ids.areaId),
      categoryName: name(categories, ids.categoryId),
      subcategoryName: name(subcategories, ids.subcategoryId),
    })
    .from(sql`(select 1) as one`);
  return row ?? { areaName: null, categoryName: null, subcategoryName: null };
}

const BATCH = 1000;

/**
 * Recomputes the search columns of the products matching where, a batch at a time, in the
 * caller's transaction when given one: a renamed area, category or subcategory, or a deleted one
 * (its products lost the name). Returns how many products were rewritten.
 */
export async function recomputeSearchText(db: Db, where: SQL | undefined): Promise<number> {
  let after = '';
  let done = 0;
  for (;;) {
    const rows = await db
      .select({
        id: products.id,
        name: products.name,
        code: products.code,
        brand: products.brand,
        dimensions: products.dimensions,
        type: products.type,
        description: products.description,
        color: products.color,
        usage: products.usage,
        placement: products.placement,
        slipResistance: products.slipResistance,
        rectified: products.rectified,
        areaName: areas.name,
        categoryName: categories.name,
        subcategoryName: subcategories.name,
      })
      .from(products)
      .leftJoin(areas, eq(areas.id, products.areaId))
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
      .where(and(where, after ? gt(products.id, after) : undefined))
      .orderBy(asc(products.id))
      .limit(BATCH);
    const last = rows.at(-1);
    if (!last) return done;
    const values = rows.map((row) => ({ id: row.id, ...searchColumns(row) }));
    // One statement per batch: the word list's trigger then runs once for the whole batch.
    await db.execute(sql`
      update ${products} set
        search_text = v.search_text, search_name = v.search_name, search_version = v.search_version,
        flooring = v.flooring, format = v.format
      from json_to_recordset(${JSON.stringify(
        values.map((v) => ({
          id: v.id,
          search_text: v.searchText,
          search_name: v.searchName,
          search_version: v.searchVersion,
          flooring: v.flooring,
          format: v.format,
        })),
      )}::json) as v(id uuid, search_text text, search_name text, search_version int,
        flooring boolean, format text)
      where ${products.id} = v.id`);
    done += rows.length;
    after = last.id;
  }
}

/**
 * At start: products whose search text an older version of the rule computed (a database from
 * before migration 0006, or before a change of productSearchText) get the current one.
 * Idempotent, and nearly free when nothing is stale: one scan of a small integer column.
 */
export function refreshStaleSearchText(db: Db): Promise<number> {
  return recomputeSearchText(db, ne(products.searchVersion, SEARCH_TEXT_VERSION));
}
