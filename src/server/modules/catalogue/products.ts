import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  ADMIN_CATALOG_MESSAGES as M,
  ADMIN_PRODUCTS_PAGE_SIZE,
  type AdminProductList,
  type AdminProductsQuery,
  type ProductInput,
  type ProductUpdate,
  taxonomyIssues,
} from '#shared/admin-catalog';
import type { SessionUser } from '#shared/auth';
import { copyName } from '#shared/availability';
import type { ProductDetail, ProductImage } from '#shared/catalog';
import { formatMoney } from '#shared/format';
import type { PriceHistoryEntry } from '#shared/price-batches';
import type { Db } from '#server/db/client';
import { type StoredImage, products } from '#server/db/schema';
import { isUniqueViolation } from '#server/db/unique-violation';
import { badRequest, conflict, notFound } from '#server/errors';
import { recordActivity } from '../staff/activity';
import type { CatalogWrites } from './catalog-writes';
import {
  getProductDetail,
  getTaxonomy,
  productColumns,
  selectProductDetails,
  tileAttributeColumns,
  withImageUrls,
} from './catalog-read';
import {
  copyProductImages,
  deleteProductImage,
  encodeProductImage,
  storeEncodedImage,
  toProductImage,
} from '#server/lib/images';
import { priceHistory, recordPriceChanges } from './price-history';
import { productChanges, productSubject } from './product-activity';
import { searchMatch } from './search-query';
import { searchColumns, taxonomyNames } from './search-text';
import type { Storage } from '#server/lib/storage';
import { trashProduct } from '../trash/trash';

export type NewProduct = Omit<
  typeof products.$inferInsert,
  | 'id'
  | 'searchText'
  | 'searchName'
  | 'searchVersion'
  | 'flooring'
  | 'format'
  | 'createdAt'
  | 'updatedAt'
>;

/** The product's values with its search columns, computed from them and its taxonomy's names. */
async function withSearchColumns(db: Db, values: NewProduct) {
  return { ...values, ...searchColumns({ ...values, ...(await taxonomyNames(db, values)) }) };
}

