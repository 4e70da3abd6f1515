import {
  type AnyColumn,
  type SQL,
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  lte,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ADMIN_ORDER_MESSAGES,
  type AdminOrderSummary,
  type AdminOrdersQuery,
  type OrderFilters,
  type OrderWithdrawalMark,
} from '#shared/admin-orders';
import { shopDayBounds } from '#shared/shop-clock';
import { PHONE_KEY_STEPS, orderSearchTerms } from '#shared/order-search';
import type { Db } from '#server/db/client';
import { invoices, orders, withdrawalRequests } from '#server/db/schema';
import { searchFoldSql } from '#server/db/search-sql';
import { conflict, notFound } from '#server/errors';
import { recordActivity } from '../staff/activity';
import { orderContactColumns, paidAmountSql } from './order-detail';
import { releaseForDeletion } from '../stock/reservations';
import { stockTransaction } from '../stock/transaction';
import { searchMatchInline } from '../catalogue/search-query';
import { orderSubject } from './order-subject';
import { bumpOrderVersion } from './order-version';
import { trashOrder } from '../trash/trash';

const summaryColumns = {
  ...orderContactColumns,
  totalAmount: orders.totalAmount,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  deliveryMethod: orders.deliveryMethod,
  version: orders.version,
  paidAmount: paidAmountSql,
};

type SummaryRow = Pick<
  typeof orders.$inferSelect,
  Exclude<keyof typeof summaryColumns, 'paidAmount'>
> & {
  paidAmount: number;
};

/**
 * Each order's arrepentimiento mark: its latest request that plainly is the customer's, else its
 * latest one (whose e-mail is not the order's).
 */
async function withdrawalMarks(db: Db, ids: number[]): Promise<Map<number, OrderWithdrawalMark>> {
  const marks = new Map<number, OrderWithdrawalMark>();
  if (ids.length === 0) return marks;
  const rows = await db
    .select({
      orderId: withdrawalRequests.orderId,
      createdAt: withdrawalRequests.createdAt,
      match: withdrawalRequests.match,
      attendedAt: withdrawalRequests.attendedAt,
    })
    .from(withdrawalRequests)
    .where(inArray(withdrawalRequests.orderId, ids))
    .orderBy(desc(withdrawalRequests.createdAt));
  for (const row of rows) {
    if (row.orderId === null) continue;
    const kept = marks.get(row.orderId);
    if (kept && (kept.match === 'matched' || row.match !== 'matched')) continue;
    marks.set(row.orderId, {
      requestedAt: row.createdAt.toISOString(),
      match: row.match,
      attended: row.attendedAt !== null,
    });
  }
  return marks;
}

async function summariesOf(db: Db, rows: SummaryRow[]): Promise<AdminOrderSummary[]> {
  const marks = await withdrawalMarks(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSummary(row, marks.get(row.id) ?? null));
}

function toSummary(row: SummaryRow, withdrawal: OrderWithdrawalMark | null): AdminOrderSummary {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    customerAddress: row.customerAddress,
    comments: row.comments,
    totalAmount: row.totalAmount,
    status: row.status,
    paymentStatus: row.paymentStatus,
    version: row.version,
    paidAmount: Number(row.paidAmount),
    deliveryMethod: row.deliveryMethod,
    withdrawal,
  };
}

/** What the order search matches: the customer's name and e-mail, folded like product text. */
const customerText = (table: Record<'customerName' | 'customerEmail', AnyColumn>) =>
  searchFoldSql(sql`${table.customerName} || ' ' || ${table.customerEmail}`);
const otherOrders = alias(orders, 'other_orders');

/** A phone's key (shared/order-search.ts) worked out by the database, step by step. */
function phoneKeySql(phone: AnyColumn): SQL {
  return PHONE_KEY_STEPS.reduce(
    (digits, step) =>
      sql`regexp_replace(${digits}, ${step.pattern}::text, ${step.keep.map((group) => `\\${group}`).join('')}::text)`,
    sql`regexp_replace(${phone}, '[^0-9]', '', 'g')`,
  );
}

/**
 * The order number ("#1003" or "1003") or the phone's digits (shared/order-search.ts), or the
 * catalogue's search rule ('perez gomez' finds 'Gómez, Pérez'; a long word with one typo
 * finds the name when no order holds it as typed); %, _ and \ typed by the admin match themselves.
 */
function customerMatch(text: string): SQL | null {
  const byText = searchMatchInline(
    text,
    customerText(orders),
    (pattern) =>
      sql`select 1 from ${orders} as "other_orders"
        where ${customerText(otherOrders)} like ${pattern}`,
  );
  const { orderNumber, phoneDigits } = orderSearchTerms(text);
  const alternatives = [
    byText,
    orderNumber === null ? null : eq(orders.id, orderNumber),
    phoneDigits === null
      ? null
      : sql`${phoneKeySql(orders.customerPhone)} like ${`%${phoneDigits}%`}`,
  ].filter((condition) => condition !== null);
  return alternatives.length === 0 ? null : (or(...alternatives) ?? null);
}

/** The orders the list's filters select (search, status, days): the list and the export. */
export function ordersWhere(query: OrderFilters): SQL | undefined {
  const conditions: SQL[] = [];
  const match = customerMatch(query.q ?? '');
  if (match) conditions.push(match);
  if (query.status === 'active') conditions.push(ne(orders.status, 'cancelled'));
  else if (query.status !== 'all') conditions.push(eq(orders.status, query.status));
  if (query.from) conditions.push(gte(orders.createdAt, shopDayBounds(query.from).start));
  if (query.to) conditions.push(lte(orders.createdAt, shopDayBounds(query.to).end));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of the orders list, newest first, and how many orders the filters select. */
export async function listOrders(
  db: Db,
  query: AdminOrdersQuery,
): Promise<{ orders: AdminOrderSummary[]; total: number }> {
  const where = ordersWhere(query);
  const [rows, totals] = await Promise.all([
    db
      .select(summaryColumns)
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { orders: await summariesOf(db, rows), total: totals[0]?.n ?? 0 };
}

/** One order's line in the list (after a change of status). */
export async function orderSummary(db: Db, id: number): Promise<AdminOrderSummary | undefined> {
  const [row] = await db.select(summaryColumns).from(orders).where(eq(orders.id, id));
  if (!row) return undefined;
  const [summary] = await summariesOf(db, [row]);
  return summary;
}

/**
 * Sends an order to the Papelera with its stock reservations released, in one transaction with
 * the activity log; an unknown order is a 404 and changes nothing.
 */
export async function trashOrderWithReservations(
  db: Db,
  id: number,
  actorId: string,
): Promise<void> {
  await stockTransaction(db, async (tx) => {
    // The order's row before the lots its reservations hold (the lock order of stock work).
    await bumpOrderVersion(tx, id);
    // An invoice is kept by law and names its order: an invoiced order stays.
    const [invoiced] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.orderId, id))
      .limit(1);
    if (invoiced) throw conflict(ADMIN_ORDER_MESSAGES.invoiced);
    await releaseForDeletion(tx, id, { id: actorId, name: '' });
    const customer = await trashOrder(tx, id, actorId);
    if (customer === null) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
    await recordActivity(tx, {
      actorId,
      action: 'order.delete',
      subject: orderSubject(id),
      detail: `Cliente: ${customer}. Enviado a la papelera`,
    });
  });
}
