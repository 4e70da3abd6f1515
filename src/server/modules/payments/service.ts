import { earliestPaymentDay, orderLedger } from '#shared/order-payments';
import { shopToday } from '#shared/shop-clock';
import {
  type MercadoPagoReviewReason,
  SHOP_CURRENCY,
  mercadoPagoCountedAmount,
  mercadoPagoNote,
  mercadoPagoOnCancelledMessage,
  mercadoPagoReviewMessage,
} from '#shared/payments/mercado-pago';
import { compareMoney, roundMoney, subtractMoney, sumMoney } from '#shared/money';
import type { ShopSettings } from '#shared/settings';
import type { Db } from '#server/db/client';
import { activityLog, mailQueue, orderNotes, orderPayments } from '#server/db/schema';
import { refreshPaymentState } from '../orders/order-detail';
import { orderSubject } from '../orders/order-subject';
import { bumpOrderVersion } from '../orders/order-version';
import { orderInTrash } from '../trash/trash';
import type { MercadoPagoPayment, MercadoPagoRefund } from './mercado-pago-client';
import {
  type PaymentMailChange,
  customerPaymentMail,
  shopPaymentMail,
  shopReviewMail,
} from './payment-mail';
import {
  countedForPayment,
  lockMercadoPagoPayment,
  orderForPayment,
  paidOnOrder,
  preferenceFor,
  updateMercadoPagoPayment,
} from './queries';

/** How Mercado Pago signs what it writes in Actividad: no staff account did it. */
const MERCADO_PAGO_ACTOR = { email: 'mercado-pago', name: 'Mercado Pago' } as const;

export type RecordOutcome =
  | { kind: 'unknown_order' }
  /** Its order is in the Papelera: kept apart, counted when the order is restored. */
  | { kind: 'held'; orderId: number }
  | { kind: 'recorded'; orderId: number; statusChanged: boolean; moved: number };

const REVERSAL_WORDS: Record<string, string> = {
  refunded: 'devolución',
  charged_back: 'contracargo',
  cancelled: 'cancelación',
};

export interface MailContext {
  shop: ShopSettings;
  publicUrl: string;
}

/**
 * The order a payment is for: the one of a preference the shop created with exactly the
 * payment's reference ("0001004" is not "1004"), paid to that preference's account when both
 * say which. Null: not a payment of this shop's checkout, nothing is recorded.
 */
async function orderOfPayment(db: Db, payment: MercadoPagoPayment): Promise<number | null> {
  if (payment.externalReference === null) return null;
  const preference = await preferenceFor(db, payment.externalReference);
  if (!preference) return null;
  const { collectorId } = preference;
  if (collectorId !== null && payment.collectorId !== null && collectorId !== payment.collectorId)
    return null;
  return preference.orderId;
}

/** Tells staff, in Actividad and by e-mail to the shop, in the transaction that caused it. */
async function alertStaff(tx: Db, orderId: number, detail: string, mail: MailContext) {
  await tx.insert(activityLog).values({
    actorId: null,
    actorEmail: MERCADO_PAGO_ACTOR.email,
    actorName: MERCADO_PAGO_ACTOR.name,
    action: 'order.mercado_pago',
    subject: orderSubject(orderId),
    detail,
  });
  const message = shopReviewMail(orderId, detail, mail.shop, mail.publicUrl);
  await tx.insert(mailQueue).values({ ...message, nextAttemptAt: new Date() });
}

/**
 * Why a payment of an existing order is kept apart, or null when it counts: one kept apart
 * stays so (staff decide), except one kept while its order was in the Papelera, which is
 * judged afresh. A payment in another currency is never pesos; a first credit must be the
 * balance the order owes, or staff look at it before it can mark the order Pagado.
 */
function reviewOf(
  kept: MercadoPagoReviewReason | null,
  payment: MercadoPagoPayment,
  credit: { first: boolean; amount: number; balance: number },
): MercadoPagoReviewReason | null {
  if (kept !== null && kept !== 'papelera') return kept;
  if (payment.currencyId !== null && payment.currencyId !== SHOP_CURRENCY) return 'currency';
  if (credit.first && credit.amount > 0 && compareMoney(credit.amount, credit.balance) !== 0)
    return 'amount';
  return null;
}

/**
 * Writes an approved refund of a Mercado Pago payment as a negative row of the order's payments,
 * unless a row already records it (the unique refund id decides between the refunds API's
 * answer and the notification, whichever comes second). Answers what it moved: 0 or −amount.
 */
export async function insertRefundRow(
  tx: Db,
  order: { id: number; createdAt: Date },
  paymentId: string,
  refund: MercadoPagoRefund,
): Promise<number> {
  const earliest = earliestPaymentDay(order.createdAt);
  const day = shopToday();
  const amount = -roundMoney(refund.amount);
  const inserted = await tx
    .insert(orderPayments)
    .values({
      orderId: order.id,
      amount,
      paidOn: day < earliest ? earliest : day,
      method: 'mercado_pago',
      reference: `Mercado Pago n.º ${paymentId} (devolución n.º ${refund.id})`,
      recordedById: null,
      recordedByName: 'Mercado Pago',
      mercadoPagoPaymentId: paymentId,
      mercadoPagoRefundId: refund.id,
    })
    .onConflictDoNothing({ target: orderPayments.mercadoPagoRefundId })
    .returning({ id: orderPayments.id });
  return inserted.length > 0 ? amount : 0;
}

