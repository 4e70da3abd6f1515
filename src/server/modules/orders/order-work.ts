import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '#shared/auth';
import { formatMoney } from '#shared/format';
import { PAYMENT_MESSAGES, type RecordPayment, earliestPaymentDay } from '#shared/order-payments';
import { PAYMENT_METHOD_LABELS } from '#shared/orders';
import type { Db } from '#server/db/client';
import { orderNotes, orderPayments, orders } from '#server/db/schema';
import { badRequest, conflict } from '#server/errors';
import { recordActivity } from '../staff/activity';
import { refreshPaymentState } from './order-detail';
import { orderSubject } from './order-subject';
import { bumpOrderVersion } from './order-version';

type Staff = Pick<SessionUser, 'id' | 'name'>;

export async function orderExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
  return row !== undefined;
}

/** A staff note on the order, signed with the author's name. */
export async function addOrderNote(db: Db, orderId: number, text: string, author: Staff) {
  await db
    .insert(orderNotes)
    .values({ orderId, text, authorId: author.id, authorName: author.name });
}

/**
 * A payment taken by hand, in one transaction with the order's payment state, version and the
 * activity log. False when the order does not exist; a date before the order is refused.
 */
export async function recordPayment(
  db: Db,
  id: number,
  payment: RecordPayment,
  user: Staff,
): Promise<boolean> {
  return db.transaction(async (tx) => {
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
}

/**
 * Removes one of the order's payments (false when the order has no such payment). A row written
 * from Mercado Pago is refused (409): its credit or reversal follows what Mercado Pago says, and
 * deleting a refund by hand would leave the order Pagado.
 */
export async function deletePayment(
  db: Db,
  id: number,
  paymentId: string,
  actorId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select({ mercadoPagoPaymentId: orderPayments.mercadoPagoPaymentId })
      .from(orderPayments)
      .where(and(eq(orderPayments.id, paymentId), eq(orderPayments.orderId, id)))
      .for('update');
    if (!payment) return false;
    if (payment.mercadoPagoPaymentId !== null) throw conflict(PAYMENT_MESSAGES.mercadoPagoReadOnly);
    const [removed] = await tx
      .delete(orderPayments)
      .where(eq(orderPayments.id, paymentId))
      .returning({ amount: orderPayments.amount });
    if (!removed) return false;
    await refreshPaymentState(tx, id);
    await bumpOrderVersion(tx, id);
    await recordActivity(tx, {
      actorId,
      action: 'order.payment',
      subject: orderSubject(id),
      detail: `Pago eliminado: ${formatMoney(removed.amount)}`,
    });
    return true;
  });
}
