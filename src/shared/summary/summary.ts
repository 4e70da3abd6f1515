import { z } from 'zod';
import { ADMIN_ORDER_MESSAGES, IsoDaySchema } from '../admin-orders';
import { DELIVERY_METHODS } from '../delivery';
import { endpoints } from '../endpoint';

/**
 * The admin's "Resumen": the shop's figures in the shop's calendar (America/Argentina/
 * Buenos_Aires), cancelled orders never counted. "Ventas" is one figure everywhere (cards,
 * charts, tooltips): the products of the orders placed in the period, after the order's
 * discounts, without the delivery; by category and product each line carries its share of its
 * order's discounts, so the parts add up to the whole. "Cobrado" is the money received in the
 * period, whenever its orders were placed.
 */

export const SUMMARY_GROUPINGS = ['day', 'week', 'month'] as const;
export type SummaryGrouping = (typeof SUMMARY_GROUPINGS)[number];
export const SUMMARY_GROUPING_LABELS: Record<SummaryGrouping, string> = {
  day: 'Por día',
  week: 'Por semana',
  month: 'Por mes',
};

/** A chart by day over more days than this is unreadable: the range asks for weeks or months. */
export const SUMMARY_MAX_DAYS_BY_DAY = 400;
/** The longest range the summary reads at all (ten years). */
export const SUMMARY_MAX_DAYS = 3660;
/** How many products each top list shows. */
export const SUMMARY_TOP_PRODUCTS = 10;
/** A pending order placed this many shop days before today or earlier waits too long. */
export const STALE_PENDING_DAYS = 3;

export const SUMMARY_MESSAGES = {
  grouping: 'Elegí agrupar por día, semana o mes.',
  tooManyDays: `Para un rango de más de ${SUMMARY_MAX_DAYS_BY_DAY} días, agrupá por semana o por mes.`,
  tooLong: 'El rango puede abarcar hasta diez años.',
  loadError: 'No se pudo cargar el resumen. Intentá nuevamente.',
} as const;

/** What the Resumen's two money figures count, said on the screen beside them. */
export const SUMMARY_CAPTIONS = {
  sales:
    'Ventas: pedidos no cancelados hechos en el período, con sus descuentos aplicados y sin el costo de envío.',
  collected:
    'Cobrado: pagos recibidos en el período (señas y saldos, de pedidos no cancelados), sin importar cuándo se hizo el pedido.',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from one 'YYYY-MM-DD' to another, both counted. */
export function daysInRange(from: string, to: string): number {
  // Both are UTC midnights, a whole number of days apart.
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
}

/** A 'YYYY-MM-DD' moved by whole days (calendar arithmetic, no zone involved). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first day of the month of a 'YYYY-MM-DD'. */
export function monthStart(day: string): string {
  return `${day.slice(0, 8)}01`;
}

/** GET /api/admin/summary: the range of the charts (default: this month so far) and its grouping. */
export const SummaryQuerySchema = z
  .object({
    from: IsoDaySchema.optional(),
    to: IsoDaySchema.optional(),
    by: z.enum(SUMMARY_GROUPINGS, SUMMARY_MESSAGES.grouping).default('day'),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    path: ['to'],
    message: ADMIN_ORDER_MESSAGES.invalidRange,
  })
  .refine((v) => !v.from || !v.to || daysInRange(v.from, v.to) <= SUMMARY_MAX_DAYS, {
    path: ['from'],
    message: SUMMARY_MESSAGES.tooLong,
  })
  .refine(
    (v) =>
      v.by !== 'day' || !v.from || !v.to || daysInRange(v.from, v.to) <= SUMMARY_MAX_DAYS_BY_DAY,
    { path: ['by'], message: SUMMARY_MESSAGES.tooManyDays },
  );
export type SummaryQuery = z.input<typeof SummaryQuerySchema>;

/** Orders, sales and average ticket of the orders placed from one shop day to another. */
export const PeriodFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  orders: z.number().int(),
  sales: z.number(),
  /** Payments received from one shop day to the other (their own day), cancelled orders aside. */
  collected: z.number(),
  /** Sales over orders, to the cent; 0 without orders. */
  averageTicket: z.number(),
});
export type PeriodFigures = z.infer<typeof PeriodFiguresSchema>;

const ProductFigureSchema = z.object({
  productId: z.string().nullable(),
  name: z.string(),
  squareMeters: z.number(),
  sales: z.number(),
});
export type ProductFigure = z.infer<typeof ProductFigureSchema>;

export const SummarySchema = z.object({
  /** Today at the shop, 'YYYY-MM-DD'. */
  today: z.string(),
  todayFigures: PeriodFiguresSchema,
  month: PeriodFiguresSchema,
  range: PeriodFiguresSchema.extend({ by: z.enum(SUMMARY_GROUPINGS) }),
  /** What customers still owe on orders not cancelled (saldos), placed at any time. */
  balance: z.object({ orders: z.number().int(), amount: z.number() }),
  /** Paid beyond the totals of orders that go on (shared orderLedger): saldo a favor. */
  customerCredit: z.object({ orders: z.number().int(), amount: z.number() }),
  /** Paid on cancelled orders, not yet given back: a devolver. */
  refundDue: z.object({ orders: z.number().int(), amount: z.number() }),
  /** Orders still Pendiente placed on `placedBy` or before (STALE_PENDING_DAYS). */
  stalePending: z.object({ orders: z.number().int(), placedBy: z.string() }),
  /** Arrepentimiento requests nobody marked as answered. */
  withdrawalsToAnswer: z.number().int(),
  /** Products whose available stock is at or under their low-stock threshold (stock by lot). */
  lowStock: z.number().int(),
  /** Sales of the range by day, week (from Monday) or month; every period, empty ones as 0. */
  salesByPeriod: z.array(
    z.object({ start: z.string(), end: z.string(), orders: z.number().int(), sales: z.number() }),
  ),
  /** The lines' subtotals by the product's category; null: deleted or unclassified products. */
  salesByCategory: z.array(
    z.object({ categoryId: z.string().nullable(), name: z.string(), sales: z.number() }),
  ),
  topBySquareMeters: z.array(ProductFigureSchema),
  topBySales: z.array(ProductFigureSchema),
  delivery: z.array(
    z.object({ method: z.enum(DELIVERY_METHODS), orders: z.number().int(), sales: z.number() }),
  ),
});
export type Summary = z.infer<typeof SummarySchema>;

/** /api/admin/summary: staff, like the orders its figures come from. */
export const adminSummaryEndpoints = endpoints({
  get: {
    method: 'GET',
    path: '/api/admin/summary',
    query: SummaryQuerySchema,
    response: SummarySchema,
  },
});
