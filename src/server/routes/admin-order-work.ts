import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_ORDER_MESSAGES, OrderIdParamsSchema } from '../../shared/admin-orders';
import {
  type AdminOrderDetail,
  AddOrderNoteSchema,
  AdminOrderDetailSchema,
  OrderPaymentParamsSchema,
} from '../../shared/admin-order-detail';
import {
  LINES_EDIT_MESSAGES,
  UpdateOrderLinesSchema,
  lineChangesNote,
} from '../../shared/order-lines-edit';
import {
  PAYMENT_MESSAGES,
  RecordPaymentSchema,
  earliestPaymentDay,
} from '../../shared/order-payments';
import { formatMoney } from '../../shared/format';
import { roundMoney } from '../../shared/pricing';
import { CreateOrderSchema, PAYMENT_METHOD_LABELS } from '../../shared/orders';
import type { Db } from '../db/client';
import { orderLines, orderNotes, orderPayments, orders } from '../db/schema';
import { AppError, badRequest, notFound } from '../errors';
import { currentUser, requireAdmin } from '../plugins/auth';
import { recordActivity } from '../services/activity';
import { orderSubject } from '../services/order-subject';
import { loadOrderDetail, refreshPaymentState } from '../services/order-detail';
import type { MailQueue } from '../services/mail';
import { priceOrderLines } from '../services/order-pricing';
import { placeOrder } from '../services/place-order';
import { getShopSettings } from '../services/settings';
import { refuseEmptyCart } from './orders';

const detail = { 200: AdminOrderDetailSchema, 201: AdminOrderDetailSchema };

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
 * /api/admin/orders/:id/payments and /notes: staff's work on one order. Each change answers
 * the whole order detail, so the screen shows the derived payment state the server computed.
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
      { schema: { body: CreateOrderSchema, response: detail }, preValidation: refuseEmptyCart },
      async (request, reply) => {
        const input = request.body;
        const user = currentUser(request);
        const shop = await getShopSettings(db);
        const placed = await placeOrder(db, input, { shop, publicUrl });
        if (placed.created) {
          mail.kick();
          await db.insert(orderNotes).values({
            orderId: placed.id,
            text: `Pedido tomado por teléfono por ${user.name}.`,
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

    /**
     * The new lines of a Pendiente order, priced like the shop's checkout from today's catalogue;
     * the total, the payment state and a note saying what changed are written with them.
     */
    app.put(
      '/:id/lines',
      { schema: { params: OrderIdParamsSchema, body: UpdateOrderLinesSchema, response: detail } },
      async (request) => {
        const { id } = request.params;
        const { items } = request.body;
        const user = currentUser(request);
        await db.transaction(async (tx) => {
          const [order] = await tx
            .select({
              status: orders.status,
              total: orders.totalAmount,
              deliveryCost: orders.deliveryCost,
            })
            .from(orders)
            .where(eq(orders.id, id))
            .for('update');
          if (!order) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
          if (order.status !== 'pending') {
            throw new AppError(409, 'order_not_pending', LINES_EDIT_MESSAGES.notPending);
          }
          const priced = await priceOrderLines(tx, items);
          const { lines } = priced;
          // The delivery priced at checkout stays part of the order's total.
          const totalAmount = roundMoney(priced.totalAmount + (order.deliveryCost ?? 0));
          const before = await tx
            .select({
              productId: orderLines.productId,
              productName: orderLines.productName,
              quantity: orderLines.quantity,
            })
            .from(orderLines)
            .where(eq(orderLines.orderId, id))
            .orderBy(asc(orderLines.position));
          await tx.delete(orderLines).where(eq(orderLines.orderId, id));
          await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: id })));
          await tx.update(orders).set({ totalAmount }).where(eq(orders.id, id));
          await refreshPaymentState(tx, id);
          const note = lineChangesNote(user.name, before, lines, {
            before: order.total,
            after: totalAmount,
          });
          await tx.insert(orderNotes).values({
            orderId: id,
            text: note,
            authorId: user.id,
            authorName: user.name,
          });
          await recordActivity(tx, {
            actorId: user.id,
            action: 'order.lines',
            subject: orderSubject(id),
            detail: note,
          });
        });
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
