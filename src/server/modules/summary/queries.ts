import { type SQL, and, count, desc, eq, gte, isNull, lte, ne, sql } from 'drizzle-orm';
import { moneyFromDb, sumMoney } from '#shared/money';
import type { SummaryGrouping } from '#shared/summary/summary';
import type { Db } from '#server/db/client';
import { shopPeriodStartSql } from '#server/db/shop-clock-sql';
import {
  categories,
  orderLines,
  orderPayments,
  orders,
  products,
  withdrawalRequests,
} from '#server/db/schema';
import { orderLedger } from '#shared/order-payments';
import { paidAmountSql } from '../orders/order-detail';
import { productsAdjustmentsSql } from '../orders/order-adjustments';

/** Instants of the orders counted: placed between the two, never cancelled. */
export interface Span {
  start: Date;
  end: Date;
}

const counted = (span: Span): SQL =>
  and(
    ne(orders.status, 'cancelled'),
    gte(orders.createdAt, span.start),
    lte(orders.createdAt, span.end),
  ) as SQL;

/**
 * What an order sold, the Resumen's one "Ventas": its products after its discounts, without the
 * delivery (the shop passes its cost on; shared/summary/summary.ts says so on the screen).
 */
const orderSales = sql`(${orders.totalAmount} - coalesce(${orders.deliveryCost}, 0))`;

/**
 * A line's part of its order's sales: its subtotal less its share of the order's adjustments of
 * the products, which come off them pro rata; the lines of an order add up to the order's sales.
 */
const lineSales = sql`(${orderLines.lineTotal} * coalesce(${orderSales} / nullif(${orderSales}
  - ${productsAdjustmentsSql}, 0), 1))`;

export async function periodTotals(db: Db, span: Span): Promise<{ orders: number; sales: number }> {
  const [row] = await db
    .select({
      orders: count(),
      sales: sql<string>`coalesce(sum(${orderSales}), 0)`,
    })
    .from(orders)
    .where(counted(span));
  return { orders: row?.orders ?? 0, sales: moneyFromDb(row?.sales) };
}

/**
 * "Cobrado": the payments whose day (the shop's, as recorded) falls from one shop day to
 * another, whatever day their orders were placed; a cancelled order's payments left out.
 */
export async function collectedBetween(db: Db, from: string, to: string): Promise<number> {
  const [row] = await db
    .select({ amount: sql<string>`coalesce(sum(${orderPayments.amount}), 0)` })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(
      and(
        ne(orders.status, 'cancelled'),
        gte(orderPayments.paidOn, from),
        lte(orderPayments.paidOn, to),
      ),
    );
  return moneyFromDb(row?.amount);
}

/** The first day ('YYYY-MM-DD') of each period with sales, and its orders and sales. */
export async function salesByPeriod(db: Db, span: Span, by: SummaryGrouping) {
  const period = shopPeriodStartSql(by, orders.createdAt);
  const rows = await db
    .select({
      start: period,
      orders: count(),
      sales: sql<string>`sum(${orderSales})`,
    })
    .from(orders)
    .where(counted(span))
    .groupBy(period);
  return rows.map((row) => ({ ...row, sales: moneyFromDb(row.sales) }));
}

export async function salesByCategory(db: Db, span: Span) {
  const rows = await db
    .select({
      categoryId: categories.id,
      name: categories.name,
      sales: sql<string>`sum(${lineSales})`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(counted(span))
    .groupBy(categories.id, categories.name)
    .orderBy(desc(sql`3`));
  return rows.map((row) => ({ ...row, sales: moneyFromDb(row.sales) }));
}

/** The m² a line's boxes hold: none for what is not sold by the box of tiles. */
const lineSquareMeters = sql`case when ${orderLines.metersPerBox} > 0
  then ${orderLines.quantity} * ${orderLines.metersPerBox} else 0 end`;

/**
 * Each product's m² and sales; a product deleted since counts under the name its lines kept.
 * `order` picks the measure the list is sorted by.
 */
export async function topProducts(
  db: Db,
  span: Span,
  order: 'squareMeters' | 'sales',
  limit: number,
) {
  const deletedName = sql`case when ${orderLines.productId} is null then ${orderLines.productName} end`;
  const squareMeters = sql<number>`round(sum(${lineSquareMeters})::numeric, 2)::float8`;
  const sales = sql<string>`sum(${lineSales})`;
  const rows = await db
    .select({
      productId: orderLines.productId,
      name: sql<string>`coalesce(max(${products.name}), max(${orderLines.productName}))`,
      squareMeters,
      sales,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(counted(span))
    .groupBy(orderLines.productId, deletedName)
    .having(order === 'squareMeters' ? sql`${squareMeters} > 0` : undefined)
    .orderBy(desc(order === 'squareMeters' ? squareMeters : sales), sql`2`)
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    squareMeters: Number(row.squareMeters),
    sales: moneyFromDb(row.sales),
  }));
}

export async function salesByDelivery(db: Db, span: Span) {
  const rows = await db
    .select({
      method: orders.deliveryMethod,
      orders: count(),
      sales: sql<string>`sum(${orderSales})`,
    })
    .from(orders)
    .where(counted(span))
    .groupBy(orders.deliveryMethod);
  return rows.map((row) => ({ ...row, sales: moneyFromDb(row.sales) }));
}

/**
 * Where the orders' money stands, by the shared orderLedger: what orders not cancelled still
 * owe (an overpaid order owes nothing; it does not offset), the saldos a favor, and what was paid
 * on cancelled orders (a devolver). Only orders whose payments do not match their total are read.
 */
export async function ledgerFigures(db: Db) {
  const paid = sql<number>`${paidAmountSql}`;
  const rows = await db
    .select({ status: orders.status, totalAmount: orders.totalAmount, paid })
    .from(orders)
    .where(
      sql`abs(case when ${orders.status} = 'cancelled' then ${paidAmountSql} else ${orders.totalAmount} - ${paidAmountSql} end) > 0.004`,
    );
  const figures = {
    balance: { orders: 0, amount: 0 },
    customerCredit: { orders: 0, amount: 0 },
    refundDue: { orders: 0, amount: 0 },
  };
  for (const row of rows) {
    const ledger = orderLedger(row, moneyFromDb(row.paid));
    const parts = [
      [figures.balance, ledger.owed],
      [figures.customerCredit, ledger.customerCredit],
      [figures.refundDue, ledger.refundDue],
    ] as const;
    for (const [figure, amount] of parts) {
      if (amount <= 0) continue;
      figure.orders += 1;
      figure.amount = sumMoney([figure.amount, amount]);
    }
  }
  return figures;
}

export async function pendingPlacedBy(db: Db, end: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lte(orders.createdAt, end)));
  return row?.n ?? 0;
}

export async function withdrawalsToAnswer(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(withdrawalRequests)
    .where(isNull(withdrawalRequests.attendedAt));
  return row?.n ?? 0;
}
