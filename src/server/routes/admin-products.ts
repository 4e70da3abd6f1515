import fastifyMultipart from '@fastify/multipart';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ADMIN_CATALOG_MESSAGES as M,
  ADMIN_PRODUCTS_PAGE_SIZE,
  type AdminProductList,
  AdminProductsQuerySchema,
  type ProductInput,
  ProductInputSchema,
  ProductUpdateSchema,
  isUuid,
  taxonomyIssues,
} from '../../shared/admin-catalog';
import { copyName } from '../../shared/availability';
import type { ProductDetail } from '../../shared/catalog';
import { formatMoney } from '../../shared/format';
import { QuickPriceSchema } from '../../shared/price-batches';
import type { Db } from '../db/client';
import { type StoredImage, areas, categories, products, subcategories } from '../db/schema';
import { AppError, badRequest, notFound } from '../errors';
import { currentUser, requireAdmin } from '../plugins/auth';
import { recordActivity } from '../services/activity';
import { productChanges, productSubject } from '../services/product-activity';
import { getProductDetail, getTaxonomy, productColumns } from '../services/catalog-read';
import {
  IMAGE_MESSAGES,
  MAX_UPLOAD_BYTES,
  deleteProductImage,
  encodeProductImage,
  storeEncodedImage,
  toProductImage,
} from '../services/images';
import { priceHistory, recordPriceChanges } from '../services/price-history';
import { insertProduct, updateProduct } from '../services/products';
import { searchMatch } from '../services/search-query';
import { trashProduct } from '../services/trash';
import type { Storage } from '../services/storage';
import { parseInput } from '../validation';

function productIdParam(params: unknown): string {
  const id = (params as { id?: unknown }).id;
  if (typeof id !== 'string' || !isUuid(id)) throw notFound(M.productNotFound);
  return id;
}

/** Validates the taxonomy-dependent rules against the stored taxonomy (400 with fields). */
async function checkTaxonomy(db: Db, input: ProductInput): Promise<void> {
  const issues = taxonomyIssues(input, await getTaxonomy(db));
  if (Object.keys(issues).length > 0)
    throw badRequest(Object.values(issues)[0] ?? M.productSaveError, issues);
}

