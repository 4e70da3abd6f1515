import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PURCHASING_MESSAGES as M,
  type PurchaseOrder,
  type PurchaseOrderInputSchema,
  type PurchaseOrderSummary,
} from '#shared/purchasing/contract';
import {
  PURCHASE_ORDER_STATUS_LABELS,
  type PurchaseOrderStatus,
} from '#shared/purchasing/statuses';
import { roundMoney } from '#shared/pricing';
import type { Db } from '#server/db/client';
import {
  products,
  purchaseOrderLines,
  purchaseOrders,
  purchaseReceiptLines,
  purchaseReceipts,
  stockLots,
  suppliers,
} from '#server/db/schema';
import { AppError, notFound } from '#server/errors';
import { recordActivity } from '../staff/activity';

type OrderFields = z.output<typeof PurchaseOrderInputSchema>;

/** What the lines cost as expected; null when a line has no cost yet. */
function totalOf(lines: { quantity: number; expectedCost: number | null }[]): number | null {
  if (lines.some((line) => line.expectedCost === null)) return null;
  return roundMoney(lines.reduce((sum, line) => sum + line.quantity * (line.expectedCost ?? 0), 0));
}

/**
 * A purchase order as the screens show it. `withCosts` is false for an editor: every cost field
 * is left out of the answer, not only hidden on the screen.
 */
export async function purchaseOrderDetail(
  db: Db,
  id: number,
  withCosts: boolean,
): Promise<PurchaseOrder> {
  const [order] = await db
    .select({
      id: purchaseOrders.id,
      supplierId: purchaseOrders.supplierId,
      supplierName: suppliers.name,
      supplierEmail: suppliers.email,
      status: purchaseOrders.status,
      notes: purchaseOrders.notes,
      version: purchaseOrders.version,
      createdAt: purchaseOrders.createdAt,
      sentAt: purchaseOrders.sentAt,
    })
    .from(purchaseOrders)
    .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .where(eq(purchaseOrders.id, id));
  if (!order) throw notFound(M.orderNotFound);
  const lines = await db
    .select({
      id: purchaseOrderLines.id,
      productId: purchaseOrderLines.productId,
      productName: purchaseOrderLines.productName,
      saleUnit: products.saleUnit,
      quantity: purchaseOrderLines.quantity,
      received: purchaseOrderLines.received,
      expectedCost: purchaseOrderLines.expectedCost,
    })
    .from(purchaseOrderLines)
    .leftJoin(products, eq(products.id, purchaseOrderLines.productId))
    .where(eq(purchaseOrderLines.purchaseOrderId, id))
    .orderBy(asc(purchaseOrderLines.position));
  const receiptRows = await db
    .select({
      id: purchaseReceipts.id,
      receivedOn: purchaseReceipts.receivedOn,
      note: purchaseReceipts.note,
      actorName: purchaseReceipts.actorName,
      lineId: purchaseReceiptLines.lineId,
      productName: purchaseOrderLines.productName,
      lotCode: stockLots.code,
      quantity: purchaseReceiptLines.quantity,
      costPerUnit: purchaseReceiptLines.costPerUnit,
      lineNote: purchaseReceiptLines.note,
    })
    .from(purchaseReceipts)
    .innerJoin(purchaseReceiptLines, eq(purchaseReceiptLines.receiptId, purchaseReceipts.id))
    .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.id, purchaseReceiptLines.lineId))
    .leftJoin(stockLots, eq(stockLots.id, purchaseReceiptLines.lotId))
    .where(eq(purchaseReceipts.purchaseOrderId, id))
    .orderBy(asc(purchaseReceipts.createdAt), asc(purchaseOrderLines.position));
  const receipts = new Map<string, PurchaseOrder['receipts'][number]>();
  for (const row of receiptRows) {
    const receipt = receipts.get(row.id) ?? {
      id: row.id,
      receivedOn: row.receivedOn,
      note: row.note,
      actorName: row.actorName,
      lines: [],
    };
    receipt.lines.push({
      lineId: row.lineId,
      productName: row.productName,
      lotCode: row.lotCode,
      quantity: row.quantity,
      note: row.lineNote,
      ...(withCosts ? { costPerUnit: row.costPerUnit } : {}),
    });
    receipts.set(row.id, receipt);
  }
  return {
    ...order,
    createdAt: order.createdAt.toISOString(),
    sentAt: order.sentAt?.toISOString() ?? null,
    lines: lines.map(({ expectedCost, ...line }) => (withCosts ? { ...line, expectedCost } : line)),
    receipts: [...receipts.values()],
    ...(withCosts ? { total: totalOf(lines) } : {}),
  };
}

