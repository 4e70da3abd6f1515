import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { PURCHASING_MESSAGES as M, type ReceiptInputSchema } from '#shared/purchasing/contract';
import { formatNumber } from '#shared/format';
import type { Db } from '#server/db/client';
import {
  orders,
  products,
  purchaseOrderLines,
  purchaseOrders,
  purchaseReceiptLines,
  purchaseReceipts,
  stockLots,
  stockReservations,
  supplierProducts,
  users,
} from '#server/db/schema';
import { AppError, badRequest } from '#server/errors';
import { addIngreso } from '../stock/service';
import { type StockActor, lockLots, recordLotMovement } from '../stock/reservations';
import { stockTransaction } from '../stock/transaction';
import { recordActivity } from '../staff/activity';
import { lockPurchaseOrder } from './orders';

type ReceiptFields = z.output<typeof ReceiptInputSchema>;

/**
 * "A pedido" lines of these products (reserved, no lot yet), the oldest order first: what the
 * received lots may now serve.
 */
async function waitingBackorders(tx: Db, productIds: string[]) {
  return tx
    .select({
      orderId: stockReservations.orderId,
      productId: stockReservations.productId,
      quantity: stockReservations.quantity,
    })
    .from(stockReservations)
    .where(
      and(
        inArray(stockReservations.productId, productIds),
        isNull(stockReservations.lotId),
        eq(stockReservations.state, 'reserved'),
      ),
    )
    .orderBy(asc(stockReservations.orderId), asc(stockReservations.productId));
}

/**
 * A delivery of a purchase order, in one stock transaction: each line's boxes become a lot
 * (code, tono, calibre) through the stock's own ingreso, with the cost per box kept on the
 * receipt line; the order's lines count what came and its status follows (recibida en parte, or
 * recibida when everything came or staff closed it with differences); the supplier's last cost
 * is updated; the "a pedido" lines waiting for these products take the new lots, oldest order
 * first, when a lot is enough.
 *
 * Locks, in the stock's order (stock/transaction.ts): the purchase order's row (its version
 * refuses a receipt made from an older view, so a double submit never adds the boxes twice),
 * then the rows of the orders waiting "a pedido", then the products' lots in one batch, then
 * the reservations.
 */
