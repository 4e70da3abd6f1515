import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PRICE_BATCH_MESSAGES as M,
  PriceBatchInputSchema,
  PriceBatchSchema,
  PricePreviewSchema,
  describePriceRule,
} from '../../../shared/price-batches';
import { uuidParams } from '../../../shared/route-schemas';
import type { Db } from '../../db/client';
import { currentUser, requireAdmin } from '../../plugins/auth';
import {
  applyPriceBatch,
  listPriceBatches,
  previewPriceBatch,
  undoPriceBatch,
} from './price-batches';
import { recordActivity } from '../staff/activity';
import type { CatalogWrites } from './catalog-writes';

/** Bulk price changes: preview, apply as one recorded batch, list, undo (issue 16). */
export function adminPriceRoutes(db: Db, writes: CatalogWrites) {
  return async function register(plain: FastifyInstance): Promise<void> {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    // Before the schemas: a stranger is told to sign in, whatever it sent.
    app.addHook('preValidation', requireAdmin);
    const body = PriceBatchInputSchema;

    app.get(
      '/',
      { schema: { response: { 200: z.array(PriceBatchSchema) } } },
      async (_request, reply) =>
        reply.header('cache-control', 'no-store').send(await listPriceBatches(db)),
    );

    // Reads only: it changes nothing, so it does not empty the catalogue caches.
    app.post(
      '/preview',
      { schema: { body, response: { 200: PricePreviewSchema } } },
      async (request, reply) =>
        reply.header('cache-control', 'no-store').send(await previewPriceBatch(db, request.body)),
    );

    app.post(
      '/',
      { schema: { body, response: { 201: PriceBatchSchema } } },
      async (request, reply) => {
        const input = request.body;
        const user = currentUser(request);
        const batch = await applyPriceBatch(db, writes, input, user);
        await recordActivity(db, {
          actorId: user.id,
          action: 'prices.batch',
          subject: `Cambio de precios de ${batch.products} productos`,
          detail: describePriceRule(batch.rule),
        });
        return reply.status(201).send(batch);
      },
    );

    app.post(
      '/:id/undo',
      { schema: { params: uuidParams(M.batchNotFound), response: { 200: PriceBatchSchema } } },
      async (request) => {
        const { id } = request.params;
        const user = currentUser(request);
        const batch = await undoPriceBatch(db, writes, id, user);
        await recordActivity(db, {
          actorId: user.id,
          action: 'prices.batch',
          subject: `Cambio de precios de ${batch.products} productos`,
          detail: `Deshecho: ${describePriceRule(batch.rule)}`,
        });
        return batch;
      },
    );
  };
}
