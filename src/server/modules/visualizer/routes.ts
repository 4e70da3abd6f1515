import type { FastifyInstance } from 'fastify';
import { visualizerEndpoints as E } from '../../../shared/visualizer/endpoints';
import type { Db } from '../../db/client';
import { route } from '../../plugins/endpoints';
import { visualizerTiles } from './visualizer';
import type { Storage } from '../../lib/storage';

/** /api/visualizer/{id}: what "Ver en mi ambiente" lays (issue 31), read when it opens. */
export function visualizerRoutes(db: Db, storage: Storage) {
  return async function register(app: FastifyInstance): Promise<void> {
    route(app, E.tiles, {}, async (request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .send(await visualizerTiles(db, storage, request.params.id)),
    );
  };
}