export async function receivePurchaseOrder(
  db: Db,
  id: number,
  input: ReceiptFields,
  actor: StockActor & { id: string },
  withCosts: boolean,
): Promise<{ assignedOrders: number[] }> {
  if (!withCosts && input.lines.some((line) => line.costPerUnit != null))
    throw new AppError(403, 'forbidden', M.costsSuperAdmin);
  return stockTransaction(db, async (tx) => {
    const order = await lockPurchaseOrder(tx, id);
    if (order.version !== input.version) throw new AppError(409, 'stale', M.stale);
    if (order.status !== 'sent' && order.status !== 'partly_received')
      throw new AppError(409, 'not_receivable', M.notReceivable);

    const lines = await tx
      .select({
        id: purchaseOrderLines.id,
        productId: purchaseOrderLines.productId,
        productName: purchaseOrderLines.productName,
        quantity: purchaseOrderLines.quantity,
        received: purchaseOrderLines.received,
        expectedCost: purchaseOrderLines.expectedCost,
        trackStock: products.trackStock,
        saleUnit: products.saleUnit,
      })
      .from(purchaseOrderLines)
      .leftJoin(products, eq(products.id, purchaseOrderLines.productId))
      .where(eq(purchaseOrderLines.purchaseOrderId, id))
      .orderBy(asc(purchaseOrderLines.position));
    const byId = new Map(lines.map((line) => [line.id, line]));
    const work = input.lines.map((received, i) => {
      const line = byId.get(received.lineId);
      if (!line) throw badRequest(M.lineNotFound, { [`lines.${i}.lineId`]: M.lineNotFound });
      if (!line.productId || !line.saleUnit)
        throw new AppError(404, 'not_found', M.productNotFound);
      if (!line.trackStock) throw new AppError(409, 'not_tracked', M.notTracked(line.productName));
      return { received, line, productId: line.productId, saleUnit: line.saleUnit };
    });
    const productIds = [...new Set(work.map((w) => w.productId))].sort();

    const waiting = productIds.length ? await waitingBackorders(tx, productIds) : [];
    const waitingOrders = [...new Set(waiting.map((w) => w.orderId))].sort((a, b) => a - b);
    if (waitingOrders.length)
      await tx
        .select({ id: orders.id })
        .from(orders)
        .where(inArray(orders.id, waitingOrders))
        .orderBy(asc(orders.id))
        .for('update');
    await lockLots(tx, productIds);

    const [receipt] = await tx
      .insert(purchaseReceipts)
      .values({
        purchaseOrderId: id,
        receivedOn: input.receivedOn,
        note: input.note,
        actorId: actor.id,
        actorName: sql`coalesce((select ${users.name} from ${users} where ${users.id} = ${actor.id}), ${actor.name})`,
      })
      .returning({ id: purchaseReceipts.id });
    if (!receipt) throw new Error('receipt insert returned no row');

    const newLots = new Map<string, string[]>();
    for (const { received, line, productId, saleUnit } of work) {
      const lotId = await addIngreso(
        tx,
        { id: productId, trackStock: true, saleUnit },
        {
          code: received.code,
          tono: received.tono,
          calibre: received.calibre,
          receivedOn: input.receivedOn,
          note: received.note,
          quantity: received.quantity,
        },
        actor,
        `Orden de compra N.º ${id}`,
      );
      newLots.set(productId, [...(newLots.get(productId) ?? []), lotId]);
      const costPerUnit = received.costPerUnit ?? line.expectedCost;
      await tx.insert(purchaseReceiptLines).values({
        receiptId: receipt.id,
        lineId: line.id,
        lotId,
        quantity: received.quantity,
        costPerUnit,
        note: received.note,
      });
      await tx
        .update(purchaseOrderLines)
        .set({ received: sql`${purchaseOrderLines.received} + ${received.quantity}` })
        .where(eq(purchaseOrderLines.id, line.id));
      line.received += received.quantity;
      if (costPerUnit !== null)
        await tx
          .insert(supplierProducts)
          .values({ supplierId: order.supplierId, productId, lastCost: costPerUnit })
          .onConflictDoUpdate({
            target: [supplierProducts.supplierId, supplierProducts.productId],
            set: { lastCost: costPerUnit },
          });
    }

    const assignedOrders = await serveBackorders(tx, waiting, newLots, actor, id);

    const complete = input.close || lines.every((line) => line.received >= line.quantity);
    await tx
      .update(purchaseOrders)
      .set({
        status: complete ? 'received' : 'partly_received',
        version: sql`${purchaseOrders.version} + 1`,
      })
      .where(eq(purchaseOrders.id, id));
    const short = lines
      .filter((line) => line.received !== line.quantity)
      .map(
        (line) =>
          `${line.productName}: ${formatNumber(line.received)} de ${formatNumber(line.quantity)}`,
      );
    await recordActivity(tx, {
      actorId: actor.id,
      action: 'purchase_order.receive',
      subject: `Orden de compra N.º ${id}`,
      detail: [
        work
          .map(
            (w) =>
              `${w.line.productName}: ${formatNumber(w.received.quantity)} (lote ${w.received.code})`,
          )
          .join('; '),
        complete && short.length ? `Cerrada con diferencias: ${short.join('; ')}` : '',
        assignedOrders.length
          ? `Pedidos a pedido con lote: ${assignedOrders.map((o) => `#${o}`).join(', ')}`
          : '',
      ]
        .filter(Boolean)
        .join(' · '),
    });
    return { assignedOrders };
  });
}

/**
 * Gives the waiting "a pedido" lines a lot that received boxes and is now enough for them,
 * oldest order first; a line no new lot is enough for stays a pedido. Each order served has its
 * version moved (its lines changed under any open view).
 */
async function serveBackorders(
  tx: Db,
  waiting: { orderId: number; productId: string; quantity: number }[],
  newLots: ReadonlyMap<string, string[]>,
  actor: StockActor,
  purchaseOrderId: number,
): Promise<number[]> {
  if (waiting.length === 0) return [];
  const lotIds = [...new Set([...newLots.values()].flat())];
  const rows = await tx
    .select({
      id: stockLots.id,
      productId: stockLots.productId,
      onHand: stockLots.onHand,
      reserved: stockLots.reserved,
    })
    .from(stockLots)
    .where(inArray(stockLots.id, lotIds));
  const free = new Map(
    rows.map((lot) => [lot.id, { ...lot, available: lot.onHand - lot.reserved }]),
  );
  const served = new Set<number>();
  for (const line of waiting) {
    const lot = (newLots.get(line.productId) ?? [])
      .map((lotId) => free.get(lotId))
      .find((candidate) => candidate && candidate.available >= line.quantity);
    if (!lot) continue;
    await recordLotMovement(tx, lot, 'reserva', 0, line.quantity, actor, {
      orderId: line.orderId,
      reason: `Llegó con la orden de compra N.º ${purchaseOrderId}`,
    });
    lot.available -= line.quantity;
    await tx
      .update(stockReservations)
      .set({ lotId: lot.id })
      .where(
        and(
          eq(stockReservations.orderId, line.orderId),
          eq(stockReservations.productId, line.productId),
        ),
      );
    served.add(line.orderId);
  }
  const assigned = [...served].sort((a, b) => a - b);
  if (assigned.length)
    await tx
      .update(orders)
      .set({ version: sql`${orders.version} + 1` })
      .where(inArray(orders.id, assigned));
  return assigned;
}