/**
 * After Mercado Pago's money moved on an order: its payment state and version follow, and the
 * customer and the shop are told, in the transaction that moved it.
 */
export async function moneyMoved(
  tx: Db,
  orderId: number,
  change: PaymentMailChange,
  mail: MailContext,
): Promise<void> {
  await refreshPaymentState(tx, orderId);
  await bumpOrderVersion(tx, orderId);
  const after = await orderForPayment(tx, orderId);
  if (!after) throw new Error('order vanished while recording its payment');
  const paid = await paidOnOrder(tx, orderId);
  const mailOrder = { ...after, balanceDue: orderLedger(after, paid).balanceDue };
  const now = new Date();
  const messages = [shopPaymentMail(mailOrder, change, mail.shop, mail.publicUrl)];
  if (after.customerEmail.trim() !== '') {
    messages.unshift(customerPaymentMail(mailOrder, change, mail.shop, mail.publicUrl));
  }
  await tx.insert(mailQueue).values(messages.map((m) => ({ ...m, nextAttemptAt: now })));
  if (change.amount > 0 && after.status === 'cancelled')
    await alertStaff(
      tx,
      orderId,
      mercadoPagoOnCancelledMessage(change.paymentId, change.amount),
      mail,
    );
}

/**
 * Brings the order's payments in line with a Mercado Pago payment as its API just described it
 * (never as a notification's body said): the payment is kept once under its id, and what it
 * counts in the order's payments (shared mercadoPagoCountedAmount) is reached by one row —
 * the credit when approved, a negative row when refunded or charged back. A payment that needs
 * staff (reviewOf, or its order in the Papelera) is kept apart, counts nothing, and is told to
 * staff. Payment state, version, staff's note and the e-mails change in the same transaction,
 * or not at all.
 */
export async function recordMercadoPagoPayment(
  db: Db,
  payment: MercadoPagoPayment,
  mail: MailContext,
): Promise<RecordOutcome> {
  const orderId = await orderOfPayment(db, payment);
  if (orderId === null) return { kind: 'unknown_order' };
  return db.transaction(async (tx): Promise<RecordOutcome> => {
    const order = await orderForPayment(tx, orderId, { lock: true });
    if (!order && !(await orderInTrash(tx, orderId))) return { kind: 'unknown_order' };
    const seen = {
      status: payment.status,
      statusDetail: payment.statusDetail,
      amount: payment.amount,
      currencyId: payment.currencyId,
      installments: payment.installments,
    };
    const known = await lockMercadoPagoPayment(tx, { paymentId: payment.id, orderId, ...seen });
    // A payment stays with the order it was first recorded on.
    if (known.orderId !== orderId) return { kind: 'unknown_order' };
    const statusChanged =
      known.isNew || known.status !== payment.status || known.statusDetail !== payment.statusDetail;
    const reviewed = { paymentId: payment.id, ...payment };
    if (!order) {
      await updateMercadoPagoPayment(tx, payment.id, { ...seen, review: 'papelera' });
      if (known.review !== 'papelera')
        await alertStaff(tx, orderId, mercadoPagoReviewMessage('papelera', reviewed), mail);
      return { kind: 'held', orderId };
    }
    const counted = await countedForPayment(tx, payment.id);
    const target = mercadoPagoCountedAmount(payment);
    const review = reviewOf(known.review, payment, {
      first: counted === 0,
      amount: target,
      // What the checkout charged: the total less what was paid, cancelled or not.
      balance: subtractMoney(order.totalAmount, await paidOnOrder(tx, orderId)),
    });
    await updateMercadoPagoPayment(tx, payment.id, { ...seen, review });
    if (statusChanged) {
      await tx.insert(orderNotes).values({
        orderId,
        text: mercadoPagoNote({ ...payment }),
        authorId: null,
        authorName: 'Mercado Pago',
      });
    }
    if (review !== null) {
      if (review !== known.review) {
        await alertStaff(tx, orderId, mercadoPagoReviewMessage(review, reviewed), mail);
        await bumpOrderVersion(tx, orderId);
      }
      return { kind: 'recorded', orderId, statusChanged, moved: 0 };
    }
    // Each refund Mercado Pago approved is its own row, once under its id (the refunds API's
    // answer may have written it already); whatever else the status moved is one more row.
    let refunded = 0;
    for (const refund of payment.refunds) {
      if (refund.status === 'approved')
        refunded += await insertRefundRow(tx, order, payment.id, refund);
    }
    const rest = subtractMoney(target, await countedForPayment(tx, payment.id));
    const moved = sumMoney([refunded, rest]);
    if (rest !== 0) {
      const earliest = earliestPaymentDay(order.createdAt);
      const day = rest > 0 ? shopToday(payment.date) : shopToday();
      const reversal = REVERSAL_WORDS[payment.status] ?? 'reversión';
      await tx.insert(orderPayments).values({
        orderId,
        amount: rest,
        paidOn: day < earliest ? earliest : day,
        method: 'mercado_pago',
        reference:
          rest > 0
            ? `Mercado Pago n.º ${payment.id}`
            : `Mercado Pago n.º ${payment.id} (${reversal})`,
        recordedById: null,
        recordedByName: 'Mercado Pago',
        mercadoPagoPaymentId: payment.id,
      });
    }
    if (moved === 0) return { kind: 'recorded', orderId, statusChanged, moved };
    await moneyMoved(
      tx,
      orderId,
      { paymentId: payment.id, amount: moved, status: payment.status },
      mail,
    );
    return { kind: 'recorded', orderId, statusChanged, moved };
  });
}
