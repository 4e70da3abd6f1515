import { type SQL, asc, count, inArray, sql } from 'drizzle-orm';
import type { OrderExportFormat, OrderExportRows } from '#shared/admin-orders';
import { DELIVERY_METHOD_LABELS } from '#shared/delivery';
import { orderLineQuantityText } from '#shared/order-line-text';
import { SALE_UNIT_LABELS } from '#shared/order-lines';
import { BALANCE_LABELS, orderLedger } from '#shared/order-payments';
import { ADJUSTMENT_KINDS, ADJUSTMENT_KIND_IDS } from '#shared/order-adjustments';
import { PAYMENT_STATUS_LABELS, orderStatusLabel } from '#shared/orders';
import type { Db } from '#server/db/client';
import { orderLines, orders } from '#server/db/schema';
import { orderLineColumns, paidAmountSql } from './order-detail';
import { adjustmentOfKindSql } from './order-adjustments';
import type { SheetCell, SheetColumn, SheetTable } from '#server/lib/sheet-write';

/** Past this many orders an export is refused (the file is built in memory). */
export const ORDER_EXPORT_MAX = 10_000;

const ORDER_COLUMNS: SheetColumn[] = [
  { header: 'Pedido', kind: 'integer', width: 9 },
  { header: 'Fecha', kind: 'date', width: 17 },
  { header: 'Estado', kind: 'text', width: 12 },
  { header: 'Cliente', kind: 'text', width: 24 },
  { header: 'Email', kind: 'text', width: 28 },
  { header: 'Teléfono', kind: 'text', width: 16 },
  { header: 'Dirección', kind: 'text', width: 30 },
  { header: 'Entrega', kind: 'text', width: 18 },
  { header: 'Partido', kind: 'text', width: 16 },
  { header: 'Código postal', kind: 'text', width: 10 },
  // One column per kind of adjustment (shared/order-adjustments.ts), each a positive figure:
  // products − discounts + envío = Total.
  ...ADJUSTMENT_KIND_IDS.map((kind): SheetColumn => ({
    header: ADJUSTMENT_KINDS[kind].exportHeader,
    kind: 'money',
    width: 14,
  })),
  { header: 'Costo de envío', kind: 'money', width: 14 },
  { header: 'Total', kind: 'money', width: 14 },
  { header: 'Pagado', kind: 'money', width: 14 },
  // The shared orderLedger: what is owed, a saldo a favor, or paid on a cancelled order.
  { header: BALANCE_LABELS.owed, kind: 'money', width: 14 },
  { header: BALANCE_LABELS.customerCredit, kind: 'money', width: 14 },
  { header: BALANCE_LABELS.refundDue, kind: 'money', width: 14 },
  { header: 'Estado del pago', kind: 'text', width: 12 },
  { header: 'Comentarios', kind: 'text', width: 30 },
];

/**
 * The order's amounts, written on its first line only when there is a row per line, so that a
 * column sums to the real figure (as Shopify's and Tiendanube's exports do); the order's other
 * columns repeat on every line, for filtering.
 */
const ORDER_AMOUNTS = new Set<string>([
  ...ADJUSTMENT_KIND_IDS.map((kind) => ADJUSTMENT_KINDS[kind].exportHeader),
  'Costo de envío',
  'Total',
  'Pagado',
  BALANCE_LABELS.owed,
  BALANCE_LABELS.customerCredit,
  BALANCE_LABELS.refundDue,
]);
const ORDER_AMOUNT_INDEXES = ORDER_COLUMNS.flatMap((c, i) =>
  ORDER_AMOUNTS.has(c.header) ? [i] : [],
);

