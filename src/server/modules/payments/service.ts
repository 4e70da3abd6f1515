import { balanceDue, earliestPaymentDay, shopToday } from '#shared/order-payments';
import { mercadoPagoCountedAmount, mercadoPagoNote } from '#shared/payments/mercado-pago';
import type { ShopSettings } from '#shared/settings';
import type { Db } from '#server/db/client';
import { mailQueue, orderNotes, orderPayments } from '#server/db/schema';
import { refreshPaymentState } from '../orders/order-detail';
import { bumpOrderVersion } from '../orders/order-version';
import type { MercadoPagoPayment } from './mercado-pago-client';
import { customerPaymentMail, shopPaymentMail } from './payment-mail';
import {
  countedForPayment,
  lockMercadoPagoPayment,
  orderForPayment,
  paidOnOrder,
  updateMercadoPagoPayment,
} from './queries';

export type RecordOutcome =
  | { kind: 'unknown_order' }
  | { kind: 'recorded'; orderId: number; statusChanged: boolean; moved: number };

/** The order a payment's external_reference names: the order's number, nothing else. */
function orderIdOf(reference: string | null): number | null {
  if (!reference || !/^\d{1,9}$/.test(reference)) return null;
  return Number(reference);
}

const REVERSAL_WORDS: Record<string, string> = {
  refunded: 'devolución',
  charged_back: 'contracargo',
  cancelled: 'cancelación',
};

/**
 * Brings the order's payments in line with a Mercado Pago payment as its API just described it
 * (never as a notification's body said): the payment is kept once under its id, and what it
 * counts in the order's payments (shared mercadoPagoCountedAmount) is reached by one row —
 * the credit when approved, a negative row when refunded or charged back. Payment state,
 * version, staff's note and both e-mails change in the same transaction, or not at all.
 */
export async function recordMercadoPagoPayment(
  db: Db,
  payment: MercadoPagoPayment,
  mail: { shop: ShopSettings; publicUrl: string },
): Promise<RecordOutcome> {
  const orderId = orderIdOf(payment.externalReference);
  if (orderId === null) return { kind: 'unknown_order' };
  return db.transaction(async (tx): Promise<RecordOutcome> => {
    const order = await orderForPayment(tx, orderId);
    if (!order) return { kind: 'unknown_order' };
    const known = await lockMercadoPagoPayment(tx, {
      paymentId: payment.id,
      orderId,
      status: payment.status,
      statusDetail: payment.statusDetail,
      amount: payment.amount,
      installments: payment.installments,
    });
    // A payment stays with the order it was first recorded on.
    if (known.orderId !== orderId) return { kind: 'unknown_order' };
    const statusChanged =
      known.isNew || known.status !== payment.status || known.statusDetail !== payment.statusDetail;
    const counted = await countedForPayment(tx, payment.id);
    const target = mercadoPagoCountedAmount(payment);
    const moved = Math.round((target - counted) * 100) / 100;
    await updateMercadoPagoPayment(tx, payment.id, {
      status: payment.status,
      statusDetail: payment.statusDetail,
      amount: payment.amount,
      installments: payment.installments,
    });
    if (statusChanged) {
      await tx.insert(orderNotes).values({
        orderId,
        text: mercadoPagoNote({ ...payment }),
        authorId: null,
        authorName: 'Mercado Pago',
      });
    }
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
    return { kind: 'recorded', orderId, statusChanged, moved };
  });
}
