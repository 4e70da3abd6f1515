import { asc, eq } from 'drizzle-orm';
import type { ProductDetail, ProductImage, Taxonomy } from '#shared/catalog';
import { type Db, oneAtATime } from '#server/db/client';
import { type StoredImage, areas, categories, products, subcategories } from '#server/db/schema';
import { toProductImage } from '#server/lib/images';
import { stockSummarySql } from '../stock/queries';
import type { Storage } from '#server/lib/storage';

/** A tile's attributes (shared/tile-attributes.ts): read by the API, the export and the edits. */
export const tileAttributeColumns = {
  color: products.color,
  usage: products.usage,
  placement: products.placement,
  slipResistance: products.slipResistance,
  pei: products.pei,
  rectified: products.rectified,
  thicknessMm: products.thicknessMm,
};

/** Columns of a product the API returns (never search_text). */
export const productColumns = {
  id: products.id,
  name: products.name,
  code: products.code,
  description: products.description,
  brand: products.brand,
  price: products.price,
  discountPercentage: products.discountPercentage,
  dimensions: products.dimensions,
  metersPerBox: products.metersPerBox,
  quality: products.quality,
  type: products.type,
  hasShipping: products.hasShipping,
  saleUnit: products.saleUnit,
  areaId: products.areaId,
  categoryId: products.categoryId,
  subcategoryId: products.subcategoryId,
  images: products.images,
  status: products.status,
  inStock: products.inStock,
  ...tileAttributeColumns,
};

/** What the shop may show: a borrador is hidden everywhere outside the admin. */
export const isPublished = eq(products.status, 'publicado');

/** Published products and when each last changed, the oldest first (the sitemap). */
export function publishedProductDates(db: Db, limit: number) {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(isPublished)
    .orderBy(asc(products.createdAt), asc(products.id))
    .limit(limit);
}

/**
 * Products with their taxonomy names, as ProductDetail reads them: the product page, the admin
 * list and Inicio's destacados. The caller adds where, order and paging; `withImageUrls` makes a
 * row an answer.
 */
export function selectProductDetails(db: Db) {
  return db
    .select({
      ...productColumns,
      areaName: areas.name,
      categoryName: categories.name,
      subcategoryName: subcategories.name,
      stock: stockSummarySql,
    })
    .from(products)
    .leftJoin(areas, eq(areas.id, products.areaId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .$dynamic();
}

/** A product row with its stored images as the addresses the shop serves. */
export function withImageUrls<R extends { id: string; images: StoredImage[] }>(
  storage: Storage,
  row: R,
): Omit<R, 'images'> & { images: ProductImage[] } {
  return { ...row, images: row.images.map((image) => toProductImage(storage, row.id, image)) };
}

/** One product with its taxonomy names, or null. */
export async function getProductDetail(
  db: Db,
  storage: Storage,
  id: string,
): Promise<ProductDetail | null> {
  const [row] = await selectProductDetails(db).where(eq(products.id, id));
  return row ? withImageUrls(storage, row) : null;
}

/** The taxonomy's columns, as the shop and the admin read them back. */
export const areaColumns = {
  id: areas.id,
  name: areas.name,
  description: areas.description,
  order: areas.order,
};
export const categoryColumns = {
  id: categories.id,
  name: categories.name,
  description: categories.description,
  order: categories.order,
  areaId: categories.areaId,
  adhesiveProductId: categories.adhesiveProductId,
  groutProductId: categories.groutProductId,
};
export const subcategoryColumns = {
  id: subcategories.id,
  name: subcategories.name,
  description: subcategories.description,
  order: subcategories.order,
  categoryId: subcategories.categoryId,
};

/** Areas, categories and subcategories, each ordered by `order`. */
export async function getTaxonomy(db: Db): Promise<Taxonomy> {
  const [areaRows, categoryRows, subcategoryRows] = await oneAtATime([
    db.select(areaColumns).from(areas).orderBy(asc(areas.order), asc(areas.name)),
    db
      .select(categoryColumns)
      .from(categories)
      .orderBy(asc(categories.order), asc(categories.name)),
    db
      .select(subcategoryColumns)
      .from(subcategories)
      .orderBy(asc(subcategories.order), asc(subcategories.name)),
  ]);
  return { areas: areaRows, categories: categoryRows, subcategories: subcategoryRows };
}
