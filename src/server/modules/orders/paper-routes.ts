import type { FastifyInstance } from 'fastify';
import { ADMIN_ORDER_MESSAGES } from '#shared/admin-orders';
import { adminOrderEndpoints as E } from '#shared/admin-order-endpoints';
import type { Db } from '#server/db/client';
import { notFound } from '#server/errors';
import { requireAdmin } from '#server/plugins/auth';
import { route } from '#server/plugins/endpoints';
import { loadOrderById } from './customer-order';
import { remitoLots } from '../stock/queries';
import { orderDocumentPdf, orderPdfHeaders } from './order-pdf';
import { getShopSettings } from '../content/settings';

/** /api/admin/orders/:id/documents/{presupuesto,remito}: the order's paperwork, for staff. */
export function adminOrderPaperRoutes(db: Db) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.addHook('preValidation', requireAdmin);

    route(app, E.document, {}, async (request, reply) => {
      const { id, kind } = request.params;
      const shop = await getShopSettings(db);
      const found = await loadOrderById(db, id, shop);
      if (!found) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
      const lots = kind === 'remito' ? await remitoLots(db, id) : new Map<string, string>();
      const pdf = await orderDocumentPdf(kind, found.order, found.contact, shop, new Date(), lots);
      return reply.headers(orderPdfHeaders(kind, id)).send(pdf);
    });
  };
}