const LINE_COLUMNS: SheetColumn[] = [
  { header: 'Producto', kind: 'text', width: 30 },
  { header: 'Cantidad', kind: 'integer', width: 9 },
  { header: 'Unidad', kind: 'text', width: 10 },
  { header: 'M² de la superficie', kind: 'number', width: 10 },
  { header: 'Con desperdicio', kind: 'text', width: 9 },
  { header: 'Detalle de la cantidad', kind: 'text', width: 40 },
  { header: 'Precio de lista', kind: 'money', width: 14 },
  { header: 'Descuento %', kind: 'number', width: 9 },
  { header: 'Precio unitario', kind: 'money', width: 14 },
  { header: 'Subtotal', kind: 'money', width: 14 },
];

export async function countOrders(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(where);
  return row?.n ?? 0;
}

/** The orders the filters select, oldest first, as a table of Spanish columns. */
export async function orderExportTable(
  db: Db,
  where: SQL | undefined,
  rows: OrderExportRows,
): Promise<SheetTable> {
  const found = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      status: orders.status,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      customerPhone: orders.customerPhone,
      customerAddress: orders.customerAddress,
      deliveryMethod: orders.deliveryMethod,
      deliveryPartido: orders.deliveryPartido,
      deliveryPostalCode: orders.deliveryPostalCode,
      adjustments: sql<(number | null)[]>`array[${sql.join(
        ADJUSTMENT_KIND_IDS.map(adjustmentOfKindSql),
        sql`, `,
      )}]`,
      deliveryCost: orders.deliveryCost,
      totalAmount: orders.totalAmount,
      paidAmount: paidAmountSql,
      paymentStatus: orders.paymentStatus,
      comments: orders.comments,
    })
    .from(orders)
    .where(where)
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const orderCells = new Map<number, SheetCell[]>(
    found.map((o) => {
      const paid = Number(o.paidAmount);
      const ledger = orderLedger(o, paid);
      return [
        o.id,
        [
          o.id,
          o.createdAt,
          orderStatusLabel(o.status, o.deliveryMethod),
          o.customerName,
          o.customerEmail,
          o.customerPhone,
          o.customerAddress,
          DELIVERY_METHOD_LABELS[o.deliveryMethod],
          o.deliveryPartido,
          o.deliveryPostalCode,
          ...o.adjustments.map((amount) => (amount === null ? null : Number(amount))),
          o.deliveryCost,
          o.totalAmount,
          paid,
          ledger.owed,
          ledger.customerCredit,
          ledger.refundDue,
          PAYMENT_STATUS_LABELS[o.paymentStatus],
          o.comments,
        ],
      ];
    }),
  );
  if (rows === 'pedido') return { columns: ORDER_COLUMNS, rows: [...orderCells.values()] };

  const ids = found.map((o) => o.id);
  const lines =
    ids.length === 0
      ? []
      : await db
          .select({ orderId: orderLines.orderId, ...orderLineColumns })
          .from(orderLines)
          .where(inArray(orderLines.orderId, ids))
          .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  const linesByOrder = new Map<number, typeof lines>();
  for (const line of lines) {
    const own = linesByOrder.get(line.orderId);
    if (own) own.push(line);
    else linesByOrder.set(line.orderId, [line]);
  }
  return {
    columns: [...ORDER_COLUMNS, ...LINE_COLUMNS],
    rows: found.flatMap((o) =>
      (linesByOrder.get(o.id) ?? []).map((line, index): SheetCell[] => [
        ...(orderCells.get(o.id) ?? []).map((cell, i) =>
          index > 0 && ORDER_AMOUNT_INDEXES.includes(i) ? null : cell,
        ),
        line.productName,
        line.quantity,
        SALE_UNIT_LABELS[line.saleUnit].many,
        line.squareMeters > 0 ? line.squareMeters : null,
        line.squareMeters > 0 ? (line.includeWaste ? 'Sí' : 'No') : null,
        orderLineQuantityText(line),
        line.listPrice,
        line.discountPercentage,
        line.unitPrice,
        line.lineTotal,
      ]),
    ),
  };
}

export const ORDER_EXPORT_TYPES: Record<OrderExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
