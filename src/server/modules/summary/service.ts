import { divideMoney } from '#shared/money';
import { shopDayBounds, shopToday } from '#shared/shop-clock';
import {
  type PeriodFigures,
  STALE_PENDING_DAYS,
  SUMMARY_TOP_PRODUCTS,
  type Summary,
  type SummaryGrouping,
  addDays,
  monthStart,
} from '#shared/summary/summary';
import type { Db } from '#server/db/client';
import * as q from './queries';
import { lowStockProducts } from '../stock/service';

/** The instants from the start of one shop day to the end of another (the orders list's rule). */
function spanOf(from: string, to: string): q.Span {
  return { start: shopDayBounds(from).start, end: shopDayBounds(to).end };
}

async function periodFigures(db: Db, from: string, to: string): Promise<PeriodFigures> {
  const [{ orders, sales }, collected] = await Promise.all([
    q.periodTotals(db, spanOf(from, to)),
    q.collectedBetween(db, from, to),
  ]);
  return {
    from,
    to,
    orders,
    sales,
    collected,
    averageTicket: orders === 0 ? 0 : divideMoney(sales, orders),
  };
}

/** The first day of the period a day falls in: itself, its week's Monday, its month's 1st. */
export function periodStart(day: string, by: SummaryGrouping): string {
  if (by === 'day') return day;
  if (by === 'month') return monthStart(day);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Every period of the range in order, cut to the range, with its sales (0 when none). */
function fillPeriods(
  from: string,
  to: string,
  by: SummaryGrouping,
  found: { start: string; orders: number; sales: number }[],
): Summary['salesByPeriod'] {
  const byStart = new Map(found.map((row) => [row.start, row]));
  const periods: Summary['salesByPeriod'] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const key = periodStart(day, by);
    const last = periods.at(-1);
    if (last && periodStart(last.start, by) === key) {
      last.end = day;
      continue;
    }
    const row = byStart.get(key);
    periods.push({
      start: day,
      end: day,
      orders: row?.orders ?? 0,
      sales: row?.sales ?? 0,
    });
  }
  return periods;
}

export interface SummaryRequest {
  from?: string | undefined;
  to?: string | undefined;
  by: SummaryGrouping;
}

/** The Resumen's figures at `now`; the range defaults to this month so far. */
export async function shopSummary(
  db: Db,
  request: SummaryRequest,
  now: Date = new Date(),
): Promise<Summary> {
  const today = shopToday(now);
  const from = request.from ?? monthStart(request.to ?? today);
  const to = request.to ?? (from <= today ? today : from);
  const span = spanOf(from, to);
  const placedBy = addDays(today, -STALE_PENDING_DAYS);
  const [todayFigures, month, range, byPeriod, byCategory, bySquareMeters, bySales] =
    await Promise.all([
      periodFigures(db, today, today),
      periodFigures(db, monthStart(today), today),
      periodFigures(db, from, to),
      q.salesByPeriod(db, span, request.by),
      q.salesByCategory(db, span),
      q.topProducts(db, span, 'squareMeters', SUMMARY_TOP_PRODUCTS),
      q.topProducts(db, span, 'sales', SUMMARY_TOP_PRODUCTS),
    ]);
  const [delivery, ledger, stale, withdrawals, lowStock] = await Promise.all([
    q.salesByDelivery(db, span),
    q.ledgerFigures(db),
    q.pendingPlacedBy(db, shopDayBounds(placedBy).end),
    q.withdrawalsToAnswer(db),
    lowStockProducts(db),
  ]);
  return {
    today,
    todayFigures,
    month,
    range: { ...range, by: request.by },
    ...ledger,
    stalePending: { orders: stale, placedBy },
    withdrawalsToAnswer: withdrawals,
    lowStock: lowStock.length,
    salesByPeriod: fillPeriods(from, to, request.by, byPeriod),
    salesByCategory: byCategory.map((row) => ({
      categoryId: row.categoryId,
      name: row.name ?? 'Sin categoría',
      sales: row.sales,
    })),
    topBySquareMeters: bySquareMeters,
    topBySales: bySales,
    delivery,
  };
}
