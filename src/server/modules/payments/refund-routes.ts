import type { FastifyInstance } from 'fastify';
import { ADMIN_ORDER_MESSAGES } from '#shared/admin-orders';
import type { AdminOrderDetail } from '#shared/admin-order-detail';
import { REFUND_MESSAGES } from '#shared/order-payments';
import { refundEndpoints as E } from '#shared/payments/refund-endpoints';
import type { Db } from '#server/db/client';
import { AppError, notFound } from '#server/errors';
import type { MailQueue } from '#server/lib/mail';
import { currentUser, requireAdmin } from '#server/plugins/auth';
import { route } from '#server/plugins/endpoints';
import { INVALID_DATA_MESSAGE, type InputRefusal } from '#server/validation';
import { getShopSettings } from '../content/settings';
import { loadOrderDetail } from '../orders/order-detail';
import type { MercadoPagoApi } from './mercado-pago-client';
import { recordManualRefund, refundThroughMercadoPago } from './refunds';

export interface RefundRoutesOptions {
  db: Db;
  mail: MailQueue;
  publicUrl: string;
  mercadoPago: { api: MercadoPagoApi } | null;
}

/** The form shows the server's first field message as it is ("Escribí la referencia…"). */
const firstMessage: InputRefusal = {
  message: (fields) => Object.values(fields)[0] ?? INVALID_DATA_MESSAGE,
};

async function detailOrNotFound(db: Db, id: number): Promise<AdminOrderDetail> {
  const detail = await loadOrderDetail(db, id);
  if (!detail) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
  return detail;
}

/** /api/admin/orders/:id/…: staff give money back, each answering the whole order detail. */
export function refundRoutes({ db, mail, publicUrl, mercadoPago }: RefundRoutesOptions) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.addHook('preValidation', requireAdmin);

    route(
      app,
      E.mercadoPagoRefund,
      { config: { refusal: firstMessage } },
      async (request, reply) => {
        if (!mercadoPago)
          throw new AppError(409, 'mercado_pago_not_configured', REFUND_MESSAGES.notConfigured);
        const { id, paymentId } = request.params;
        const shop = await getShopSettings(db);
        await refundThroughMercadoPago(
          db,
          mercadoPago.api,
          { shop, publicUrl },
          { orderId: id, rowId: paymentId },
          request.body,
          currentUser(request),
        );
        mail.kick();
        reply.status(201);
        return detailOrNotFound(db, id);
      },
    );

    route(app, E.manualRefund, { config: { refusal: firstMessage } }, async (request, reply) => {
      const { id } = request.params;
      const found = await recordManualRefund(db, id, request.body, currentUser(request));
      if (!found) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
      reply.status(201);
      return detailOrNotFound(db, id);
    });
  };
}
