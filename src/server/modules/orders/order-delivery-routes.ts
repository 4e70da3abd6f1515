import type { FastifyInstance } from 'fastify';
import { ADMIN_ORDER_MESSAGES } from '#shared/admin-orders';
import { adminOrderDeliveryEndpoints as E } from '#shared/order-delivery-change';
import { subtractMoney } from '#shared/money';
import type { Db } from '#server/db/client';
import type { MailQueue } from '#server/lib/mail';
import { notFound } from '#server/errors';
import { currentUser, requireAdmin } from '#server/plugins/auth';
import { route } from '#server/plugins/endpoints';
import { getShopSettings } from '../content/settings';
import { createMercadoPagoCheckout } from '../payments/checkout';
import type { MercadoPagoApi } from '../payments/mercado-pago-client';
import { orderDelivery } from '../checkout/delivery';
import { findCustomerOrder } from './customer-order';
import { type DeliveryChange, changeOrderDelivery } from './order-delivery-change';
import { orderDeliveryMail } from './order-delivery-mail';
import { loadOrderDetail } from './order-detail';

export interface OrderDeliveryRoutesOptions {
  db: Db;
  mail: MailQueue;
  publicUrl: string;
  mercadoPago: { api: MercadoPagoApi } | null;
}

/** PUT /api/admin/orders/:id/delivery: staff set the delivery's cost and day (editors, super_admins). */
export function adminOrderDeliveryRoutes({
  db,
  mail,
  publicUrl,
  mercadoPago,
}: OrderDeliveryRoutesOptions) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.addHook('preValidation', requireAdmin);

    route(app, E.setDelivery, {}, async (request) => {
      const { id } = request.params;
      const change = await changeOrderDelivery(db, id, request.body, currentUser(request));
      if (change.customerEmail.trim() !== '') {
        const shop = await getShopSettings(db);
        const payLink = await mercadoPagoLink(change, request.log);
        await mail.enqueue(orderDeliveryMail(change, shop, publicUrl, payLink));
      }
      const detail = await loadOrderDetail(db, id);
      if (!detail) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
      return { ...detail, delivery: await orderDelivery(db, id) };
    });
  };

  /**
   * A new Checkout Pro link for the balance when the customer chose Mercado Pago; null when the
   * order owes nothing, the shop takes no Mercado Pago or the link cannot be made (the e-mail
   * then points to the order's page, which makes one when the customer pays).
   */
  async function mercadoPagoLink(
    change: DeliveryChange,
    log: FastifyInstance['log'],
  ): Promise<string | null> {
    const token = change.accessToken;
    if (!mercadoPago || !token || change.paymentChoice !== 'mercado_pago') return null;
    if (subtractMoney(change.totalAmount, change.paid) <= 0) return null;
    try {
      const shop = await getShopSettings(db);
      const found = await findCustomerOrder(db, token, shop);
      return await createMercadoPagoCheckout(db, mercadoPago.api, found, token, {
        shop,
        publicUrl,
      });
    } catch (err) {
      log.warn({ err, orderId: change.id }, 'mercado pago link for the new delivery cost failed');
      return null;
    }
  }
}
