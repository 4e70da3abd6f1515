import type { FastifyInstance } from 'fastify';
import { isUuid } from '../../shared/admin-catalog';
import { PRICE_BATCH_MESSAGES as M, PriceBatchInputSchema } from '../../shared/price-batches';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { currentUser, requireAdmin } from '../plugins/auth';
import {
  applyPriceBatch,
  listPriceBatches,
  previewPriceBatch,
  undoPriceBatch,
} from '../services/price-batches';
import { parseInput } from '../validation';

/** Bulk price changes: preview, apply as one recorded batch, list, undo (issue 16). */
export function adminPriceRoutes(db: Db) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', requireAdmin);

    app.get('/', async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(await listPriceBatches(db)),
    );

    // Reads only: it changes nothing, so it does not empty the catalogue caches (app.ts).
    app.post('/preview', async (request, reply) => {
      const input = parseInput(PriceBatchInputSchema, request.body);
      return reply.header('cache-control', 'no-store').send(await previewPriceBatch(db, input));
    });

    app.post('/', async (request, reply) => {
      const input = parseInput(PriceBatchInputSchema, request.body);
      return reply.status(201).send(await applyPriceBatch(db, input, currentUser(request)));
    });

    app.post('/:id/undo', async (request) => {
      const id = (request.params as { id?: unknown }).id;
      if (typeof id !== 'string' || !isUuid(id)) throw notFound(M.batchNotFound);
      return undoPriceBatch(db, id, currentUser(request));
    });
  };
}
