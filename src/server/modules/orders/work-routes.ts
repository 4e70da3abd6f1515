import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_ORDER_MESSAGES, OrderIdParamsSchema } from '../../../shared/admin-orders';
import {
  type AdminOrderDetail,
  AddOrderNoteSchema,
  AdminOrderDetailSchema,
  OrderPaymentParamsSchema,
} from '../../../shared/admin-order-detail';
import {
  PAYMENT_MESSAGES,
  RecordPaymentSchema,
  earliestPaymentDay,
} from '../../../shared/order-payments';
import { UpdateOrderLinesSchema, phoneOrderNote } from '../../../shared/order-lines-edit';
import { OrderVersionBodySchema } from '../../../shared/order-version';
import { PhoneOrderSchema } from '../../../shared/phone-order';
import { CUSTOMER_MESSAGES } from '../../../shared/customers/customers';
import { formatMoney } from '../../../shared/format';
import { PAYMENT_METHOD_LABELS } from '../../../shared/orders';
import type { Db } from '../../db/client';
import { orderNotes, orderPayments, orders } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { currentUser, requireAdmin } from '../../plugins/auth';
import { recordActivity } from '../staff/activity';
import { orderSubject } from './order-subject';
import { loadOrderDetail, refreshPaymentState } from './order-detail';
import type { MailQueue } from '../../lib/mail';
import { editOrderLines, renewQuote } from './order-edits';
import { bumpOrderVersion } from './order-version';
import { placeOrder } from '../checkout/place-order';
import { getShopSettings } from '../content/settings';
import { professionalCustomerFor } from '../customers/service';
import { INVALID_DATA_MESSAGE, type InputRefusal } from '../../validation';
import { refuseEmptyCart } from '../checkout/routes';

const detail = { 200: AdminOrderDetailSchema, 201: AdminOrderDetailSchema };

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

async function orderExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
  return row !== undefined;
}

/**
 * /api/admin/orders (phone orders) and /:id/payments, /lines, /renew-quote, /notes: staff's work
 * on one order. Each change answers the whole order detail, so the screen shows what the server
 * computed and the order's new version; edits made from an older version are refused (409).
 */