export async function listPurchaseOrders(
  db: Db,
  status: PurchaseOrderStatus | undefined,
  withCosts: boolean,
): Promise<PurchaseOrderSummary[]> {
  const rows = await db
    .select({
      id: purchaseOrders.id,
      supplierName: suppliers.name,
      status: purchaseOrders.status,
      createdAt: purchaseOrders.createdAt,
      lineCount: sql<number>`count(${purchaseOrderLines.id})::int`,
      ordered: sql<number>`coalesce(sum(${purchaseOrderLines.quantity}), 0)::int`,
      received: sql<number>`coalesce(sum(${purchaseOrderLines.received}), 0)::int`,
      total: sql<
        string | null
      >`case when bool_and(${purchaseOrderLines.expectedCost} is not null) then sum(${purchaseOrderLines.quantity} * ${purchaseOrderLines.expectedCost}) end`,
    })
    .from(purchaseOrders)
    .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .leftJoin(purchaseOrderLines, eq(purchaseOrderLines.purchaseOrderId, purchaseOrders.id))
    .where(status ? eq(purchaseOrders.status, status) : undefined)
    .groupBy(purchaseOrders.id, suppliers.name)
    .orderBy(desc(purchaseOrders.id))
    .limit(500);
  return rows.map(({ total, createdAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    ...(withCosts ? { total: total === null ? null : roundMoney(Number(total)) } : {}),
  }));
}

/** The order's lines as stored: each product's name as it is now, in the order given. */
async function linesFor(tx: Db, purchaseOrderId: number, input: OrderFields) {
  const ids = input.lines.map((line) => line.productId);
  const found = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, ids));
  const names = new Map(found.map((p) => [p.id, p.name]));
  return input.lines.map((line, position) => {
    const productName = names.get(line.productId);
    if (productName === undefined) throw notFound(M.productNotFound);
    return { ...line, purchaseOrderId, position, productName };
  });
}

async function supplierName(tx: Db, id: string): Promise<string> {
  const [supplier] = await tx
    .select({ name: suppliers.name })
    .from(suppliers)
    .where(eq(suppliers.id, id));
  if (!supplier) throw notFound(M.supplierNotFound);
  return supplier.name;
}

export async function createPurchaseOrder(
  db: Db,
  actor: { id: string; name: string },
  input: OrderFields,
): Promise<number> {
  return db.transaction(async (tx) => {
    const name = await supplierName(tx, input.supplierId);
    const [order] = await tx
      .insert(purchaseOrders)
      .values({ supplierId: input.supplierId, notes: input.notes, createdBy: actor.name })
      .returning({ id: purchaseOrders.id });
    if (!order) throw new Error('purchase order insert returned no row');
    await tx.insert(purchaseOrderLines).values(await linesFor(tx, order.id, input));
    await recordActivity(tx, {
      actorId: actor.id,
      action: 'purchase_order.create',
      subject: `Orden de compra N.º ${order.id}`,
      detail: `${name}: ${input.lines.length} líneas`,
    });
    return order.id;
  });
}

/**
 * The order's row, locked for the rest of the transaction (every change of a purchase order
 * takes it first), or a 404.
 */
export async function lockPurchaseOrder(tx: Db, id: number) {
  const [order] = await tx
    .select({
      id: purchaseOrders.id,
      status: purchaseOrders.status,
      version: purchaseOrders.version,
      supplierId: purchaseOrders.supplierId,
    })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, id))
    .for('update');
  if (!order) throw notFound(M.orderNotFound);
  return order;
}

/** A draft's supplier, notes and lines, replaced as a whole. */
export async function updatePurchaseOrder(
  db: Db,
  actorId: string,
  id: number,
  input: OrderFields,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockPurchaseOrder(tx, id);
    if (order.status !== 'draft') throw new AppError(409, 'not_draft', M.notDraft);
    const name = await supplierName(tx, input.supplierId);
    const lines = await linesFor(tx, id, input);
    await tx.delete(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, id));
    await tx.insert(purchaseOrderLines).values(lines);
    await tx
      .update(purchaseOrders)
      .set({
        supplierId: input.supplierId,
        notes: input.notes,
        version: sql`${purchaseOrders.version} + 1`,
      })
      .where(eq(purchaseOrders.id, id));
    await recordActivity(tx, {
      actorId,
      action: 'purchase_order.update',
      subject: `Orden de compra N.º ${id}`,
      detail: `${name}: ${input.lines.length} líneas`,
    });
  });
}

const CANCELLABLE: readonly PurchaseOrderStatus[] = ['draft', 'sent', 'partly_received'];

/** Cancels what is still to come; what was received stays in stock. */
export async function cancelPurchaseOrder(db: Db, actorId: string, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockPurchaseOrder(tx, id);
    if (!CANCELLABLE.includes(order.status))
      throw new AppError(409, 'not_cancellable', M.notCancellable);
    await tx
      .update(purchaseOrders)
      .set({ status: 'cancelled', version: sql`${purchaseOrders.version} + 1` })
      .where(and(eq(purchaseOrders.id, id)));
    await recordActivity(tx, {
      actorId,
      action: 'purchase_order.cancel',
      subject: `Orden de compra N.º ${id}`,
      detail: `${PURCHASE_ORDER_STATUS_LABELS[order.status]} → ${PURCHASE_ORDER_STATUS_LABELS.cancelled}`,
    });
  });
}
