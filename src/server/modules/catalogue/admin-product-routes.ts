import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_CATALOG_MESSAGES as M,
  AdminProductListSchema,
  AdminProductsQuerySchema,
  ProductInputSchema,
  ProductUpdateSchema,
} from '../../../shared/admin-catalog';
import { ProductDetailSchema, ProductImageSchema } from '../../../shared/catalog';
import { PriceHistoryEntrySchema, QuickPriceSchema } from '../../../shared/price-batches';
import { uuidParams } from '../../../shared/route-schemas';
import type { Db } from '../../db/client';
import { badRequest } from '../../errors';
import { currentUser, requireAdmin } from '../../plugins/auth';
import type { CatalogWrites } from './catalog-writes';
import { IMAGE_MESSAGES, MAX_UPLOAD_BYTES } from '../../lib/images';
import { adminProducts } from './products';
import type { Storage } from '../../lib/storage';
import { readUploadedFile } from '../../uploaded-file';

const params = uuidParams(M.productNotFound);
const detail = { 200: ProductDetailSchema };
const createdDetail = { 201: ProductDetailSchema };

/** /api/admin/products: the handlers read the input and answer; modules/catalogue/products.ts works. */
export function adminProductRoutes(db: Db, storage: Storage, writes: CatalogWrites) {
  return async function register(plain: FastifyInstance): Promise<void> {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const service = adminProducts(db, storage, writes, app.log);
    await app.register(fastifyMultipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1 },
    });
    // Before the schemas: a stranger is told to sign in, whatever it sent.
    app.addHook('preValidation', requireAdmin);

    app.get(
      '/',
      {
        schema: {
          querystring: AdminProductsQuerySchema,
          response: { 200: AdminProductListSchema },
        },
      },
      async (request, reply) =>
        reply.header('cache-control', 'no-store').send(await service.list(request.query)),
    );

    app.get(
      '/brands',
      { schema: { response: { 200: z.array(z.string()) } } },
      async (_request, reply) =>
        reply.header('cache-control', 'no-store').send(await service.brands()),
    );

    app.post(
      '/',
      { schema: { body: ProductInputSchema, response: createdDetail } },
      async (request, reply) =>
        reply.status(201).send(await service.create(request.body, currentUser(request))),
    );

    app.post(
      '/:id/duplicate',
      { schema: { params, response: createdDetail } },
      async (request, reply) =>
        reply.status(201).send(await service.duplicate(request.params.id, currentUser(request))),
    );

    app.put(
      '/:id',
      { schema: { params, body: ProductUpdateSchema, response: detail } },
      async (request) => service.update(request.params.id, request.body, currentUser(request)),
    );

    app.patch(
      '/:id/price',
      { schema: { params, body: QuickPriceSchema, response: detail } },
      async (request) =>
        service.setPrice(request.params.id, request.body.price, currentUser(request)),
    );

    app.get(
      '/:id/price-history',
      { schema: { params, response: { 200: z.array(PriceHistoryEntrySchema) } } },
      async (request, reply) =>
        reply
          .header('cache-control', 'no-store')
          .send(await service.priceHistory(request.params.id)),
    );

    app.delete('/:id', { schema: { params } }, async (request, reply) => {
      await service.remove(request.params.id, currentUser(request));
      return reply.status(204).send();
    });

    // One file per request, so the browser can show each file's progress.
    app.post(
      '/:id/images',
      { schema: { params, response: { 201: ProductImageSchema } } },
      async (request, reply) => {
        const { id } = request.params;
        await service.requireProduct(id);
        if (!request.isMultipart())
          throw badRequest('La solicitud debe ser multipart/form-data.', {
            file: IMAGE_MESSAGES.notImage,
          });
        const image = await service.addImage(id, await readUploadedFile(request));
        return reply.status(201).send(image);
      },
    );
  };
}
