import { type SQL, asc, count, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { OrderExportFormat, OrderExportRows } from '../../shared/admin-orders';
import { DELIVERY_METHOD_LABELS } from '../../shared/delivery';
import { formatDateTime } from '../../shared/format';
import { orderLineQuantityText } from '../../shared/order-line-text';
import { SALE_UNIT_LABELS } from '../../shared/order-lines';
import { balanceDue } from '../../shared/order-payments';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '../../shared/orders';
import type { Db } from '../db/client';
import { orderLines, orders } from '../db/schema';
import { guardFormula } from './csv-formula-guard';
import { orderLineColumns, paidAmountSql } from './order-detail';

/** Past this many orders an export is refused (the file is built in memory). */
export const ORDER_EXPORT_MAX = 10_000;

type Kind = 'integer' | 'number' | 'money' | 'date' | 'text';
type Cell = string | number | Date | null;

interface Column {
  header: string;
  kind: Kind;
  /** Width in characters in the spreadsheet. */
  width: number;
}

export interface ExportTable {
  columns: Column[];
  rows: Cell[][];
}

const ORDER_COLUMNS: Column[] = [
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
  { header: 'Costo de envío', kind: 'money', width: 14 },
  { header: 'Total', kind: 'money', width: 14 },
  { header: 'Pagado', kind: 'money', width: 14 },
  { header: 'Saldo', kind: 'money', width: 14 },
  { header: 'Estado del pago', kind: 'text', width: 12 },
  { header: 'Comentarios', kind: 'text', width: 30 },
];

/**
 * The order's amounts, written on its first line only when there is a row per line, so that a
 * column sums to the real figure (as Shopify's and Tiendanube's exports do); the order's other
 * columns repeat on every line, for filtering.
 */
const ORDER_AMOUNTS = new Set(['Costo de envío', 'Total', 'Pagado', 'Saldo']);
const ORDER_AMOUNT_INDEXES = ORDER_COLUMNS.flatMap((c, i) =>
  ORDER_AMOUNTS.has(c.header) ? [i] : [],
);

const LINE_COLUMNS: Column[] = [
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
): Promise<ExportTable> {
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
      deliveryCost: orders.deliveryCost,
      totalAmount: orders.totalAmount,
      paidAmount: paidAmountSql,
      paymentStatus: orders.paymentStatus,
      comments: orders.comments,
    })
    .from(orders)
    .where(where)
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const orderCells = new Map<number, Cell[]>(
    found.map((o) => {
      const paid = Number(o.paidAmount);
      return [
        o.id,
        [
          o.id,
          o.createdAt,
          ORDER_STATUS_LABELS[o.status],
          o.customerName,
          o.customerEmail,
          o.customerPhone,
          o.customerAddress,
          DELIVERY_METHOD_LABELS[o.deliveryMethod],
          o.deliveryPartido,
          o.deliveryPostalCode,
          o.deliveryCost,
          o.totalAmount,
          paid,
          balanceDue(o.totalAmount, paid),
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
      (linesByOrder.get(o.id) ?? []).map((line, index): Cell[] => [
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

/** es-AR decimals without grouping ('1234,5'), as a spreadsheet in Spanish reads them. */
const csvNumber = (value: number) => String(value).replace('.', ',');

function csvCell(value: Cell, kind: Kind): string {
  let text: string;
  if (value === null) text = '';
  else if (value instanceof Date) text = formatDateTime(value).replace(', ', ' ');
  else if (typeof value === 'number') text = kind === 'text' ? String(value) : csvNumber(value);
  else text = guardFormula(value);
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * CSV for a spreadsheet in Spanish: UTF-8 with BOM (accents survive Excel), ';' between
 * fields and a decimal comma, CRLF rows (RFC 4180 quoting).
 */
export function exportCsv(table: ExportTable): Buffer {
  const lines = [
    table.columns.map((c) => csvCell(c.header, 'text')).join(';'),
    ...table.rows.map((row) =>
      row.map((value, i) => csvCell(value, table.columns[i]?.kind ?? 'text')).join(';'),
    ),
  ];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** Argentina is UTC-3 all year; a spreadsheet's dates have no zone, so they hold shop time. */
const SHOP_OFFSET_MS = -3 * 60 * 60 * 1000;

const NUMBER_FORMATS: Partial<Record<Kind, string>> = {
  money: '"$" #,##0.00',
  number: '#,##0.##',
  integer: '0',
  date: 'dd/mm/yyyy hh:mm',
};

/** XLSX with amounts as numbers, dates as dates, a frozen header and filters. */
export async function exportXlsx(table: ExportTable, sheetName: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Tienda';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.columns.map((c) => ({
    header: c.header,
    width: c.width,
    style: NUMBER_FORMATS[c.kind] ? { numFmt: NUMBER_FORMATS[c.kind] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of table.rows) {
    sheet.addRow(
      row.map((value) =>
        value instanceof Date ? new Date(value.getTime() + SHOP_OFFSET_MS) : value,
      ),
    );
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const ORDER_EXPORT_TYPES: Record<OrderExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
