import type { FastifyInstance } from 'fastify';
import { isUuid } from '../../shared/admin-catalog';
import {
  PRICE_BATCH_MESSAGES as M,
  PriceBatchInputSchema,
  describePriceRule,
} from '../../shared/price-batches';
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
import { recordActivity } from '../services/activity';

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
      const user = currentUser(request);
      const batch = await applyPriceBatch(db, input, user);
      await recordActivity(db, {
        actorId: user.id,
        action: 'prices.batch',
        subject: `Cambio de precios de ${batch.products} productos`,
        detail: describePriceRule(batch.rule),
      });
      return reply.status(201).send(batch);
    });

    app.post('/:id/undo', async (request) => {
      const id = (request.params as { id?: unknown }).id;
      if (typeof id !== 'string' || !isUuid(id)) throw notFound(M.batchNotFound);
      const user = currentUser(request);
      const batch = await undoPriceBatch(db, id, user);
      await recordActivity(db, {
        actorId: user.id,
        action: 'prices.batch',
        subject: `Cambio de precios de ${batch.products} productos`,
        detail: `Deshecho: ${describePriceRule(batch.rule)}`,
      });
      return batch;
    });
  };
}
