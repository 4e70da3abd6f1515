import { balanceDue, earliestPaymentDay } from '#shared/order-payments';
import { shopToday } from '#shared/shop-clock';
import {
  type MercadoPagoReviewReason,
  SHOP_CURRENCY,
  mercadoPagoCountedAmount,
  mercadoPagoNote,
  mercadoPagoOnCancelledMessage,
  mercadoPagoReviewMessage,
} from '#shared/payments/mercado-pago';
import { compareMoney, subtractMoney } from '#shared/money';
import type { ShopSettings } from '#shared/settings';
import type { Db } from '#server/db/client';
import { activityLog, mailQueue, orderNotes, orderPayments } from '#server/db/schema';
import { refreshPaymentState } from '../orders/order-detail';
import { orderSubject } from '../orders/order-subject';
import { bumpOrderVersion } from '../orders/order-version';
import { orderInTrash } from '../trash/trash';
import type { MercadoPagoPayment } from './mercado-pago-client';
import { customerPaymentMail, shopPaymentMail, shopReviewMail } from './payment-mail';
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

interface MailContext {
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
      balance: balanceDue(order.totalAmount, await paidOnOrder(tx, orderId)),
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
    const moved = subtractMoney(target, counted);
    if (moved === 0) return { kind: 'recorded', orderId, statusChanged, moved };

    const earliest = earliestPaymentDay(order.createdAt);
    const day = moved > 0 ? shopToday(payment.date) : shopToday();
    const reversal = REVERSAL_WORDS[payment.status] ?? 'reversión';
    await tx.insert(orderPayments).values({
      orderId,
      amount: moved,
      paidOn: day < earliest ? earliest : day,
      method: 'mercado_pago',
      reference:
        moved > 0
          ? `Mercado Pago n.º ${payment.id}`
          : `Mercado Pago n.º ${payment.id} (${reversal})`,
      recordedById: null,
      recordedByName: 'Mercado Pago',
      mercadoPagoPaymentId: payment.id,
    });
    await refreshPaymentState(tx, orderId);
    await bumpOrderVersion(tx, orderId);
    const after = await orderForPayment(tx, orderId);
    if (!after) throw new Error('order vanished while recording its payment');
    const paid = await paidOnOrder(tx, orderId);
    const mailOrder = { ...after, balanceDue: balanceDue(after.totalAmount, paid) };
    const change = { paymentId: payment.id, amount: moved, status: payment.status };
    const now = new Date();
    const messages = [shopPaymentMail(mailOrder, change, mail.shop, mail.publicUrl)];
    if (after.customerEmail.trim() !== '') {
      messages.unshift(customerPaymentMail(mailOrder, change, mail.shop, mail.publicUrl));
    }
    await tx.insert(mailQueue).values(messages.map((m) => ({ ...m, nextAttemptAt: now })));
    if (moved > 0 && after.status === 'cancelled')
      await alertStaff(tx, orderId, mercadoPagoOnCancelledMessage(payment.id, moved), mail);
    return { kind: 'recorded', orderId, statusChanged, moved };
  });
}
