import type { FastifyInstance } from 'fastify';
import { ADMIN_ORDER_MESSAGES } from '#shared/admin-orders';
import { adminOrderEndpoints as E } from '#shared/admin-order-endpoints';
import type { Db } from '#server/db/client';
import { badRequest, notFound } from '#server/errors';
import { currentUser, requireAdmin } from '#server/plugins/auth';
import { route } from '#server/plugins/endpoints';
import { orderDelivery } from '../checkout/delivery';
import { loadOrderDetail } from './order-detail';
import { changeOrderStatus } from './order-status';
import { getShopSettings } from '../content/settings';
import { listOrders, orderSummary, trashOrderWithReservations } from './order-list';

/** /api/admin/orders: editors and super_admins; filtering and paging happen in the database. */
export function adminOrderRoutes(db: Db) {
  return async function register(app: FastifyInstance): Promise<void> {
    // Before the schemas: who may ask comes before what was asked.
    app.addHook('preValidation', requireAdmin);

    route(app, E.list, {}, async (request, reply) => {
      const { query } = request;
      const { orders, total } = await listOrders(db, query);
      reply.header('cache-control', 'no-store');
      return { orders, total, page: query.page, pageSize: query.pageSize };
    });

    route(app, E.detail, {}, async (request, reply) => {
      const { id } = request.params;
      const detail = await loadOrderDetail(db, id);
      if (!detail) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
      reply.header('cache-control', 'no-store');
      return { ...detail, delivery: await orderDelivery(db, id) };
    });

    route(app, E.updateStatus, {}, async (request) => {
      const { id } = request.params;
      const { status, notify = true, version } = request.body;
      const { config, mail } = request.server.shop;
      const change = await changeOrderStatus(
        db,
        id,
        { status, notify, version, actorId: currentUser(request).id },
        { shop: await getShopSettings(db), publicUrl: config.publicUrl },
      );
      if (!change.found) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
      if (change.refused)
        throw badRequest(ADMIN_ORDER_MESSAGES.statusNotForDelivery[change.refused], {
          status: ADMIN_ORDER_MESSAGES.statusNotForDelivery[change.refused],
        });
      if (change.notified) mail.kick();
      await request.server.shop.stockChanged();
      const summary = await orderSummary(db, id);
      if (!summary) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
      return summary;
    });

    route(app, E.remove, {}, async (request) => {
      await trashOrderWithReservations(db, request.params.id, currentUser(request).id);
    });
  };
}
