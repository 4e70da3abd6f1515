import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PRODUCT_NOT_FOUND } from '../../../shared/messages';
import { uuidParams } from '../../../shared/route-schemas';
import { VisualizerAnswerSchema } from '../../../shared/visualizer/tiles';
import type { Db } from '../../db/client';
import { visualizerTiles } from './visualizer';
import type { Storage } from '../../lib/storage';

/** /api/visualizer/{id}: what "Ver en mi ambiente" lays (issue 31), read when it opens. */
export function visualizerRoutes(db: Db, storage: Storage) {
  return async function register(plain: FastifyInstance): Promise<void> {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/:id',
      {
        schema: {
          params: uuidParams(PRODUCT_NOT_FOUND),
          response: { 200: VisualizerAnswerSchema },
        },
      },
      async (request, reply) =>
        reply
          .header('cache-control', 'no-cache')
          .send(await visualizerTiles(db, storage, request.params.id)),
    );
  };
}
