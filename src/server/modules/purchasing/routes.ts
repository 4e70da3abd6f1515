import type { FastifyInstance, FastifyRequest } from 'fastify';
import { purchasingEndpoints as E } from '#shared/purchasing/endpoints';
import type { Db } from '#server/db/client';
import { currentUser, requireAdmin, requireSuperAdmin } from '#server/plugins/auth';
import { route } from '#server/plugins/endpoints';
import { INVALID_DATA_MESSAGE, type InputRefusal } from '#server/validation';
import {
  createSupplier,
  listSuppliers,
  setSupplierProducts,
  supplierDetail,
  updateSupplier,
} from './suppliers';
import {
  cancelPurchaseOrder,
  createPurchaseOrder,
  listPurchaseOrders,
  purchaseOrderDetail,
  updatePurchaseOrder,
} from './orders';
import {
  purchaseOrderPdf,
  purchaseOrderPdfByToken,
  purchaseOrderPdfHeaders,
  sendPurchaseOrder,
} from './document';
import { receivePurchaseOrder } from './receive';
import { suggestPurchase } from './suggest';
import { getShopSettings } from '../content/settings';

/** The forms show the server's first field message as it is. */
const firstMessage: InputRefusal = {
  message: (fields) => Object.values(fields)[0] ?? INVALID_DATA_MESSAGE,
};
const superAdmin = { preValidation: requireSuperAdmin, config: { refusal: firstMessage } };

/** Costs and margins are the owner's: only a super_admin's answers carry them. */
const seesCosts = (request: FastifyRequest) => currentUser(request).role === 'super_admin';

/**
 * /api/admin/purchasing: suppliers and purchase orders. Staff read orders and receive goods;
 * everything that sets or shows a cost is a super_admin's.
 */
export function adminPurchasingRoutes(db: Db) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.addHook('preValidation', requireAdmin);

    route(app, E.suppliers, superAdmin, async () => ({ items: await listSuppliers(db) }));

    route(app, E.createSupplier, superAdmin, async (request, reply) => {
      const id = await createSupplier(db, currentUser(request).id, request.body);
      return reply.status(201).send(await supplierDetail(db, id));
    });

    route(app, E.supplier, superAdmin, async (request) => supplierDetail(db, request.params.id));

    route(app, E.updateSupplier, superAdmin, async (request) => {
      const { id } = request.params;
      await updateSupplier(db, currentUser(request).id, id, request.body);
      return supplierDetail(db, id);
    });

    route(app, E.supplierProducts, superAdmin, async (request) => {
      const { id } = request.params;
      await setSupplierProducts(db, currentUser(request).id, id, request.body);
      return supplierDetail(db, id);
    });

    route(app, E.suggest, superAdmin, async (request) => {
      await supplierDetail(db, request.query.supplierId);
      return { items: await suggestPurchase(db, request.query.supplierId) };
    });

    route(app, E.orders, {}, async (request) => ({
      items: await listPurchaseOrders(db, request.query.status, seesCosts(request)),
    }));

    route(app, E.createOrder, superAdmin, async (request, reply) => {
      const id = await createPurchaseOrder(db, currentUser(request), request.body);
      return reply.status(201).send(await purchaseOrderDetail(db, id, true));
    });

    route(app, E.order, {}, async (request) =>
      purchaseOrderDetail(db, request.params.id, seesCosts(request)),
    );

    route(app, E.updateOrder, superAdmin, async (request) => {
      const { id } = request.params;
      await updatePurchaseOrder(db, currentUser(request).id, id, request.body);
      return purchaseOrderDetail(db, id, true);
    });

    route(app, E.send, superAdmin, async (request) => {
      const { id } = request.params;
      const { shop } = request.server;
      await sendPurchaseOrder(db, currentUser(request).id, id, shop.config.publicUrl);
      shop.mail.kick();
      return purchaseOrderDetail(db, id, true);
    });

    route(app, E.cancel, superAdmin, async (request) => {
      const { id } = request.params;
      await cancelPurchaseOrder(db, currentUser(request).id, id);
      return purchaseOrderDetail(db, id, true);
    });

    route(app, E.pdf, superAdmin, async (request, reply) => {
      const { id } = request.params;
      const order = await purchaseOrderDetail(db, id, true);
      const pdf = await purchaseOrderPdf(order, await getShopSettings(db));
      return reply.headers(purchaseOrderPdfHeaders(id)).send(pdf);
    });

    route(app, E.receive, { config: { refusal: firstMessage } }, async (request, reply) => {
      const { id } = request.params;
      const user = currentUser(request);
      await receivePurchaseOrder(db, id, request.body, user, seesCosts(request));
      await request.server.shop.stockChanged();
      return reply.status(201).send(await purchaseOrderDetail(db, id, seesCosts(request)));
    });
  };
}

/** /api/purchase-orders/:token: the supplier's link to the order's PDF, from its e-mail. */
export function supplierPurchaseOrderRoutes(db: Db) {
  return async function register(app: FastifyInstance): Promise<void> {
    route(app, E.supplierPdf, {}, async (request, reply) => {
      const { id, pdf } = await purchaseOrderPdfByToken(db, request.params.token);
      return reply.headers(purchaseOrderPdfHeaders(id)).send(pdf);
    });
  };
}
