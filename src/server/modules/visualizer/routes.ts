import type { FastifyInstance } from 'fastify';
import { visualizerEndpoints as E } from '#shared/visualizer/endpoints';
import type { Db } from '#server/db/client';
import { route } from '#server/plugins/endpoints';
import { withSchemas } from '#server/plugins/light-endpoints';
import { PRODUCT_NOT_FOUND } from '#shared/messages';
import { uuidParams } from '#shared/route-schemas';
import { VisualizerAnswerSchema } from '#shared/visualizer/tiles';
import { visualizerTiles } from './visualizer';
import type { Storage } from '#server/lib/storage';

/** /api/visualizer/{id}: what "Ver en mi ambiente" lays, read when it opens. */
export function visualizerRoutes(db: Db, storage: Storage) {
  return async function register(app: FastifyInstance): Promise<void> {
    const tiles = withSchemas(E.tiles, {
      params: uuidParams(PRODUCT_NOT_FOUND),
      response: VisualizerAnswerSchema,
    });
    route(app, tiles, {}, async (request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .send(await visualizerTiles(db, storage, request.params.id)),
    );
  };
}
