import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '#shared/auth';
import { ADMIN_ORDER_MESSAGES } from '#shared/admin-orders';
import { formatMoney } from '#shared/format';
import {
  type ManualRefund,
  type MercadoPagoRefund as RefundRequest,
  PAYMENT_MESSAGES,
  REFUND_MESSAGES,
  earliestPaymentDay,
} from '#shared/order-payments';
import { PAYMENT_METHOD_LABELS } from '#shared/orders';
import { roundMoney } from '#shared/pricing';
import type { Db } from '#server/db/client';
import { mercadoPagoPayments, orderNotes, orderPayments } from '#server/db/schema';
import { AppError, badRequest, conflict, notFound } from '#server/errors';
import { refreshPaymentState } from '../orders/order-detail';
import { orderSubject } from '../orders/order-subject';
import { bumpOrderVersion } from '../orders/order-version';
import { recordActivity } from '../staff/activity';
import { type MercadoPagoApi, MercadoPagoRefundRefused } from './mercado-pago-client';
import { countedForPayment, orderForPayment, paidOnOrder } from './queries';
import { type MailContext, insertRefundRow, moneyMoved } from './service';

type Staff = Pick<SessionUser, 'id' | 'name'>;

/** The Mercado Pago payment a row of the order's payments credits; refused otherwise. */
async function mercadoPagoPaymentOfRow(db: Db, orderId: number, rowId: string): Promise<string> {
  const [row] = await db
    .select({ amount: orderPayments.amount, paymentId: orderPayments.mercadoPagoPaymentId })
    .from(orderPayments)
    .where(and(eq(orderPayments.id, rowId), eq(orderPayments.orderId, orderId)));
  if (!row) {
    const order = await orderForPayment(db, orderId);
    throw notFound(order ? PAYMENT_MESSAGES.notFound : ADMIN_ORDER_MESSAGES.notFound);
  }
  if (row.paymentId === null) throw badRequest(REFUND_MESSAGES.notMercadoPago);
  if (row.amount <= 0) throw conflict(REFUND_MESSAGES.notRefundable);
  return row.paymentId;
}

/**
 * Gives back part or all of a Mercado Pago payment through Mercado Pago's refunds API, then
 * records the refund from its answer. The request's idempotency key goes to Mercado Pago, so a
 * double click or a retry is the same refund; its id is unique among the order's payments, so the
 * answer and the payment's notification (whichever comes second) never write it twice. What
 * Mercado Pago has not approved yet is left to its notification.
 */
export async function refundThroughMercadoPago(
  db: Db,
  api: MercadoPagoApi,
  mail: MailContext,
  target: { orderId: number; rowId: string },
  request: RefundRequest,
  user: Staff,
): Promise<void> {
  const { orderId } = target;
  const paymentId = await mercadoPagoPaymentOfRow(db, orderId, target.rowId);
  const refundable = roundMoney(await countedForPayment(db, paymentId));
  if (refundable <= 0) throw conflict(REFUND_MESSAGES.notRefundable);
  if (request.amount > refundable) {
    const message = REFUND_MESSAGES.mercadoPagoTooMuch(refundable);
    throw badRequest(message, { amount: message });
  }
  let refund;
  try {
    refund = await api.refundPayment(paymentId, request.amount, request.idempotencyKey);
  } catch (error) {
    if (error instanceof MercadoPagoRefundRefused) throw conflict(REFUND_MESSAGES.refused);
    throw new AppError(502, 'mercado_pago_unavailable', REFUND_MESSAGES.unavailable);
  }
  if (refund.status !== 'approved') return;
  await db.transaction(async (tx) => {
    const order = await orderForPayment(tx, orderId, { lock: true });
    if (!order) return;
    // The notification's recording takes this lock too: one after the other.
    await tx
      .select({ paymentId: mercadoPagoPayments.paymentId })
      .from(mercadoPagoPayments)
      .where(eq(mercadoPagoPayments.paymentId, paymentId))
      .for('update');
    const moved = await insertRefundRow(tx, order, paymentId, refund);
    if (moved === 0) return;
    await tx.insert(orderNotes).values({
      orderId,
      text: `Devolución por Mercado Pago n.º ${refund.id} de ${formatMoney(-moved)} (pago n.º ${paymentId}), pedida por ${user.name}.`,
      authorId: user.id,
      authorName: user.name,
    });
    await recordActivity(tx, {
      actorId: user.id,
      action: 'order.payment',
      subject: orderSubject(orderId),
      detail: `Devolución por Mercado Pago: ${formatMoney(-moved)} (pago n.º ${paymentId})`,
    });
    await moneyMoved(tx, orderId, { paymentId, amount: moved, status: 'refunded' }, mail);
  });
}

/**
 * Money given back by hand (transfer, cash, card at the shop), with its reference: a negative row
 * of the order's payments, never more than what the order's payments add up to. The order stays
 * locked while it is judged, so two refunds are judged one after the other.
 */
export async function recordManualRefund(
  db: Db,
  orderId: number,
  refund: ManualRefund,
  user: Staff,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await orderForPayment(tx, orderId, { lock: true });
    if (!order) return false;
    const earliest = earliestPaymentDay(order.createdAt);
    if (refund.date < earliest) {
      const message = PAYMENT_MESSAGES.dateBeforeOrder(earliest);
      throw badRequest(message, { date: message });
    }
    const paid = roundMoney(await paidOnOrder(tx, orderId));
    if (refund.amount > paid) {
      const message = REFUND_MESSAGES.tooMuch(Math.max(0, paid));
      throw badRequest(message, { amount: message });
    }
    await tx.insert(orderPayments).values({
      orderId,
      amount: -refund.amount,
      paidOn: refund.date,
      method: refund.method,
      reference: refund.reference,
      recordedById: user.id,
      recordedByName: user.name,
    });
    await refreshPaymentState(tx, orderId);
    await bumpOrderVersion(tx, orderId);
    await recordActivity(tx, {
      actorId: user.id,
      action: 'order.payment',
      subject: orderSubject(orderId),
      detail: `Devolución registrada: ${formatMoney(refund.amount)} (${PAYMENT_METHOD_LABELS[refund.method]}, ref. ${refund.reference})`,
    });
    return true;
  });
}
