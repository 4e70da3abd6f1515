import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ORDER_MESSAGES, OrderIdParamsSchema } from '../../../shared/admin-orders';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { requireAdmin } from '../../plugins/auth';
import { loadOrderById } from './customer-order';
import { remitoLots } from '../stock/queries';
import { ORDER_DOCUMENTS, orderDocumentPdf, orderPdfHeaders } from './order-pdf';
import { getShopSettings } from '../content/settings';

/** The order is checked first, then which paper. */
const OrderPaperParamsSchema = OrderIdParamsSchema.extend({
  kind: z.enum(ORDER_DOCUMENTS, ADMIN_ORDER_MESSAGES.documentNotFound),
});

/** /api/admin/orders/:id/documents/{presupuesto,remito}: the order's paperwork, for staff. */
export function adminOrderPaperRoutes(db: Db) {
  return async function register(plain: FastifyInstance): Promise<void> {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.addHook('preValidation', requireAdmin);

    app.get(
      '/:id/documents/:kind',
      { schema: { params: OrderPaperParamsSchema } },
      async (request, reply) => {
        const { id, kind } = request.params;
        const shop = await getShopSettings(db);
        const found = await loadOrderById(db, id, shop.quoteValidityDays);
        if (!found) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
        const lots = kind === 'remito' ? await remitoLots(db, id) : new Map<string, string>();
        const pdf = await orderDocumentPdf(
          kind,
          found.order,
          found.contact,
          shop,
          new Date(),
          lots,
        );
        return reply.headers(orderPdfHeaders(kind, id)).send(pdf);
      },
    );
  };
}
