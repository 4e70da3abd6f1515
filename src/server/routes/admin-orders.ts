import { type AnyColumn, type SQL, and, count, desc, eq, gte, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_ORDER_MESSAGES,
  AdminOrderListSchema,
  AdminOrderSummarySchema,
  AdminOrdersQuerySchema,
  type AdminOrderSummary,
  type OrderFilters,
  OrderIdParamsSchema,
  UpdateOrderStatusSchema,
  shopDayBounds,
} from '../../shared/admin-orders';
import { AdminOrderViewSchema } from '../../shared/admin-order-detail';
import { orderSearchTerms } from '../../shared/order-search';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { searchFoldSql } from '../db/search-sql';
import { notFound } from '../errors';
import { currentUser, requireAdmin } from '../plugins/auth';
import { recordActivity } from '../services/activity';
import { orderDelivery } from '../services/delivery';
import { loadOrderDetail, paidAmountSql } from '../services/order-detail';
import { changeOrderStatus } from '../services/order-status';
import { searchMatchInline } from '../services/search-query';
import { getShopSettings } from '../services/settings';
import { orderSubject } from '../services/order-subject';
import { trashOrder } from '../services/trash';

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
  version: orders.version,
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
    version: row.version,
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

/** The orders the list's filters select (search, status, days): the list and the export. */
export function ordersWhere(query: OrderFilters): SQL | undefined {
  const conditions: SQL[] = [];
  const match = customerMatch(query.q ?? '');
  if (match) conditions.push(match);
  if (query.status !== 'all') conditions.push(eq(orders.status, query.status));
  if (query.from) conditions.push(gte(orders.createdAt, shopDayBounds(query.from).start));
  if (query.to) conditions.push(lte(orders.createdAt, shopDayBounds(query.to).end));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** /api/admin/orders: editors and super_admins; filtering and paging happen in the database. */
export function adminOrderRoutes(db: Db) {
  return async function register(plain: FastifyInstance): Promise<void> {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    // Before the schemas: who may ask comes before what was asked.
    app.addHook('preValidation', requireAdmin);

    app.get(
      '/',
      { schema: { querystring: AdminOrdersQuerySchema, response: { 200: AdminOrderListSchema } } },
      async (request, reply) => {
        const { query } = request;
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
        reply.header('cache-control', 'no-store');
        return {
          orders: rows.map(toSummary),
          total: totals[0]?.n ?? 0,
          page: query.page,
          pageSize: query.pageSize,
        };
      },
    );

    app.get(
      '/:id',
      { schema: { params: OrderIdParamsSchema, response: { 200: AdminOrderViewSchema } } },
      async (request, reply) => {
        const { id } = request.params;
        const detail = await loadOrderDetail(db, id);
        if (!detail) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
        reply.header('cache-control', 'no-store');
        return { ...detail, delivery: await orderDelivery(db, id) };
      },
    );

    app.patch(
      '/:id/status',
      {
        schema: {
          params: OrderIdParamsSchema,
          body: UpdateOrderStatusSchema,
          response: { 200: AdminOrderSummarySchema },
        },
      },
      async (request) => {
        const { id } = request.params;
        const { status, notify = true, version } = request.body;
        const { config, mail } = request.server.shop;
        const change = await changeOrderStatus(
          db,
          id,
          { status, notify, version, actorId: currentUser(request).id },
          { shop: await getShopSettings(db), publicUrl: config.publicUrl },
        );
        if (!change.found) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
        if (change.notified) mail.kick();
        const [row] = await db.select(summaryColumns).from(orders).where(eq(orders.id, id));
        if (!row) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
        return toSummary(row);
      },
    );

    app.delete('/:id', { schema: { params: OrderIdParamsSchema } }, async (request, reply) => {
      const { id } = request.params;
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
