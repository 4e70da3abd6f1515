import { asc, eq } from 'drizzle-orm';
import type { ActivityAction } from '#shared/activity';
import { quoteValidUntil } from '#shared/customer-order';
import { formatDate } from '#shared/format';
import { LINES_EDIT_MESSAGES, type LineSnapshot, lineChangesNote } from '#shared/order-lines-edit';
import type { UpdateOrderLinesInput } from '#shared/order-lines-edit';
import { priceOrder } from '#shared/order-adjustments';
import type { Db } from '#server/db/client';
import { orderLines, orderNotes, orders } from '#server/db/schema';
import { AppError } from '#server/errors';
import { recordActivity } from '../staff/activity';
import { refreshPaymentState } from './order-detail';
import { orderAdjustmentsOf, repriceOrderAdjustments } from './order-adjustments';
import { type KeptLine, applyStaffPrices, priceOrderLines } from './order-pricing';
import { orderSubject } from './order-subject';
import { claimOrderVersion } from './order-version';
import { syncOrderReservation } from '../stock/reservations';
import { stockTransaction } from '../stock/transaction';
import { heldDifference, heldFromLots, queueLowStockCrossings } from '../stock/low-stock-crossing';

export interface Staff {
  id: string;
  name: string;
}

/** A note in the order's history, and the same words in the activity log. */
export async function noteOrderChange(
  tx: Db,
  orderId: number,
  staff: Staff,
  action: ActivityAction,
  text: string,
): Promise<void> {
  await tx.insert(orderNotes).values({ orderId, text, authorId: staff.id, authorName: staff.name });
  await recordActivity(tx, {
    actorId: staff.id,
    action,
    subject: orderSubject(orderId),
    detail: text,
  });
}

/**
 * The new lines of a Pendiente order: lines it had keep the price they were
 * sold at, new ones take today's, and each line's asked price change (list, special, %) is
 * applied; the total, the payment state and a note saying line by line what changed are
 * written with them, all from the version staff edited.
 */
export async function editOrderLines(
  db: Db,
  id: number,
  { version, items }: UpdateOrderLinesInput,
  staff: Staff,
  publicUrl: string,
): Promise<void> {
  await stockTransaction(db, async (tx) => {
    await claimOrderVersion(tx, id, version);
    const [order] = await tx
      .select({
        status: orders.status,
        total: orders.totalAmount,
        deliveryCost: orders.deliveryCost,
      })
      .from(orders)
      .where(eq(orders.id, id));
    if (!order) throw new Error('order vanished after its version was claimed');
    if (order.status !== 'pending') {
      throw new AppError(409, 'order_not_pending', LINES_EDIT_MESSAGES.notPending);
    }
    const before = await tx
      .select({
        productId: orderLines.productId,
        productName: orderLines.productName,
        quantity: orderLines.quantity,
        saleUnit: orderLines.saleUnit,
        metersPerBox: orderLines.metersPerBox,
        unitPrice: orderLines.unitPrice,
        listPrice: orderLines.listPrice,
        discountPercentage: orderLines.discountPercentage,
        specialPrice: orderLines.specialPrice,
        specialDiscount: orderLines.specialDiscount,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, id))
      .orderBy(asc(orderLines.position));
    const kept = new Map<string, KeptLine>();
    for (const line of before) {
      if (line.productId === null || kept.has(line.productId)) continue;
      kept.set(line.productId, {
        productName: line.productName,
        saleUnit: line.saleUnit,
        metersPerBox: line.metersPerBox,
        unitPrice: line.unitPrice,
        listPrice: line.listPrice,
        discountPercentage: line.discountPercentage,
        specialPrice: line.specialPrice,
        specialDiscount: line.specialDiscount,
      });
    }
    const catalogue = await priceOrderLines(tx, items);
    const {
      lines,
      totalAmount: linesTotal,
      reasons,
    } = applyStaffPrices(catalogue.lines, items, kept);
    // The delivery priced at checkout stays part of the order's total, and the adjustments the
    // order was placed with (profesional, transfer or cash) keep their % over the new lines.
    const { adjustments, total: totalAmount } = priceOrder(
      linesTotal,
      order.deliveryCost,
      await orderAdjustmentsOf(tx, id),
    );
    await tx.delete(orderLines).where(eq(orderLines.orderId, id));
    await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: id })));
    const held = await heldFromLots(tx, id);
    await syncOrderReservation(tx, id, lines, staff);
    const moved = heldDifference(held, await heldFromLots(tx, id));
    await queueLowStockCrossings(tx, moved, publicUrl);
    await repriceOrderAdjustments(tx, id, adjustments);
    await tx.update(orders).set({ totalAmount }).where(eq(orders.id, id));
    await refreshPaymentState(tx, id);
    const after: LineSnapshot[] = lines.map((line) => ({
      ...line,
      reason: reasons.get(line.productId),
    }));
    const note = lineChangesNote(staff.name, before, after, {
      before: order.total,
      after: totalAmount,
    });
    await noteOrderChange(tx, id, staff, 'order.lines', note);
  });
}

/**
 * "Renovar presupuesto": the presupuesto holds its prices from today for the
 * shop's validity days, noted with the date it replaces.
 */
export async function renewQuote(
  db: Db,
  id: number,
  version: number,
  validityDays: number,
  staff: Staff,
): Promise<void> {
  await db.transaction(async (tx) => {
    await claimOrderVersion(tx, id, version);
    const [order] = await tx
      .select({ createdAt: orders.createdAt, validUntil: orders.quoteValidUntil })
      .from(orders)
      .where(eq(orders.id, id));
    if (!order) throw new Error('order vanished after its version was claimed');
    const previous = order.validUntil ?? quoteValidUntil(order.createdAt, validityDays);
    const next = quoteValidUntil(new Date(), validityDays);
    await tx.update(orders).set({ quoteValidUntil: next }).where(eq(orders.id, id));
    await noteOrderChange(
      tx,
      id,
      staff,
      'order.quote',
      `Presupuesto renovado por ${staff.name}: válido hasta ${formatDate(next)} (antes ${formatDate(previous)}).`,
    );
  });
}
