import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { ProductImage } from '#shared/catalog';
import { PRODUCT_NOT_FOUND } from '#shared/messages';
import {
  SIMILAR_TILES_LIMIT,
  type VisualizerAnswer,
  type VisualizerTile,
  isWallTile,
} from '#shared/visualizer/tiles';
import type { Db } from '#server/db/client';
import { type StoredImage, categories, products, subcategories } from '#server/db/schema';
import { notFound } from '#server/errors';
import { recordActivity } from '../staff/activity';
import { isPublished } from '../catalogue/catalog-read';
import {
  deleteProductImage,
  encodeImage,
  imageKey,
  storeEncodedImage,
  toProductImage,
} from '#server/lib/images';
import { productSubject } from '../catalogue/product-activity';
import type { Storage } from '#server/lib/storage';

/** A textura is square: its variants, cropped to 1:1 around the picture's salient part. */
export const TEXTURE_WIDTHS = [512, 1024] as const;

const tileColumns = {
  id: products.id,
  name: products.name,
  dimensions: products.dimensions,
  metersPerBox: products.metersPerBox,
  price: products.price,
  discountPercentage: products.discountPercentage,
  inStock: products.inStock,
  saleUnit: products.saleUnit,
  categoryId: products.categoryId,
  images: products.images,
  texture: products.texture,
  color: products.color,
  categoryName: categories.name,
  subcategoryName: subcategories.name,
};

type TileRow = {
  id: string;
  images: StoredImage[];
  texture: StoredImage | null;
  categoryName: string | null;
  subcategoryName: string | null;
} & Omit<VisualizerTile, 'wall' | 'texture'>;

/** The largest variant of the textura (a tile is drawn big), else the first image's medium one. */
function faceUrl(storage: Storage, row: TileRow): string | null {
  if (row.texture) {
    const width = Math.max(...row.texture.widths);
    return storage.url(imageKey(row.id, row.texture.id, width));
  }
  const first = row.images[0];
  return first ? toProductImage(storage, row.id, first).src : null;
}

function toTile(storage: Storage, row: TileRow): VisualizerTile {
  return {
    id: row.id,
    name: row.name,
    dimensions: row.dimensions,
    metersPerBox: row.metersPerBox,
    price: row.price,
    discountPercentage: row.discountPercentage,
    inStock: row.inStock,
    saleUnit: row.saleUnit,
    wall: isWallTile(row.categoryName, row.subcategoryName),
    texture: faceUrl(storage, row),
    color: row.color,
  };
}

function selectTiles(db: Db) {
  return db
    .select(tileColumns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .$dynamic();
}

/** The published product and up to SIMILAR_TILES_LIMIT others of its category with a size. */
export async function visualizerTiles(
  db: Db,
  storage: Storage,
  id: string,
): Promise<VisualizerAnswer> {
  const [row] = await selectTiles(db).where(and(eq(products.id, id), isPublished));
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  const similar = row.categoryId
    ? await selectTiles(db)
        .where(
          and(
            eq(products.categoryId, row.categoryId),
            ne(products.id, id),
            isPublished,
            isNotNull(products.format),
          ),
        )
        .orderBy(asc(products.name), asc(products.id))
        .limit(SIMILAR_TILES_LIMIT)
    : [];
  return { tiles: [row, ...similar].map((r) => toTile(storage, r)) };
}

/** The owner's textura of a product (admin), or null; 404 for an unknown product. */
export async function productTexture(
  db: Db,
  storage: Storage,
  id: string,
  notFoundMessage: string,
): Promise<ProductImage | null> {
  const [row] = await db
    .select({ texture: products.texture })
    .from(products)
    .where(eq(products.id, id));
  if (!row) throw notFound(notFoundMessage);
  return row.texture ? toProductImage(storage, id, row.texture) : null;
}

/**
 * Replaces (or, with `upload` null, removes) a product's textura. The upload goes through the
 * images' pipeline (content check, EXIF gone, WebP re-encoding, the storage in use); the old
 * files are deleted once the new row has committed.
 */
export async function setProductTexture(
  db: Db,
  storage: Storage,
  id: string,
  upload: Buffer | null,
  by: { id: string },
  notFoundMessage: string,
): Promise<ProductImage | null> {
  const stored = upload
    ? await storeEncodedImage(
        storage,
        id,
        await encodeImage(upload, TEXTURE_WIDTHS, { width: 1, height: 1 }),
      )
    : null;
  const previous = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ name: products.name, texture: products.texture })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    if (!current) return undefined;
    await tx.update(products).set({ texture: stored }).where(eq(products.id, id));
    await recordActivity(tx, {
      actorId: by.id,
      action: 'product.update',
      subject: productSubject(current.name),
      detail: stored ? 'Textura para «Ver en mi ambiente» cargada' : 'Textura quitada',
    });
    return current.texture;
  });
  if (previous === undefined) {
    if (stored) await deleteProductImage(storage, id, stored).catch(() => undefined);
    throw notFound(notFoundMessage);
  }
  if (previous) await deleteProductImage(storage, id, previous).catch(() => undefined);
  return stored ? toProductImage(storage, id, stored) : null;
}
