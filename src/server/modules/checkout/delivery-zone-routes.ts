import type { FastifyInstance } from 'fastify';
import { DeliveryZoneListSchema, adminDeliveryZoneEndpoints as E } from '#shared/delivery';
import type { Db } from '#server/db/client';
import { currentUser, requireAdmin } from '#server/plugins/auth';
import { route } from '#server/plugins/endpoints';
import { withSchemas } from '#server/plugins/light-endpoints';
import { deliveryZoneEndpoints } from '#shared/storefront-endpoints';
import {
  createDeliveryZone,
  deleteDeliveryZone,
  listDeliveryZones,
  updateDeliveryZone,
} from './delivery';

/** GET /api/delivery-zones: the shipping prices checkout shows (the server prices the order). */
export function deliveryZoneRoutes(db: Db) {
  return async function register(app: FastifyInstance): Promise<void> {
    const list = withSchemas(deliveryZoneEndpoints.list, { response: DeliveryZoneListSchema });
    route(app, list, {}, async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { zones: await listDeliveryZones(db) };
    });
  };
}

/** /api/admin/delivery-zones: staff (editors and super_admins), like the rest of the orders work. */
export function adminDeliveryZoneRoutes(db: Db) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.addHook('preValidation', requireAdmin);

    route(app, E.list, {}, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { zones: await listDeliveryZones(db) };
    });

    route(app, E.create, {}, async (request) =>
      createDeliveryZone(db, currentUser(request).id, request.body),
    );

    route(app, E.update, {}, async (request) =>
      updateDeliveryZone(db, currentUser(request).id, request.params.id, request.body),
    );

    route(app, E.remove, {}, async (request) => {
      await deleteDeliveryZone(db, currentUser(request).id, request.params.id);
    });
  };
}
