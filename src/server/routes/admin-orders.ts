import { type AnyColumn, type SQL, and, asc, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import {
  ADMIN_ORDER_MESSAGES,
  type AdminOrderList,
  AdminOrdersQuerySchema,
  type AdminOrderSummary,
  UpdateOrderStatusSchema,
  UpdatePaymentSchema,
  shopDayBounds,
} from '../../shared/admin-orders';
import type { Order } from '../../shared/orders';
import type { Db } from '../db/client';
import { orderLines, orders } from '../db/schema';
import { searchFoldSql } from '../db/search-sql';
import { notFound } from '../errors';
import { requireAdmin } from '../plugins/auth';
import { orderDelivery } from '../services/delivery';
import type { OrderDelivery } from '../services/order-mail';
import { changeOrderStatus } from '../services/order-status';
import { searchMatchInline } from '../services/search-query';
import { getShopSettings } from '../services/settings';
import { parseInput } from '../validation';

const summaryColumns = {
  id: orders.id,
  createdAt: orders.createdAt,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  customerPhone: orders.customerPhone,
  customerAddress: orders.customerAddress,
  comments: orders.comments,
  totalAmount: orders.totalAmount,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentMethod: orders.paymentMethod,
  paymentDate: orders.paymentDate,
  paymentReference: orders.paymentReference,
  paymentNotes: orders.paymentNotes,
};

type SummaryRow = Pick<typeof orders.$inferSelect, keyof typeof summaryColumns>;

function toSummary(row: SummaryRow): AdminOrderSummary {
  const hasDetails =
    row.paymentMethod !== null ||
    row.paymentDate !== null ||
    row.paymentReference !== null ||
    row.paymentNotes !== null;
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
    paymentDetails: hasDetails
      ? {
          method: row.paymentMethod,
          date: row.paymentDate,
          reference: row.paymentReference,
          notes: row.paymentNotes,
        }
      : null,
  };
}

/** What the order search matches: the customer's name and e-mail, folded like product text. */
const customerText = (table: Record<'customerName' | 'customerEmail', AnyColumn>) =>
  searchFoldSql(sql`${table.customerName} || ' ' || ${table.customerEmail}`);
const otherOrders = alias(orders, 'other_orders');

/**
 * The catalogue's search rule ('perez gomez' finds 'Gómez, Pérez'; a long word with one typo
 * finds the name when no order holds it as typed); %, _ and \ typed by the admin match themselves.
 */
function customerMatch(text: string): SQL | null {
  return searchMatchInline(
    text,
    customerText(orders),
    (pattern) =>
      sql`select 1 from ${orders} as "other_orders"
        where ${customerText(otherOrders)} like ${pattern}`,
  );
}

const MAX_ORDER_ID = 2_147_483_647;

/** A path id that is not a positive 32-bit integer is simply an order that does not exist. */
function orderIdParam(params: unknown): number {
  const raw = (params as { id?: unknown }).id;
  const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > MAX_ORDER_ID) {
    throw notFound(ADMIN_ORDER_MESSAGES.notFound);
  }
  return id;
}

/** /api/admin/orders: editors and super_admins; filtering and paging happen in the database. */
export function adminOrderRoutes(db: Db) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', requireAdmin);

    app.get('/', async (request, reply): Promise<AdminOrderList> => {
      const query = parseInput(AdminOrdersQuerySchema, request.query);
      const conditions: SQL[] = [];
      const match = customerMatch(query.q ?? '');
      if (match) conditions.push(match);
      if (query.status !== 'all') conditions.push(eq(orders.status, query.status));
      if (query.from) conditions.push(gte(orders.createdAt, shopDayBounds(query.from).start));
      if (query.to) conditions.push(lte(orders.createdAt, shopDayBounds(query.to).end));
      const where = conditions.length > 0 ? and(...conditions) : undefined;

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
      reply.header('cache-control', 'no-store');
      return {
        orders: rows.map(toSummary),
        total: totals[0]?.n ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    });

    app.get('/:id', async (request, reply): Promise<Order & { delivery: OrderDelivery }> => {
      const id = orderIdParam(request.params);
      const [row] = await db.select(summaryColumns).from(orders).where(eq(orders.id, id));
      if (!row) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
      const lines = await db
        .select({
          productId: orderLines.productId,
          productName: orderLines.productName,
          unitPrice: orderLines.unitPrice,
          quantity: orderLines.quantity,
          squareMeters: orderLines.squareMeters,
          includeWaste: orderLines.includeWaste,
          saleUnit: orderLines.saleUnit,
          metersPerBox: orderLines.metersPerBox,
          layingPattern: orderLines.layingPattern,
          lineTotal: orderLines.lineTotal,
        })
        .from(orderLines)
        .where(eq(orderLines.orderId, id))
        .orderBy(asc(orderLines.position));
      reply.header('cache-control', 'no-store');
      return { ...toSummary(row), products: lines, delivery: await orderDelivery(db, id) };
    });

    app.patch('/:id/status', async (request): Promise<AdminOrderSummary> => {
      const id = orderIdParam(request.params);
      const { status, notify = true } = parseInput(UpdateOrderStatusSchema, request.body);
      const { config, mail } = request.server.shop;
      const change = await changeOrderStatus(
        db,
        id,
        { status, notify },
        { shop: await getShopSettings(db), publicUrl: config.publicUrl },
      );
      if (!change.found) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
      if (change.notified) mail.kick();
      const [row] = await db.select(summaryColumns).from(orders).where(eq(orders.id, id));
      if (!row) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
      return toSummary(row);
    });

    app.put('/:id/payment', async (request): Promise<AdminOrderSummary> => {
      const id = orderIdParam(request.params);
      const payment = parseInput(UpdatePaymentSchema, request.body);
      const [row] = await db
        .update(orders)
        .set({
          paymentStatus: payment.paymentStatus,
          paymentMethod: payment.method,
          paymentDate: payment.date,
          paymentReference: payment.reference,
          paymentNotes: payment.notes,
        })
        .where(eq(orders.id, id))
        .returning(summaryColumns);
      if (!row) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
      return toSummary(row);
    });

    app.delete('/:id', async (request, reply) => {
      const id = orderIdParam(request.params);
      const [row] = await db.delete(orders).where(eq(orders.id, id)).returning({ id: orders.id });
      if (!row) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
      return reply.status(204).send();
    });
  };
}