export function adminOrderWorkRoutes({ db, mail, publicUrl }: AdminOrderWorkOptions) {
  return async function register(plain: FastifyInstance): Promise<void> {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.addHook('preValidation', requireAdmin);

    /**
     * An order taken by phone: the shop's own order service (same validation, pricing and
     * e-mails as the checkout), marked in the notes with who took it. Not throttled like the
     * public route: only signed-in staff reach it.
     */
    app.post(
      '/',
      {
        schema: { body: PhoneOrderSchema, response: detail },
        preValidation: refuseEmptyCart,
        config: { refusal: firstMessage },
      },
      async (request, reply) => {
        const input = request.body;
        const user = currentUser(request);
        const shop = await getShopSettings(db);
        const professional = input.applyProfessionalDiscount
          ? await professionalCustomerFor(db, input.customer.email, input.customer.phone)
          : null;
        if (input.applyProfessionalDiscount && !professional) {
          const message = CUSTOMER_MESSAGES.notProfessional;
          throw badRequest(message, { applyProfessionalDiscount: message });
        }
        const placed = await placeOrder(
          db,
          input,
          { shop, publicUrl },
          {
            staffPrices: true,
            stockActor: user,
            professionalDiscountPercentage: professional?.discountPercentage ?? null,
          },
        );
        if (placed.created) {
          mail.kick();
          await request.server.shop.stockChanged();
          await db.insert(orderNotes).values({
            orderId: placed.id,
            text: phoneOrderNote(user.name, placed.lines ?? [], placed.reasons ?? new Map()),
            authorId: user.id,
            authorName: user.name,
          });
          await recordActivity(db, {
            actorId: user.id,
            action: 'order.create',
            subject: orderSubject(placed.id),
            detail: `Cliente: ${input.customer.name}. Total ${formatMoney(placed.totalAmount)}`,
          });
        }
        reply.status(placed.created ? 201 : 200);
        return detailOrNotFound(db, placed.id);
      },
    );

    app.post(
      '/:id/payments',
      { schema: { params: OrderIdParamsSchema, body: RecordPaymentSchema, response: detail } },
      async (request, reply) => {
        const { id } = request.params;
        const payment = request.body;
        const user = currentUser(request);
        const found = await db.transaction(async (tx) => {
          const [order] = await tx
            .select({ createdAt: orders.createdAt })
            .from(orders)
            .where(eq(orders.id, id));
          if (!order) return false;
          const earliest = earliestPaymentDay(order.createdAt);
          if (payment.date < earliest) {
            const message = PAYMENT_MESSAGES.dateBeforeOrder(earliest);
            throw badRequest(message, { date: message });
          }
          await tx.insert(orderPayments).values({
            orderId: id,
            amount: payment.amount,
            paidOn: payment.date,
            method: payment.method,
            reference: payment.reference,
            recordedById: user.id,
            recordedByName: user.name,
          });
          await refreshPaymentState(tx, id);
          await bumpOrderVersion(tx, id);
          await recordActivity(tx, {
            actorId: user.id,
            action: 'order.payment',
            subject: orderSubject(id),
            detail: `Pago registrado: ${formatMoney(payment.amount)} (${PAYMENT_METHOD_LABELS[payment.method]})`,
          });
          return true;
        });
        if (!found) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
        reply.status(201);
        return detailOrNotFound(db, id);
      },
    );

    app.delete(
      '/:id/payments/:paymentId',
      { schema: { params: OrderPaymentParamsSchema, response: detail } },
      async (request) => {
        const { id, paymentId } = request.params;
        const deleted = await db.transaction(async (tx) => {
          const rows = await tx
            .delete(orderPayments)
            .where(and(eq(orderPayments.id, paymentId), eq(orderPayments.orderId, id)))
            .returning({ amount: orderPayments.amount });
          const [removed] = rows;
          if (!removed) return false;
          await refreshPaymentState(tx, id);
          await bumpOrderVersion(tx, id);
          await recordActivity(tx, {
            actorId: currentUser(request).id,
            action: 'order.payment',
            subject: orderSubject(id),
            detail: `Pago eliminado: ${formatMoney(removed.amount)}`,
          });
          return true;
        });
        if (!deleted) {
          throw notFound(
            (await orderExists(db, id)) ? PAYMENT_MESSAGES.notFound : ADMIN_ORDER_MESSAGES.notFound,
          );
        }
        return detailOrNotFound(db, id);
      },
    );

    app.put(
      '/:id/lines',
      {
        schema: { params: OrderIdParamsSchema, body: UpdateOrderLinesSchema, response: detail },
        config: { refusal: firstMessage },
      },
      async (request) => {
        const { id } = request.params;
        await editOrderLines(db, id, request.body, currentUser(request));
        await request.server.shop.stockChanged();
        return detailOrNotFound(db, id);
      },
    );

    app.post(
      '/:id/renew-quote',
      { schema: { params: OrderIdParamsSchema, body: OrderVersionBodySchema, response: detail } },
      async (request) => {
        const { id } = request.params;
        const shop = await getShopSettings(db);
        await renewQuote(
          db,
          id,
          request.body.version,
          shop.quoteValidityDays,
          currentUser(request),
        );
        return detailOrNotFound(db, id);
      },
    );

    app.post(
      '/:id/notes',
      { schema: { params: OrderIdParamsSchema, body: AddOrderNoteSchema, response: detail } },
      async (request, reply) => {
        const { id } = request.params;
        const { text } = request.body;
        const user = currentUser(request);
        if (!(await orderExists(db, id))) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
        await db
          .insert(orderNotes)
          .values({ orderId: id, text, authorId: user.id, authorName: user.name });
        reply.status(201);
        return detailOrNotFound(db, id);
      },
    );
  };
}
