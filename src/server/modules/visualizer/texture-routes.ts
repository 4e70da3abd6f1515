import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ADMIN_CATALOG_MESSAGES as M } from '#shared/admin-catalog';
import { adminProductEndpoints as E } from '#shared/admin-catalog-endpoints';
import type { Db } from '#server/db/client';
import { badRequest } from '#server/errors';
import { currentUser, requireAdmin } from '#server/plugins/auth';
import { route } from '#server/plugins/endpoints';
import { IMAGE_MESSAGES, MAX_UPLOAD_BYTES } from '#server/lib/images';
import type { Storage } from '#server/lib/storage';
import { productTexture, setProductTexture } from './visualizer';
import { readUploadedFile } from '#server/uploaded-file';

/** /api/admin/products/{id}/texture: the textura "Ver en mi ambiente" lays. */
export function adminTextureRoutes(db: Db, storage: Storage) {
  return async function register(app: FastifyInstance): Promise<void> {
    await app.register(fastifyMultipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1 },
    });
    app.addHook('preValidation', requireAdmin);

    route(app, E.texture, {}, async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send({ texture: await productTexture(db, storage, request.params.id, M.productNotFound) }),
    );

    route(app, E.setTexture, {}, async (request) => {
      const { id } = request.params;
      await productTexture(db, storage, id, M.productNotFound);
      if (!request.isMultipart())
        throw badRequest('La solicitud debe ser multipart/form-data.', {
          file: IMAGE_MESSAGES.notImage,
        });
      const upload = await readUploadedFile(request);
      const texture = await setProductTexture(
        db,
        storage,
        id,
        upload,
        currentUser(request),
        M.productNotFound,
      );
      return { texture };
    });

    route(app, E.removeTexture, {}, async (request) => ({
      texture: await setProductTexture(
        db,
        storage,
        request.params.id,
        null,
        currentUser(request),
        M.productNotFound,
      ),
    }));
  };
}
