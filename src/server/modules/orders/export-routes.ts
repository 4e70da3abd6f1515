import type { FastifyInstance } from 'fastify';
import { ORDER_EXPORT_MESSAGES } from '#shared/admin-orders';
import { adminOrderEndpoints as E } from '#shared/admin-order-endpoints';
import { shopToday } from '#shared/shop-clock';
import type { Db } from '#server/db/client';
import { badRequest } from '#server/errors';
import { requireAdmin } from '#server/plugins/auth';
import { route } from '#server/plugins/endpoints';
import {
  ORDER_EXPORT_MAX,
  ORDER_EXPORT_TYPES,
  countOrders,
  orderExportTable,
} from './order-export';
import { writeCsv, writeXlsx } from '#server/lib/sheet-write';
import { ordersWhere } from './order-list';

/**
 * GET /api/admin/orders/export: the orders the list's filters select, as CSV or XLSX, one row
 * per order or per line. Staff, like the list.
 */
export function adminOrderExportRoutes(db: Db) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.addHook('preValidation', requireAdmin);

    route(app, E.export, {}, async (request, reply) => {
      const { query } = request;
      const where = ordersWhere(query);
      if ((await countOrders(db, where)) > ORDER_EXPORT_MAX) {
        throw badRequest(ORDER_EXPORT_MESSAGES.tooMany(ORDER_EXPORT_MAX));
      }
      const table = await orderExportTable(db, where, query.rows);
      const file =
        query.format === 'csv'
          ? writeCsv(table)
          : await writeXlsx(table, { sheetName: 'Pedidos', filters: true });
      const days = [query.from, query.to].filter(Boolean).join('-a-') || shopToday();
      const name = `pedidos-${days}${query.rows === 'linea' ? '-por-linea' : ''}.${query.format}`;
      return reply
        .header('content-type', ORDER_EXPORT_TYPES[query.format])
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(file);
    });
  };
}
