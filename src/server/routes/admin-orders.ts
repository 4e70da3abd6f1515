import { type AnyColumn, type SQL, and, count, desc, eq, gte, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import {
  ADMIN_ORDER_MESSAGES,
  type AdminOrderList,
  AdminOrdersQuerySchema,
  type AdminOrderSummary,
  UpdateOrderStatusSchema,
  shopDayBounds,
} from '../../shared/admin-orders';
import type { AdminOrderDetail } from '../../shared/admin-order-detail';
import { orderSearchTerms } from '../../shared/order-search';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { searchFoldSql } from '../db/search-sql';
import { notFound } from '../errors';
import { currentUser, requireAdmin } from '../plugins/auth';
import { recordActivity } from '../services/activity';
import { orderDelivery } from '../services/delivery';
import type { OrderDelivery } from '../services/order-mail';
import { loadOrderDetail, paidAmountSql } from '../services/order-detail';
import { changeOrderStatus } from '../services/order-status';
import { searchMatchInline } from '../services/search-query';
import { getShopSettings } from '../services/settings';
import { orderSubject } from '../services/order-subject';
import { trashOrder } from '../services/trash';
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
  paidAmount: paidAmountSql,
};

type SummaryRow = Pick<
  typeof orders.$inferSelect,
  Exclude<keyof typeof summaryColumns, 'paidAmount'>
> & {
  paidAmount: number;
};

function toSummary(row: SummaryRow): AdminOrderSummary {
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
    paidAmount: Number(row.paidAmount),
  };
}

/** What the order search matches: the customer's name and e-mail, folded like product text. */
const customerText = (table: Record<'customerName' | 'customerEmail', AnyColumn>) =>
  searchFoldSql(sql`${table.customerName} || ' ' || ${table.customerEmail}`);
const otherOrders = alias(orders, 'other_orders');

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
      : sql`regexp_replace(${orders.customerPhone}, '[^0-9]', '', 'g') like ${`%${phoneDigits}%`}`,
  ].filter((condition) => condition !== null);
  return alternatives.length === 0 ? null : (or(...alternatives) ?? null);
}

const MAX_ORDER_ID = 2_147_483_647;

/** A path id that is not a positive 32-bit integer is simply an order that does not exist. */
export function orderIdParam(params: unknown): number {
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

    app.get(
      '/:id',
      async (request, reply): Promise<AdminOrderDetail & { delivery: OrderDelivery }> => {
        const id = orderIdParam(request.params);
        const detail = await loadOrderDetail(db, id);
        if (!detail) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
        reply.header('cache-control', 'no-store');
        return { ...detail, delivery: await orderDelivery(db, id) };
      },
    );

    app.patch('/:id/status', async (request): Promise<AdminOrderSummary> => {
      const id = orderIdParam(request.params);
      const { status, notify = true } = parseInput(UpdateOrderStatusSchema, request.body);
      const { config, mail } = request.server.shop;
      const change = await changeOrderStatus(
        db,
        id,
        { status, notify, actorId: currentUser(request).id },
        { shop: await getShopSettings(db), publicUrl: config.publicUrl },
      );
      if (!change.found) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
      if (change.notified) mail.kick();
      const [row] = await db.select(summaryColumns).from(orders).where(eq(orders.id, id));
      if (!row) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
      return toSummary(row);
    });

    app.delete('/:id', async (request, reply) => {
      const id = orderIdParam(request.params);
      const actorId = currentUser(request).id;
      await db.transaction(async (tx) => {
        const customer = await trashOrder(tx, id, actorId);
        if (customer === null) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
        await recordActivity(tx, {
          actorId,
          action: 'order.delete',
          subject: orderSubject(id),
          detail: `Cliente: ${customer}. Enviado a la papelera`,
        });
      });
      return reply.status(204).send();
    });
  };
}
