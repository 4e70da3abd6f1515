import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_CATALOG_MESSAGES as M } from '../../../shared/admin-catalog';
import { uuidParams } from '../../../shared/route-schemas';
import { ProductTextureAnswerSchema } from '../../../shared/visualizer/tiles';
import type { Db } from '../../db/client';
import { badRequest } from '../../errors';
import { currentUser, requireAdmin } from '../../plugins/auth';
import { IMAGE_MESSAGES, MAX_UPLOAD_BYTES } from '../../lib/images';
import type { Storage } from '../../lib/storage';
import { productTexture, setProductTexture } from './visualizer';
import { readUploadedFile } from '../../uploaded-file';

const params = uuidParams(M.productNotFound);
const answer = { 200: ProductTextureAnswerSchema };

/** /api/admin/products/{id}/texture: the textura "Ver en mi ambiente" lays (issue 31). */
export function adminTextureRoutes(db: Db, storage: Storage) {
  return async function register(plain: FastifyInstance): Promise<void> {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    await app.register(fastifyMultipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1 },
    });
    app.addHook('preValidation', requireAdmin);

    app.get('/:id/texture', { schema: { params, response: answer } }, async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send({ texture: await productTexture(db, storage, request.params.id, M.productNotFound) }),
    );

    app.put('/:id/texture', { schema: { params, response: answer } }, async (request) => {
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

    app.delete('/:id/texture', { schema: { params, response: answer } }, async (request) => ({
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
