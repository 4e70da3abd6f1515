import type { FastifyInstance } from 'fastify';
import { priceBatchEndpoints as E } from '#shared/price-batches';
import type { Db } from '#server/db/client';
import { currentUser, requireAdmin } from '#server/plugins/auth';
import { route } from '#server/plugins/endpoints';
import {
  applyPriceBatch,
  listPriceBatches,
  previewPriceBatch,
  undoPriceBatch,
} from './price-batches';
import type { CatalogWrites } from './catalog-writes';

/** Bulk price changes: preview, apply as one recorded batch, list, undo. */
export function adminPriceRoutes(db: Db, writes: CatalogWrites) {
  return async function register(app: FastifyInstance): Promise<void> {
    // Before the schemas: a stranger is told to sign in, whatever it sent.
    app.addHook('preValidation', requireAdmin);

    route(app, E.list, {}, async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(await listPriceBatches(db)),
    );

    // Reads only: it changes nothing, so it does not empty the catalogue caches.
    route(app, E.preview, {}, async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await previewPriceBatch(db, request.body)),
    );

    route(app, E.apply, {}, async (request) => {
      const user = currentUser(request);
      return applyPriceBatch(db, writes, request.body, user);
    });

    route(app, E.undo, {}, async (request) => {
      const user = currentUser(request);
      return undoPriceBatch(db, writes, request.params.id, user);
    });
  };
}
