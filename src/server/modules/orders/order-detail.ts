import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AdminOrderDetail } from '#shared/admin-order-detail';
import { quoteValidUntil } from '#shared/customer-order';
import { effectivePrice, roundMoney } from '#shared/pricing';
import { orderLedger, paidAmount, paymentState } from '#shared/order-payments';
import { mercadoPagoReviewMessage } from '#shared/payments/mercado-pago';
import { type Db, oneAtATime } from '#server/db/client';
import {
  mercadoPagoPayments,
  orderLines,
  orderNotes,
  orderPayments,
  orders,
  products,
} from '#server/db/schema';
import { getShopSettings } from '../content/settings';
import { orderAdjustmentsOf } from './order-adjustments';

/**
 * Sum of an order's payments, for the columns of a list. Qualified by hand: in a select list
 * drizzle writes its columns unqualified, and "id" would be the payment's.
 */
export const paidAmountSql = sql<number>`coalesce((select sum("op"."amount")
  from ${orderPayments} as "op" where "op"."order_id" = ${orders}."id"), 0)::float8`;

/**
 * What each Mercado Pago payment still counts on the order (its credit less its refunds and
 * reversals), shown on its first credit row, the one "Devolver" is offered on.
 */
function mercadoPagoRefundable(
  payments: { id: string; amount: number; mercadoPagoPaymentId: string | null }[],
): Map<string, number> {
  const counted = new Map<string, number>();
  const firstCredit = new Map<string, string>();
  for (const p of payments) {
    if (p.mercadoPagoPaymentId === null) continue;
    counted.set(p.mercadoPagoPaymentId, (counted.get(p.mercadoPagoPaymentId) ?? 0) + p.amount);
    if (p.amount > 0 && !firstCredit.has(p.mercadoPagoPaymentId))
      firstCredit.set(p.mercadoPagoPaymentId, p.id);
  }
  const refundable = new Map<string, number>();
  for (const [paymentId, rowId] of firstCredit)
    refundable.set(rowId, Math.max(0, roundMoney(counted.get(paymentId) ?? 0)));
  return refundable;
}

/**
 * Rewrites the order's stored payment state from its payments and total by the shared rule;
 * called in the transaction of every change to either, so the stored state never disagrees.
 */
export async function refreshPaymentState(db: Db, orderId: number): Promise<void> {
  const [order] = await db
    .select({ total: orders.totalAmount })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return;
  const amounts = await db
    .select({ amount: orderPayments.amount })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId));
  const paid = paidAmount(amounts.map((p) => p.amount));
  await db
    .update(orders)
    .set({ paymentStatus: paymentState(order.total, paid) })
    .where(eq(orders.id, orderId));
}

/** What a line shows wherever an order is read back (admin detail, customer's page). */
export const orderLineColumns = {
  productName: orderLines.productName,
  unitPrice: orderLines.unitPrice,
  listPrice: orderLines.listPrice,
  discountPercentage: orderLines.discountPercentage,
  quantity: orderLines.quantity,
  squareMeters: orderLines.squareMeters,
  includeWaste: orderLines.includeWaste,
  saleUnit: orderLines.saleUnit,
  metersPerBox: orderLines.metersPerBox,
  layingPattern: orderLines.layingPattern,
  lineTotal: orderLines.lineTotal,
  specialPrice: orderLines.specialPrice,
  specialDiscount: orderLines.specialDiscount,
};

/** Who ordered and what they wrote, wherever an order is read back (list, detail, their page). */
export const orderContactColumns = {
  id: orders.id,
  createdAt: orders.createdAt,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  customerPhone: orders.customerPhone,
  customerAddress: orders.customerAddress,
  comments: orders.comments,
};

/** Everything the admin's order detail shows; null for an order that does not exist. */
export async function loadOrderDetail(db: Db, id: number): Promise<AdminOrderDetail | null> {
  const [row] = await db
    .select({
      ...orderContactColumns,
      totalAmount: orders.totalAmount,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      version: orders.version,
      quoteValidUntil: orders.quoteValidUntil,
    })
    .from(orders)
    .where(eq(orders.id, id));
  if (!row) return null;
  const validUntil =
    row.quoteValidUntil ??
    quoteValidUntil(row.createdAt, (await getShopSettings(db)).quoteValidityDays);
  const [lines, adjustments, payments, notes, reviews] = await oneAtATime([
    db
      .select({
        productId: orderLines.productId,
        ...orderLineColumns,
        todayPrice: products.price,
        todayDiscount: products.discountPercentage,
      })
      .from(orderLines)
      .leftJoin(products, eq(products.id, orderLines.productId))
      .where(eq(orderLines.orderId, id))
      .orderBy(asc(orderLines.position)),
    orderAdjustmentsOf(db, id),
    db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, id))
      .orderBy(asc(orderPayments.paidOn), asc(orderPayments.createdAt)),
    db
      .select()
      .from(orderNotes)
      .where(eq(orderNotes.orderId, id))
      .orderBy(asc(orderNotes.createdAt)),
    db
      .select({
        paymentId: mercadoPagoPayments.paymentId,
        amount: mercadoPagoPayments.amount,
        currencyId: mercadoPagoPayments.currencyId,
        status: mercadoPagoPayments.status,
        review: mercadoPagoPayments.review,
      })
      .from(mercadoPagoPayments)
      .where(and(eq(mercadoPagoPayments.orderId, id), isNotNull(mercadoPagoPayments.review)))
      .orderBy(asc(mercadoPagoPayments.createdAt)),
  ]);
  const paid = paidAmount(payments.map((p) => p.amount));
  const ledger = orderLedger(row, paid);
  const refundable = mercadoPagoRefundable(payments);
  return {
    ...row,
    adjustments,
    createdAt: row.createdAt.toISOString(),
    quoteValidUntil: validUntil.toISOString(),
    paidAmount: paid,
    balanceDue: ledger.balanceDue,
    customerCredit: ledger.customerCredit,
    products: lines.map(({ todayPrice, todayDiscount, ...line }) => ({
      ...line,
      todayPrice: todayPrice === null ? null : effectivePrice(todayPrice, todayDiscount),
    })),
    payments: payments.map((p) => ({
      id: p.id,
      amount: p.amount,
      date: p.paidOn,
      method: p.method,
      reference: p.reference,
      recordedBy: p.recordedByName,
      recordedAt: p.createdAt.toISOString(),
      fromMercadoPago: p.mercadoPagoPaymentId !== null,
      refundable: refundable.get(p.id) ?? 0,
    })),
    mercadoPagoReviews: reviews.flatMap(({ review, ...payment }) =>
      review
        ? [
            {
              paymentId: payment.paymentId,
              reason: review,
              message: mercadoPagoReviewMessage(review, payment),
            },
          ]
        : [],
    ),
    refundDue: ledger.refundDue,
    notes: notes.map((n) => ({
      id: n.id,
      text: n.text,
      author: n.authorName,
      createdAt: n.createdAt.toISOString(),
    })),
  };
}