export function adminProductRoutes(db: Db, storage: Storage) {
  async function deleteImagesQuietly(
    app: FastifyInstance,
    productId: string,
    images: StoredImage[],
  ): Promise<void> {
    const results = await Promise.allSettled(
      images.map((image) => deleteProductImage(storage, productId, image)),
    );
    for (const result of results)
      if (result.status === 'rejected')
        app.log.warn({ err: result.reason, productId }, 'product image delete failed');
  }

  async function detail(id: string): Promise<ProductDetail> {
    const product = await getProductDetail(db, storage, id);
    if (!product) throw notFound(M.productNotFound);
    return product;
  }

  return async function register(app: FastifyInstance): Promise<void> {
    await app.register(fastifyMultipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1 },
    });
    app.addHook('preHandler', requireAdmin);

    app.get('/', async (request, reply) => {
      const { q, page } = parseInput(AdminProductsQuerySchema, request.query);
      // The storefront's rule over the same search text (name, brand, dimensions, finish,
      // taxonomy, description); best matches first, then newest.
      const search = await searchMatch(db, q);
      const where = search?.where ?? undefined;
      const [rows, [totalRow]] = await Promise.all([
        db
          .select({
            ...productColumns,
            areaName: areas.name,
            categoryName: categories.name,
            subcategoryName: subcategories.name,
          })
          .from(products)
          .leftJoin(areas, eq(areas.id, products.areaId))
          .leftJoin(categories, eq(categories.id, products.categoryId))
          .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
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
      const body: AdminProductList = {
        items: rows.map((row) => ({
          ...row,
          images: row.images.map((image) => toProductImage(storage, row.id, image)),
        })),
        total: totalRow?.total ?? 0,
        page,
        pageSize: ADMIN_PRODUCTS_PAGE_SIZE,
      };
      return reply.header('cache-control', 'no-store').send(body);
    });

    /** Existing brands, for the brand field's suggestions. */
    app.get('/brands', async (_request, reply) => {
      const rows = await db
        .selectDistinct({ brand: products.brand })
        .from(products)
        .where(sql`${products.brand} <> ''`)
        .orderBy(asc(products.brand));
      return reply.header('cache-control', 'no-store').send(rows.map((r) => r.brand));
    });

    // SPEC §7: a new product is created with no images; they are attached one by one after.
    app.post('/', async (request, reply) => {
      const input = parseInput(ProductInputSchema, request.body);
      await checkTaxonomy(db, input);
      const id = await db.transaction(async (tx) => {
        const created = await insertProduct(tx, { ...input, images: [] });
        await recordActivity(tx, {
          actorId: currentUser(request).id,
          action: 'product.create',
          subject: productSubject(input.name),
          detail: `Precio: ${formatMoney(input.price)}`,
        });
        return created;
      });
      return reply.status(201).send(await detail(id));
    });

    // A copy to edit: same fields, no images, hidden from the shop until it is published.
    app.post('/:id/duplicate', async (request, reply) => {
      const id = productIdParam(request.params);
      const [source] = await db
        .select({ ...productColumns, images: products.images })
        .from(products)
        .where(eq(products.id, id));
      if (!source) throw notFound(M.productNotFound);
      const { id: _sourceId, ...values } = source;
      void _sourceId;
      const copyId = await insertProduct(db, {
        ...values,
        name: copyName(source.name),
        status: 'borrador',
        images: [],
      });
      await recordActivity(db, {
        actorId: currentUser(request).id,
        action: 'product.create',
        subject: productSubject(copyName(source.name)),
        detail: `Copia de «${source.name}» (borrador)`,
      });
      return reply.status(201).send(await detail(copyId));
    });

    app.put('/:id', async (request) => {
      const id = productIdParam(request.params);
      const { imageIds, ...input } = parseInput(ProductUpdateSchema, request.body);
      await checkTaxonomy(db, input);
      const removed = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
        if (!current) throw notFound(M.productNotFound);
        await recordPriceChanges(
          tx,
          [{ productId: id, oldPrice: current.price, newPrice: input.price }],
          currentUser(request),
          'edicion',
        );
        const byId = new Map(current.images.map((image) => [image.id, image]));
        if (new Set(imageIds).size !== imageIds.length || imageIds.some((i) => !byId.has(i)))
          throw badRequest(M.imageNotFound, { imageIds: M.imageNotFound });
        const kept = imageIds.flatMap((i) => byId.get(i) ?? []);
        const values = { ...input, images: kept };
        await updateProduct(tx, id, values);
        await recordActivity(tx, {
          actorId: currentUser(request).id,
          action: 'product.update',
          subject: productSubject(input.name),
          detail: productChanges(current, { ...current, ...values }),
        });
        return current.images.filter((image) => !imageIds.includes(image.id));
      });
      await deleteImagesQuietly(app, id, removed);
      return detail(id);
    });

    // The list's quick edit: the price alone, recorded in the product's price history.
    app.patch('/:id/price', async (request) => {
      const id = productIdParam(request.params);
      const { price } = parseInput(QuickPriceSchema, request.body);
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
          currentUser(request),
          'rapida',
        );
        await recordActivity(tx, {
          actorId: currentUser(request).id,
          action: 'product.update',
          subject: productSubject(current.name),
          detail: `Precio: ${formatMoney(current.price)} → ${formatMoney(price)}`,
        });
      });
      return detail(id);
    });

    app.get('/:id/price-history', async (request, reply) => {
      const id = productIdParam(request.params);
      const [exists] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, id));
      if (!exists) throw notFound(M.productNotFound);
      return reply.header('cache-control', 'no-store').send(await priceHistory(db, id));
    });

    // To the Papelera: the row leaves the catalogue now, its image files stay until the snapshot
    // is purged (services/trash.ts), so a restore brings the product back whole.
    app.delete('/:id', async (request, reply) => {
      const id = productIdParam(request.params);
      const actorId = currentUser(request).id;
      await db.transaction(async (tx) => {
        const name = await trashProduct(tx, id, actorId);
        if (name === null) throw notFound(M.productNotFound);
        await recordActivity(tx, {
          actorId,
          action: 'product.delete',
          subject: productSubject(name),
          detail: 'Enviado a la papelera',
        });
      });
      return reply.status(204).send();
    });

    // One file per request, so the browser can show each file's progress.
    app.post('/:id/images', async (request, reply) => {
      const id = productIdParam(request.params);
      const [exists] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, id));
      if (!exists) throw notFound(M.productNotFound);
      if (!request.isMultipart())
        throw badRequest('La solicitud debe ser multipart/form-data.', {
          file: IMAGE_MESSAGES.notImage,
        });
      const buffer = await readUploadedFile(request);
      const encoded = await encodeProductImage(buffer);
      const stored = await storeEncodedImage(storage, id, encoded);
      // Appended in SQL, so two uploads at once never overwrite each other.
      const [row] = await db
        .update(products)
        .set({ images: sql`${products.images} || ${JSON.stringify([stored])}::jsonb` })
        .where(eq(products.id, id))
        .returning({ id: products.id });
      if (!row) {
        await deleteImagesQuietly(app, id, [stored]);
        throw notFound(M.productNotFound);
      }
      return reply.status(201).send(toProductImage(storage, id, stored));
    });
  };
}

/**
 * The one file of an upload. A body the multipart parser cannot read (no boundary, cut short)
 * is the client's fault: a 400 in Spanish, never a 500.
 */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (!file) throw badRequest(IMAGE_MESSAGES.notImage, { file: IMAGE_MESSAGES.notImage });
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'file_too_large', IMAGE_MESSAGES.tooLarge, {
        file: IMAGE_MESSAGES.tooLarge,
      });
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500) throw error;
    request.log.info({ err: error }, 'unreadable multipart upload');
    throw badRequest(IMAGE_MESSAGES.malformed, { file: IMAGE_MESSAGES.malformed });
  }
}
