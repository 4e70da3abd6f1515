import type { FastifyInstance } from 'fastify';
import { invoicingEndpoints as E } from '#shared/invoicing';
import type { Db } from '#server/db/client';
import { currentUser, requireAdmin, requireSuperAdmin } from '#server/plugins/auth';
import { route } from '#server/plugins/endpoints';
import { recordActivity } from '../staff/activity';
import {
  type InvoicingRuntime,
  getInvoicingSettings,
  invoiceOrder,
  invoicingState,
  orderInvoice,
  saveInvoicingSettings,
  setBuyerFiscalData,
} from './service';

/** /api/admin/invoicing and an order's invoice: staff invoice, the super_admin sets it up. */
export function invoicingRoutes(db: Db, runtime: InvoicingRuntime) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.addHook('preValidation', requireAdmin);

    route(app, E.status, {}, async (_request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(invoicingState(runtime, await getInvoicingSettings(db))),
    );

    route(app, E.saveSettings, { preValidation: requireSuperAdmin }, async (request, reply) => {
      await db.transaction(async (tx) => {
        await saveInvoicingSettings(tx, request.body);
        await recordActivity(tx, {
          actorId: currentUser(request).id,
          action: 'invoicing.settings',
          subject: 'Facturación electrónica',
          detail: `CUIT ${request.body.cuit}, punto de venta ${request.body.pointOfSale}, ${request.body.environment}`,
        });
      });
      return reply
        .header('cache-control', 'no-store')
        .send(invoicingState(runtime, await getInvoicingSettings(db)));
    });

    route(app, E.orderInvoice, {}, async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await orderInvoice(db, request.params.id)),
    );

    route(app, E.invoiceOrder, {}, async (request) => {
      const invoice = await invoiceOrder(db, runtime, request.params.id);
      await recordActivity(db, {
        actorId: currentUser(request).id,
        action: 'invoice.create',
        subject: `Pedido #${request.params.id}`,
        detail:
          invoice.status === 'autorizada'
            ? `Factura ${invoice.letter} ${invoice.pointOfSale}-${invoice.number} CAE ${invoice.cae}`
            : `Factura ${invoice.letter} pendiente de CAE`,
      });
      return invoice;
    });

    route(app, E.fiscalData, {}, async (request, reply) => {
      await setBuyerFiscalData(db, request.params.id, request.body);
      return reply.code(204).send();
    });
  };
}
