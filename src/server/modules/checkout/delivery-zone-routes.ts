import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DeliveryZoneInputSchema,
  DeliveryZoneListSchema,
  DeliveryZoneParamsSchema,
  DeliveryZoneSchema,
} from '../../../shared/delivery';
import type { Db } from '../../db/client';
import { currentUser, requireAdmin } from '../../plugins/auth';
import {
  createDeliveryZone,
  deleteDeliveryZone,
  listDeliveryZones,
  updateDeliveryZone,
} from './delivery';

const list = { schema: { response: { 200: DeliveryZoneListSchema } } };
const params = DeliveryZoneParamsSchema;
const body = DeliveryZoneInputSchema;

/** GET /api/delivery-zones: the shipping prices checkout shows (the server prices the order). */
export function deliveryZoneRoutes(db: Db) {
  return async function register(plain: FastifyInstance): Promise<void> {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.get('/', list, async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { zones: await listDeliveryZones(db) };
    });
  };
}

/** /api/admin/delivery-zones: staff (editors and super_admins), like the rest of the orders work. */
export function adminDeliveryZoneRoutes(db: Db) {
  return async function register(plain: FastifyInstance): Promise<void> {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.addHook('preValidation', requireAdmin);

    app.get('/', list, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { zones: await listDeliveryZones(db) };
    });

    app.post(
      '/',
      { schema: { body, response: { 201: DeliveryZoneSchema } } },
      async (request, reply) => {
        const row = await createDeliveryZone(db, currentUser(request).id, request.body);
        return reply.status(201).send(row);
      },
    );

    app.put(
      '/:id',
      { schema: { params, body, response: { 200: DeliveryZoneSchema } } },
      async (request) => {
        return updateDeliveryZone(db, currentUser(request).id, request.params.id, request.body);
      },
    );

    app.delete('/:id', { schema: { params } }, async (request, reply) => {
      await deleteDeliveryZone(db, currentUser(request).id, request.params.id);
      return reply.status(204).send();
    });
  };
}
