import type { FastifyInstance } from 'fastify';
import { ADMIN_ORDER_MESSAGES } from '#shared/admin-orders';
import type { AdminOrderDetail } from '#shared/admin-order-detail';
import { adminOrderEndpoints as E } from '#shared/admin-order-endpoints';
import { PAYMENT_MESSAGES } from '#shared/order-payments';
import { phoneOrderNote } from '#shared/order-lines-edit';
import { CUSTOMER_MESSAGES } from '#shared/customers/customers';
import { formatMoney } from '#shared/format';
import type { Db } from '#server/db/client';
import { badRequest, notFound } from '#server/errors';
import { currentUser, requireAdmin } from '#server/plugins/auth';
import { route } from '#server/plugins/endpoints';
import { recordActivity } from '../staff/activity';
import { orderSubject } from './order-subject';
import { loadOrderDetail } from './order-detail';
import type { MailQueue } from '#server/lib/mail';
import { editOrderLines, renewQuote } from './order-edits';
import { placeOrder } from '../checkout/place-order';
import { getShopSettings } from '../content/settings';
import { professionalCustomerFor } from '../customers/service';
import { INVALID_DATA_MESSAGE, type InputRefusal } from '#server/validation';
import { refuseEmptyCart } from '../checkout/empty-cart-hook';
import { addOrderNote, deletePayment, orderExists, recordPayment } from './order-work';

/** Staff's forms show the server's first field message as it is ("Escribí el motivo…"). */
const firstMessage: InputRefusal = {
  message: (fields) => Object.values(fields)[0] ?? INVALID_DATA_MESSAGE,
};

export interface AdminOrderWorkOptions {
  db: Db;
  mail: MailQueue;
  publicUrl: string;
}

async function detailOrNotFound(db: Db, id: number): Promise<AdminOrderDetail> {
  const detail = await loadOrderDetail(db, id);
  if (!detail) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
  return detail;
}

/**
 * /api/admin/orders (phone orders) and /:id/payments, /lines, /renew-quote, /notes: staff's work
 * on one order. Each change answers the whole order detail, so the screen shows what the server
 * computed and the order's new version; edits made from an older version are refused (409).
 */
export function adminOrderWorkRoutes({ db, mail, publicUrl }: AdminOrderWorkOptions) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.addHook('preValidation', requireAdmin);

    /**
     * An order taken by phone: the shop's own order service (same validation, pricing and
     * e-mails as the checkout), marked in the notes with who took it. Not throttled like the
     * public route: only signed-in staff reach it.
     */
    route(
      app,
      E.createPhoneOrder,
      { preValidation: refuseEmptyCart, config: { refusal: firstMessage } },
      async (request, reply) => {
        const input = request.body;
        const user = currentUser(request);
        const professional = input.applyProfessionalDiscount
          ? await professionalCustomerFor(db, input.customer.email, input.customer.phone)
          : null;
        if (input.applyProfessionalDiscount && !professional) {
          const message = CUSTOMER_MESSAGES.notProfessional;
          throw badRequest(message, { applyProfessionalDiscount: message });
        }
        const placed = await placeOrder(db, input, publicUrl, {
          staffPrices: true,
          stockActor: user,
          professionalDiscountPercentage: professional?.discountPercentage ?? null,
          recordIn: async (tx, made) => {
            const note = phoneOrderNote(user.name, made.lines ?? [], made.reasons ?? new Map());
            await addOrderNote(tx, made.id, note, user);
            await recordActivity(tx, {
              actorId: user.id,
              action: 'order.create',
              subject: orderSubject(made.id),
              detail: `Cliente: ${input.customer.name}. Total ${formatMoney(made.totalAmount)}`,
            });
          },
        });
        if (placed.created) {
          mail.kick();
          await request.server.shop.stockChanged();
        }
        reply.status(placed.created ? 201 : 200);
        return detailOrNotFound(db, placed.id);
      },
    );

    route(app, E.recordPayment, {}, async (request) => {
      const { id } = request.params;
      const found = await recordPayment(db, id, request.body, currentUser(request));
      if (!found) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
      return detailOrNotFound(db, id);
    });

    route(app, E.deletePayment, {}, async (request) => {
      const { id, paymentId } = request.params;
      const deleted = await deletePayment(db, id, paymentId, currentUser(request).id);
      if (!deleted) {
        throw notFound(
          (await orderExists(db, id)) ? PAYMENT_MESSAGES.notFound : ADMIN_ORDER_MESSAGES.notFound,
        );
      }
      return detailOrNotFound(db, id);
    });

    route(app, E.updateLines, { config: { refusal: firstMessage } }, async (request) => {
      const { id } = request.params;
      await editOrderLines(db, id, request.body, currentUser(request), publicUrl);
      mail.kick();
      await request.server.shop.stockChanged();
      return detailOrNotFound(db, id);
    });

    route(app, E.renewQuote, {}, async (request) => {
      const { id } = request.params;
      const shop = await getShopSettings(db);
      await renewQuote(db, id, request.body.version, shop.quoteValidityDays, currentUser(request));
      return detailOrNotFound(db, id);
    });

    route(app, E.addNote, {}, async (request) => {
      const { id } = request.params;
      const { text } = request.body;
      const user = currentUser(request);
      if (!(await orderExists(db, id))) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
      await addOrderNote(db, id, text, user);
      return detailOrNotFound(db, id);
    });
  };
}
