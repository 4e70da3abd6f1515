import { and, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import {
  mercadoPagoNotifications,
  mercadoPagoPayments,
  mercadoPagoPreferences,
  orderPayments,
  orders,
} from '#server/db/schema';

/**
 * Claims a notification's x-request-id: true the first time, false when it was already accepted
 * (a replay). The primary key decides between concurrent copies: exactly one insert wins.
 */
export async function claimNotification(db: Db, requestId: string): Promise<boolean> {
  const rows = await db
    .insert(mercadoPagoNotifications)
    .values({ requestId })
    .onConflictDoNothing()
    .returning({ requestId: mercadoPagoNotifications.requestId });
  return rows.length > 0;
}

/** Gives a claim back when the notification could not be processed, so Mercado Pago's retry is. */
export async function releaseNotification(db: Db, requestId: string): Promise<void> {
  await db
    .delete(mercadoPagoNotifications)
    .where(eq(mercadoPagoNotifications.requestId, requestId));
}

/** Forgets notification ids older than `before` (housekeeping); their signatures expired long ago. */
export async function deleteOldNotifications(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(mercadoPagoNotifications)
    .where(lt(mercadoPagoNotifications.receivedAt, before))
    .returning({ requestId: mercadoPagoNotifications.requestId });
  return rows.length;
}

/**
 * What recording a payment reads of its order; with `lock`, the order stays locked until the
 * transaction ends, so two payments of one order are judged against the balance one at a time.
 */
export async function orderForPayment(db: Db, id: number, { lock = false } = {}) {
  const query = db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      totalAmount: orders.totalAmount,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      accessToken: orders.accessToken,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .where(eq(orders.id, id));
  const [order] = await (lock ? query.for('update') : query);
  return order;
}

/**
 * The Mercado Pago payment's row, created on first sight and locked until the transaction ends:
 * two notifications of one payment (created, updated; or the job) are recorded one after the
 * other, the second seeing what the first wrote. `isNew` when this call created it.
 */
export async function lockMercadoPagoPayment(
  tx: Db,
  values: typeof mercadoPagoPayments.$inferInsert,
) {
  const inserted = await tx
    .insert(mercadoPagoPayments)
    .values(values)
    .onConflictDoNothing()
    .returning({ paymentId: mercadoPagoPayments.paymentId });
  const [row] = await tx
    .select({
      orderId: mercadoPagoPayments.orderId,
      status: mercadoPagoPayments.status,
      statusDetail: mercadoPagoPayments.statusDetail,
      review: mercadoPagoPayments.review,
    })
    .from(mercadoPagoPayments)
    .where(eq(mercadoPagoPayments.paymentId, values.paymentId))
    .for('update');
  if (!row) throw new Error('mercado pago payment row vanished');
  return { ...row, isNew: inserted.length > 0 };
}

export async function updateMercadoPagoPayment(
  tx: Db,
  paymentId: string,
  change: Pick<
    typeof mercadoPagoPayments.$inferInsert,
    'status' | 'statusDetail' | 'amount' | 'currencyId' | 'installments' | 'review'
  >,
): Promise<void> {
  await tx
    .update(mercadoPagoPayments)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(mercadoPagoPayments.paymentId, paymentId));
}

/** What the order's payments already count of this Mercado Pago payment. */
export async function countedForPayment(tx: Db, paymentId: string): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${orderPayments.amount}), 0)::float8` })
    .from(orderPayments)
    .where(eq(orderPayments.mercadoPagoPaymentId, paymentId));
  return row?.sum ?? 0;
}

/**
 * One page of the orders whose Mercado Pago payment may still be open, for the reconciliation
 * job, newest first: chosen to pay with Mercado Pago or sent to its checkout, not paid in full,
 * not cancelled, placed after `since`; `before` is the last order number of the previous page.
 */
export async function openMercadoPagoOrders(
  db: Db,
  { since, before, limit }: { since: Date; before: number | null; limit: number },
) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        or(
          eq(orders.paymentChoice, 'mercado_pago'),
          sql`exists (select 1 from ${mercadoPagoPreferences} where ${mercadoPagoPreferences.orderId} = ${orders.id})`,
        ),
        inArray(orders.paymentStatus, ['pending', 'deposit']),
        sql`${orders.status} <> 'cancelled'`,
        gt(orders.createdAt, since),
        before === null ? undefined : lt(orders.id, before),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(limit);
}

/** Keeps what a preference the shop created names (checkout.ts). */
export async function savePreference(
  db: Db,
  values: typeof mercadoPagoPreferences.$inferInsert,
): Promise<void> {
  await db.insert(mercadoPagoPreferences).values(values).onConflictDoNothing();
}

/** The order and account of a preference the shop created with exactly this reference. */
export async function preferenceFor(db: Db, externalReference: string) {
  const [row] = await db
    .select({
      orderId: mercadoPagoPreferences.orderId,
      collectorId: mercadoPagoPreferences.collectorId,
    })
    .from(mercadoPagoPreferences)
    .where(eq(mercadoPagoPreferences.externalReference, externalReference))
    .orderBy(desc(mercadoPagoPreferences.createdAt))
    .limit(1);
  return row;
}

/** Everything paid on an order (payments less reversals). */
export async function paidOnOrder(tx: Db, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${orderPayments.amount}), 0)::float8` })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId));
  return row?.sum ?? 0;
}
