import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { products } from '#server/db/schema';
import { isPublished, selectProductDetails } from '../catalogue/catalog-read';

/**
 * The products the feeds list: published ones with at least one photo (both services refuse an
 * item without an image), with their taxonomy names and stock, oldest first so items keep their
 * place between fetches.
 */
export function feedProducts(db: Db) {
  return selectProductDetails(db)
    .where(and(isPublished, sql`jsonb_array_length(${products.images}) > 0`))
    .orderBy(asc(products.createdAt), asc(products.id));
}

export type FeedProduct = Awaited<ReturnType<typeof feedProducts>>[number];

/** A published product's stored image by id, or null (a borrador's photos are not served). */
export async function publishedImage(db: Db, productId: string, imageId: string) {
  const [row] = await db
    .select({ images: products.images })
    .from(products)
    .where(and(eq(products.id, productId), isPublished));
  return row?.images.find((image) => image.id === imageId) ?? null;
}
