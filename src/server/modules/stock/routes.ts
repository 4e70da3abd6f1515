import type { FastifyInstance } from 'fastify';
import { ADMIN_ORDER_MESSAGES } from '#shared/admin-orders';
import { shopToday } from '#shared/shop-clock';
import { stockEndpoints as E } from '#shared/stock/endpoints';
import { STOCK_MESSAGES } from '#shared/stock/messages';
import type { Db } from '#server/db/client';
import { orderExists } from '../orders/order-work';
import { notFound } from '#server/errors';
import { currentUser, requireAdmin } from '#server/plugins/auth';
import { route } from '#server/plugins/endpoints';
import { bumpOrderVersion } from '../orders/order-version';
import { ORDER_EXPORT_TYPES } from '../orders/order-export';
import { writeCsv } from '#server/lib/sheet-write';
import {
  lowStockProducts,
  orderLineLots,
  productMovements,
  productStock,
  stockList,
} from './queries';
import { ingresoImportRoutes } from './ingreso-import-routes';
import { moveReservationLot } from './reservations';
import { adjustLot, receiveStock, updateStockSettings } from './service';
import { stockTransaction } from './transaction';
import { stockExportTable } from './export';
import { INVALID_DATA_MESSAGE, type InputRefusal } from '#server/validation';

/** The forms show the server's first field message as it is ("Escribí el motivo…"). */
const firstMessage: InputRefusal = {
  message: (fields) => Object.values(fields)[0] ?? INVALID_DATA_MESSAGE,
};

/**
 * /api/admin/stock: the Stock screen, ingresos (one by one, or a spreadsheet of them:
 * ingreso-import-routes.ts), ajustes, movements and each line's lot. Staff.
 */
export function adminStockRoutes(db: Db) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.addHook('preValidation', requireAdmin);
    await app.register(ingresoImportRoutes(db));

    const stockOf = async (productId: string) => {
      const stock = await productStock(db, productId);
      if (!stock) throw notFound(STOCK_MESSAGES.productNotFound);
      return stock;
    };

    route(app, E.list, {}, async (request) => stockList(db, request.query));

    route(app, E.export, {}, async (request, reply) => {
      const all = await stockList(db, { ...request.query, page: 1 }, 20_000);
      return reply
        .header('content-type', ORDER_EXPORT_TYPES.csv)
        .header('content-disposition', `attachment; filename="stock-${shopToday()}.csv"`)
        .header('cache-control', 'no-store')
        .send(writeCsv(stockExportTable(all.items)));
    });

    route(app, E.low, {}, async () => ({ items: await lowStockProducts(db) }));

    route(app, E.product, {}, async (request) => stockOf(request.params.id));

    route(app, E.settings, { config: { refusal: firstMessage } }, async (request) => {
      const { id } = request.params;
      if (!(await updateStockSettings(db, id, request.body)))
        throw notFound(STOCK_MESSAGES.productNotFound);
      await request.server.shop.writes.changed();
      return stockOf(id);
    });

    route(app, E.ingreso, { config: { refusal: firstMessage } }, async (request) => {
      const { id } = request.params;
      await receiveStock(db, id, request.body, currentUser(request));
      await request.server.shop.stockChanged();
      return stockOf(id);
    });

    route(app, E.adjustLot, { config: { refusal: firstMessage } }, async (request) => {
      const { shop } = request.server;
      const { productId, lowStockMailed } = await adjustLot(
        db,
        request.params.lotId,
        request.body,
        currentUser(request),
        shop.config.publicUrl,
      );
      if (lowStockMailed) shop.mail.kick();
      await shop.stockChanged();
      return stockOf(productId);
    });

    route(app, E.movements, {}, async (request) => {
      const { id } = request.params;
      await stockOf(id);
      return { items: await productMovements(db, id, request.query) };
    });

    route(app, E.lineLots, {}, async (request) => {
      const { id } = request.params;
      if (!(await orderExists(db, id))) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
      return { items: await orderLineLots(db, id) };
    });

    route(app, E.moveLineLot, { config: { refusal: firstMessage } }, async (request) => {
      const { id } = request.params;
      const { productId, lotId } = request.body;
      if (!(await orderExists(db, id))) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
      await stockTransaction(db, async (tx) => {
        // The order's row first, then the lots, then the line (transaction.ts).
        await bumpOrderVersion(tx, id);
        await moveReservationLot(tx, id, productId, lotId, currentUser(request));
      });
      await request.server.shop.stockChanged();
      return { items: await orderLineLots(db, id) };
    });
  };
}
