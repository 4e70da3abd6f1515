import { eq } from 'drizzle-orm';
import { deliveryCostText } from '#shared/delivery';
import { formatMoney } from '#shared/format';
import { ORDER_LIMITS } from '#shared/orders';
import { ORDER_DELIVERY_MESSAGES, type SetOrderDeliveryInput } from '#shared/order-delivery-change';
import { paidAmount } from '#shared/order-payments';
import { roundMoney } from '#shared/pricing';
import { deliveryWindowText } from '#shared/working-days';
import type { Db } from '#server/db/client';
import { orderPayments, orders } from '#server/db/schema';
import { AppError, badRequest } from '#server/errors';
import { type Staff, noteOrderChange } from './order-edits';
import { refreshPaymentState } from './order-detail';
import { claimOrderVersion } from './order-version';

/** What the customer's e-mail about the change needs, read in the change's transaction. */
export interface DeliveryChange {
  id: number;
  customerName: string;
  customerEmail: string;
  accessToken: string | null;
  paymentChoice: 'mercado_pago' | 'transfer' | null;
  cost: number | null;
  date: string | null;
  totalAmount: number;
  paid: number;
}

/** "$ 20.000" or "A convenir"; "el 05/12/2026" or "sin fecha". */
const costText = (cost: number | null) => deliveryCostText('shipping', cost);
const dayText = (from: string | null, until: string | null) =>
  from && until ? deliveryWindowText({ from, until }) : 'sin fecha';

/**
 * Sets the delivery's cost and day of a shipped order from the version staff saw: the total moves
 * by the difference of the delivery alone (products and discounts stay as they are), the payment
 * state follows, and the order's history notes who changed what and why. One transaction.
 */
export async function changeOrderDelivery(
  db: Db,
  id: number,
  input: SetOrderDeliveryInput,
  staff: Staff,
): Promise<DeliveryChange> {
  return db.transaction(async (tx) => {
    await claimOrderVersion(tx, id, input.version);
    const [order] = await tx
      .select({
        status: orders.status,
        method: orders.deliveryMethod,
        cost: orders.deliveryCost,
        from: orders.deliveryFrom,
        until: orders.deliveryUntil,
        total: orders.totalAmount,
        customerName: orders.customerName,
        customerEmail: orders.customerEmail,
        accessToken: orders.accessToken,
        paymentChoice: orders.paymentChoice,
      })
      .from(orders)
      .where(eq(orders.id, id));
    if (!order) throw new Error('order vanished after its version was claimed');
    if (order.method === 'pickup') {
      throw badRequest(ORDER_DELIVERY_MESSAGES.pickup);
    }
    if (order.status === 'cancelled') {
      throw new AppError(409, 'order_cancelled', ORDER_DELIVERY_MESSAGES.cancelled);
    }
    const { cost, date } = input;
    if (cost === order.cost && date === order.from && date === order.until) {
      throw badRequest(ORDER_DELIVERY_MESSAGES.unchanged);
    }
    const totalAmount = roundMoney(order.total - (order.cost ?? 0) + (cost ?? 0));
    if (totalAmount > ORDER_LIMITS.total) {
      throw badRequest(ORDER_DELIVERY_MESSAGES.total, { cost: ORDER_DELIVERY_MESSAGES.total });
    }
    await tx
      .update(orders)
      .set({ deliveryCost: cost, deliveryFrom: date, deliveryUntil: date, totalAmount })
      .where(eq(orders.id, id));
    await refreshPaymentState(tx, id);
    const payments = await tx
      .select({ amount: orderPayments.amount })
      .from(orderPayments)
      .where(eq(orderPayments.orderId, id));
    const note = [
      `Entrega cambiada por ${staff.name}:`,
      `costo ${costText(order.cost)} → ${costText(cost)};`,
      `fecha ${dayText(order.from, order.until)} → ${dayText(date, date)};`,
      `total ${formatMoney(order.total)} → ${formatMoney(totalAmount)}.`,
      `Motivo: ${input.reason}`,
    ].join(' ');
    await noteOrderChange(tx, id, staff, 'order.delivery', note);
    return {
      id,
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      accessToken: order.accessToken,
      paymentChoice: order.paymentChoice,
      cost,
      date,
      totalAmount,
      paid: paidAmount(payments.map((p) => p.amount)),
    };
  });
}
