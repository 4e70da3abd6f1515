import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { adminProductEndpoints as E } from '#shared/admin-catalog-endpoints';
import type { Db } from '#server/db/client';
import { badRequest } from '#server/errors';
import { currentUser, requireAdmin } from '#server/plugins/auth';
import { route } from '#server/plugins/endpoints';
import type { CatalogWrites } from './catalog-writes';
import { IMAGE_MESSAGES, MAX_UPLOAD_BYTES } from '#server/lib/images';
import { adminProducts } from './products';
import type { Storage } from '#server/lib/storage';
import { readUploadedFile } from '#server/uploaded-file';

/** /api/admin/products: the handlers read the input and answer; modules/catalogue/products.ts works. */
export function adminProductRoutes(db: Db, storage: Storage, writes: CatalogWrites) {
  return async function register(app: FastifyInstance): Promise<void> {
    const service = adminProducts(db, storage, writes, app.log);
    await app.register(fastifyMultipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1 },
    });
    // Before the schemas: a stranger is told to sign in, whatever it sent.
    app.addHook('preValidation', requireAdmin);

    route(app, E.list, {}, async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await service.list(request.query)),
    );

    route(app, E.brands, {}, async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(await service.brands()),
    );

    route(app, E.create, {}, async (request) => service.create(request.body, currentUser(request)));

    route(app, E.duplicate, {}, async (request) =>
      service.duplicate(request.params.id, currentUser(request)),
    );

    route(app, E.update, {}, async (request) =>
      service.update(request.params.id, request.body, currentUser(request)),
    );

    route(app, E.setPrice, {}, async (request) =>
      service.setPrice(request.params.id, request.body.price, currentUser(request)),
    );

    route(app, E.priceHistory, {}, async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await service.priceHistory(request.params.id)),
    );

    route(app, E.remove, {}, async (request) => {
      await service.remove(request.params.id, currentUser(request));
    });

    // One file per request, so the browser can show each file's progress.
    route(app, E.addImage, {}, async (request) => {
      const { id } = request.params;
      await service.requireProduct(id);
      if (!request.isMultipart())
        throw badRequest('La solicitud debe ser multipart/form-data.', {
          file: IMAGE_MESSAGES.notImage,
        });
      return service.addImage(id, await readUploadedFile(request));
    });
  };
}
