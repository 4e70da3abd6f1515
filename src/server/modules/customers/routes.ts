import type { FastifyInstance } from 'fastify';
import { CUSTOMER_MESSAGES, adminCustomerEndpoints as E } from '#shared/customers/customers';
import { shopToday } from '#shared/shop-clock';
import type { Db } from '#server/db/client';
import { notFound } from '#server/errors';
import { currentUser, requireAdmin } from '#server/plugins/auth';
import { route } from '#server/plugins/endpoints';
import { ORDER_EXPORT_TYPES } from '../orders/order-export';
import { writeCsv, writeXlsx } from '#server/lib/sheet-write';
import { customerTable } from './export';
import { saveCustomerRecord } from './queries';
import { customerDetail, listCustomers, professionalCustomerFor } from './service';

/** /api/admin/customers: staff, like the orders the customers are made of. */
export function adminCustomerRoutes(db: Db) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.addHook('preValidation', requireAdmin);

    route(app, E.list, {}, async (request, reply) => {
      const { q, page, pageSize } = request.query;
      const customers = await listCustomers(db, q);
      reply.header('cache-control', 'no-store');
      return {
        customers: customers.slice((page - 1) * pageSize, page * pageSize),
        total: customers.length,
        page,
        pageSize,
      };
    });

    route(app, E.export, {}, async (request, reply) => {
      const { q, format } = request.query;
      const table = customerTable(await listCustomers(db, q));
      const file =
        format === 'csv'
          ? writeCsv(table)
          : await writeXlsx(table, { sheetName: 'Clientes', filters: true });
      return reply
        .header('content-type', ORDER_EXPORT_TYPES[format])
        .header('content-disposition', `attachment; filename="clientes-${shopToday()}.${format}"`)
        .header('cache-control', 'no-store')
        .send(file);
    });

    route(app, E.professional, {}, async (request, reply) => {
      const { email, phone } = request.query;
      reply.header('cache-control', 'no-store');
      return { customer: await professionalCustomerFor(db, email, phone) };
    });

    route(app, E.detail, {}, async (request, reply) => {
      const detail = await customerDetail(db, request.params.key);
      if (!detail) throw notFound(CUSTOMER_MESSAGES.notFound);
      reply.header('cache-control', 'no-store');
      return detail;
    });

    route(app, E.update, {}, async (request) => {
      const { key } = request.params;
      if (!(await customerDetail(db, key))) throw notFound(CUSTOMER_MESSAGES.notFound);
      await saveCustomerRecord(db, { key, ...request.body, updatedBy: currentUser(request).name });
      const detail = await customerDetail(db, key);
      if (!detail) throw notFound(CUSTOMER_MESSAGES.notFound);
      return detail;
    });
  };
}