export async function insertProduct(db: Db, values: NewProduct): Promise<string> {
  const [row] = await db
    .insert(products)
    .values(await withSearchColumns(db, values))
    .returning({ id: products.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Tile attributes a write left out keep their stored values (shared/admin-catalog.ts). */
async function withStoredAttributes(db: Db, id: string, values: NewProduct): Promise<NewProduct> {
  const [stored] = await db.select(tileAttributeColumns).from(products).where(eq(products.id, id));
  const given = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  return { ...stored, ...given } as NewProduct;
}

export async function updateProduct(db: Db, id: string, values: NewProduct): Promise<boolean> {
  const rows = await db
    .update(products)
    .set(await withSearchColumns(db, await withStoredAttributes(db, id, values)))
    .where(eq(products.id, id))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** Who makes a change: the activity log and the price history name them. */
export type Actor = Pick<SessionUser, 'id' | 'name'>;

/** Validates the taxonomy-dependent rules against the stored taxonomy (400 with fields). */
async function checkTaxonomy(db: Db, input: ProductInput): Promise<void> {
  const issues = taxonomyIssues(input, await getTaxonomy(db));
  if (Object.keys(issues).length > 0)
    throw badRequest(Object.values(issues)[0] ?? M.productSaveError, issues);
}

/** A write that may meet another product's código: a 409 naming the field, never a 500. */
async function withUniqueCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.duplicateCode, { code: M.duplicateCode });
    throw error;
  }
}

/**
 * The admin's product operations. Each write runs in one transaction and, once it has
 * committed, is announced to the catalogue caches (modules/catalogue/catalog-writes.ts).
 */
export function adminProducts(
  db: Db,
  storage: Storage,
  writes: CatalogWrites,
  log: Pick<FastifyBaseLogger, 'warn'>,
) {
  async function deleteImagesQuietly(productId: string, images: StoredImage[]): Promise<void> {
    const results = await Promise.allSettled(
      images.map((image) => deleteProductImage(storage, productId, image)),
    );
    for (const result of results)
      if (result.status === 'rejected')
        log.warn({ err: result.reason, productId }, 'product image delete failed');
  }

  async function detail(id: string): Promise<ProductDetail> {
    const product = await getProductDetail(db, storage, id);
    if (!product) throw notFound(M.productNotFound);
    return product;
  }

  /** 404 unless the product exists. */
  async function requireProduct(id: string): Promise<void> {
    const [exists] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
    if (!exists) throw notFound(M.productNotFound);
  }

  return {
    detail,
    requireProduct,

    /** The storefront's search rule over the same text; best matches first, then newest. */
    async list({ q, page }: AdminProductsQuery): Promise<AdminProductList> {
      const search = await searchMatch(db, q);
      const where = search?.where ?? undefined;
      const [rows, [totalRow]] = await Promise.all([
        selectProductDetails(db)
          .where(where)
          .orderBy(
            ...(search ? [desc(search.rank)] : []),
            desc(products.createdAt),
            asc(products.id),
          )
          .limit(ADMIN_PRODUCTS_PAGE_SIZE)
          .offset((page - 1) * ADMIN_PRODUCTS_PAGE_SIZE),
        db.select({ total: count() }).from(products).where(where),
      ]);
      return {
        items: rows.map((row) => withImageUrls(storage, row)),
        total: totalRow?.total ?? 0,
        page,
        pageSize: ADMIN_PRODUCTS_PAGE_SIZE,
      };
    },

    /** Existing brands, for the brand field's suggestions. */
    async brands(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ brand: products.brand })
        .from(products)
        .where(sql`${products.brand} <> ''`)
        .orderBy(asc(products.brand));
      return rows.map((r) => r.brand);
    },

    // A new product is created with no images; they are attached one by one after.
    async create(input: ProductInput, by: Actor): Promise<ProductDetail> {
      await checkTaxonomy(db, input);
      const id = await withUniqueCode(() =>
        db.transaction(async (tx) => {
          // A product made here starts with stock tracked, at 0.
          const created = await insertProduct(tx, { ...input, images: [], trackStock: true });
          await recordActivity(tx, {
            actorId: by.id,
            action: 'product.create',
            subject: productSubject(input.name),
            detail: `Precio: ${formatMoney(input.price)}`,
          });
          return created;
        }),
      );
      await writes.changed();
      return detail(id);
    },

    // A copy to edit: same fields and images (stored again, its own), no código (it is the
    // original's), hidden from the shop until it is published.
    async duplicate(id: string, by: Actor): Promise<ProductDetail> {
      const { copyId, sourceImages } = await db.transaction(async (tx) => {
        const [source] = await tx
          .select({ ...productColumns, images: products.images })
          .from(products)
          .where(eq(products.id, id));
        if (!source) throw notFound(M.productNotFound);
        const { id: _sourceId, ...values } = source;
        void _sourceId;
        const created = await insertProduct(tx, {
          ...values,
          name: copyName(source.name),
          code: null,
          status: 'borrador',
          images: [],
          trackStock: true,
        });
        await recordActivity(tx, {
          actorId: by.id,
          action: 'product.create',
          subject: productSubject(copyName(source.name)),
          detail: `Copia de «${source.name}» (borrador)`,
        });
        return { copyId: created, sourceImages: source.images };
      });
      if (sourceImages.length > 0) {
        const images = await copyProductImages(storage, id, copyId, sourceImages);
        await db.update(products).set({ images }).where(eq(products.id, copyId));
      }
      // A borrador the shop does not show; announced all the same, as every product write is.
      await writes.changed();
      return detail(copyId);
    },

    async update(id: string, update: ProductUpdate, by: Actor): Promise<ProductDetail> {
      const { imageIds, ...input } = update;
      await checkTaxonomy(db, input);
      const removed = await withUniqueCode(() =>
        db.transaction(async (tx) => {
          const [current] = await tx
            .select()
            .from(products)
            .where(eq(products.id, id))
            .for('update');
          if (!current) throw notFound(M.productNotFound);
          await recordPriceChanges(
            tx,
            [{ productId: id, oldPrice: current.price, newPrice: input.price }],
            by,
            'edicion',
          );
          const byId = new Map(current.images.map((image) => [image.id, image]));
          if (new Set(imageIds).size !== imageIds.length || imageIds.some((i) => !byId.has(i)))
            throw badRequest(M.imageNotFound, { imageIds: M.imageNotFound });
          const kept = imageIds.flatMap((i) => byId.get(i) ?? []);
          const values = { ...input, images: kept };
          await updateProduct(tx, id, values);
          await recordActivity(tx, {
            actorId: by.id,
            action: 'product.update',
            subject: productSubject(input.name),
            detail: productChanges(current, { ...current, ...values }),
          });
          return current.images.filter((image) => !imageIds.includes(image.id));
        }),
      );
      await writes.changed();
      await deleteImagesQuietly(id, removed);
      return detail(id);
    },

    // The list's quick edit: the price alone, recorded in the product's price history.
    async setPrice(id: string, price: number, by: Actor): Promise<ProductDetail> {
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ price: products.price, name: products.name })
          .from(products)
          .where(eq(products.id, id))
          .for('update');
        if (!current) throw notFound(M.productNotFound);
        await tx.update(products).set({ price }).where(eq(products.id, id));
        await recordPriceChanges(
          tx,
          [{ productId: id, oldPrice: current.price, newPrice: price }],
          by,
          'rapida',
        );
        await recordActivity(tx, {
          actorId: by.id,
          action: 'product.update',
          subject: productSubject(current.name),
          detail: `Precio: ${formatMoney(current.price)} → ${formatMoney(price)}`,
        });
      });
      await writes.changed();
      return detail(id);
    },

    async priceHistory(id: string): Promise<PriceHistoryEntry[]> {
      await requireProduct(id);
      return priceHistory(db, id);
    },

    // To the Papelera: the row leaves the catalogue now, its image files stay until the
    // snapshot is purged (modules/trash/trash.ts), so a restore brings the product back whole.
    async remove(id: string, by: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const name = await trashProduct(tx, id, by.id);
        if (name === null) throw notFound(M.productNotFound);
        await recordActivity(tx, {
          actorId: by.id,
          action: 'product.delete',
          subject: productSubject(name),
          detail: 'Enviado a la papelera',
        });
      });
      await writes.changed();
    },

    /** One uploaded image, re-encoded, stored and appended to the product's. */
    async addImage(id: string, upload: Buffer): Promise<ProductImage> {
      const encoded = await encodeProductImage(upload);
      const stored = await storeEncodedImage(storage, id, encoded);
      // Appended in SQL, so two uploads at once never overwrite each other.
      const [row] = await db
        .update(products)
        .set({ images: sql`${products.images} || ${JSON.stringify([stored])}::jsonb` })
        .where(eq(products.id, id))
        .returning({ id: products.id });
      if (!row) {
        await deleteImagesQuietly(id, [stored]);
        throw notFound(M.productNotFound);
      }
      await writes.changed();
      return toProductImage(storage, id, stored);
    },
  };
}
