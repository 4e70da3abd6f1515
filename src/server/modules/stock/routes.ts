import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OrderIdParamsSchema, ADMIN_ORDER_MESSAGES } from '../../../shared/admin-orders';
import { shopToday } from '../../../shared/order-payments';
import {
  AdjustmentInputSchema,
  IngresoInputSchema,
  LineLotSchema,
  LotIdParamsSchema,
  MoveLineLotSchema,
  MovementListSchema,
  MovementsQuerySchema,
  ProductIdParamsSchema,
  ProductStockSchema,
  StockListQuerySchema,
  StockListSchema,
  StockSettingsSchema,
} from '../../../shared/stock/contract';
import { STOCK_MESSAGES } from '../../../shared/stock/messages';
import type { Db } from '../../db/client';
import { orderExists } from '../orders/order-work';
import { notFound } from '../../errors';
import { currentUser, requireAdmin } from '../../plugins/auth';
import { bumpOrderVersion } from '../orders/order-version';
import { ORDER_EXPORT_TYPES } from '../orders/order-export';
import { writeCsv } from '../../lib/sheet-write';
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
import { stockExportTable } from './export';
import { INVALID_DATA_MESSAGE, type InputRefusal } from '../../validation';

/** The forms show the server's first field message as it is ("Escribí el motivo…"). */
const firstMessage: InputRefusal = {
  message: (fields) => Object.values(fields)[0] ?? INVALID_DATA_MESSAGE,
};

const LowStockSchema = z.object({
  items: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      code: z.string().nullable(),
      available: z.number().int(),
      threshold: z.number().int(),
    }),
  ),
});

/**
 * /api/admin/stock: the Stock screen, ingresos (one by one, or a spreadsheet of them:
 * ingreso-import-routes.ts), ajustes, movements and each line's lot. Staff.
 */
export function adminStockRoutes(db: Db) {
  return async function register(plain: FastifyInstance): Promise<void> {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.addHook('preValidation', requireAdmin);
    await app.register(ingresoImportRoutes(db));

    const stockOf = async (productId: string) => {
      const stock = await productStock(db, productId);
      if (!stock) throw notFound(STOCK_MESSAGES.productNotFound);
      return stock;
    };

    app.get(
      '/',
      { schema: { querystring: StockListQuerySchema, response: { 200: StockListSchema } } },
      async (request) => stockList(db, request.query),
    );

    app.get(
      '/export',
      { schema: { querystring: StockListQuerySchema.omit({ page: true }) } },
      async (request, reply) => {
        const all = await stockList(db, { ...request.query, page: 1 }, 20_000);
        return reply
          .header('content-type', ORDER_EXPORT_TYPES.csv)
          .header('content-disposition', `attachment; filename="stock-${shopToday()}.csv"`)
          .header('cache-control', 'no-store')
          .send(writeCsv(stockExportTable(all.items)));
      },
    );

    app.get('/low', { schema: { response: { 200: LowStockSchema } } }, async () => {
      return { items: await lowStockProducts(db) };
    });

    app.get(
      '/products/:id',
      { schema: { params: ProductIdParamsSchema, response: { 200: ProductStockSchema } } },
      async (request) => stockOf(request.params.id),
    );

    app.put(
      '/products/:id/settings',
      {
        schema: {
          params: ProductIdParamsSchema,
          body: StockSettingsSchema,
          response: { 200: ProductStockSchema },
        },
        config: { refusal: firstMessage },
      },
      async (request) => {
        const { id } = request.params;
        if (!(await updateStockSettings(db, id, request.body)))
          throw notFound(STOCK_MESSAGES.productNotFound);
        await request.server.shop.writes.changed();
        return stockOf(id);
      },
    );

    app.post(
      '/products/:id/ingresos',
      {
        schema: {
          params: ProductIdParamsSchema,
          body: IngresoInputSchema,
          response: { 201: ProductStockSchema },
        },
        config: { refusal: firstMessage },
      },
      async (request, reply) => {
        const { id } = request.params;
        await receiveStock(db, id, request.body, currentUser(request));
        await request.server.shop.stockChanged();
        reply.status(201);
        return stockOf(id);
      },
    );

    app.post(
      '/lots/:lotId/adjustments',
      {
        schema: {
          params: LotIdParamsSchema,
          body: AdjustmentInputSchema,
          response: { 201: ProductStockSchema },
        },
        config: { refusal: firstMessage },
      },
      async (request, reply) => {
        const productId = await adjustLot(
          db,
          request.params.lotId,
          request.body,
          currentUser(request),
        );
        await request.server.shop.stockChanged();
        reply.status(201);
        return stockOf(productId);
      },
    );

    app.get(
      '/products/:id/movements',
      {
        schema: {
          params: ProductIdParamsSchema,
          querystring: MovementsQuerySchema,
          response: { 200: MovementListSchema },
        },
      },
      async (request) => {
        const { id } = request.params;
        await stockOf(id);
        return { items: await productMovements(db, id, request.query) };
      },
    );

    app.get(
      '/orders/:id/lots',
      {
        schema: {
          params: OrderIdParamsSchema,
          response: { 200: z.object({ items: z.array(LineLotSchema) }) },
        },
      },
      async (request) => {
        const { id } = request.params;
        if (!(await orderExists(db, id))) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
        return { items: await orderLineLots(db, id) };
      },
    );

    app.put(
      '/orders/:id/lots',
      {
        schema: {
          params: OrderIdParamsSchema,
          body: MoveLineLotSchema,
          response: { 200: z.object({ items: z.array(LineLotSchema) }) },
        },
        config: { refusal: firstMessage },
      },
      async (request) => {
        const { id } = request.params;
        const { productId, lotId } = request.body;
        if (!(await orderExists(db, id))) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
        await db.transaction(async (tx) => {
          await moveReservationLot(tx, id, productId, lotId, currentUser(request));
          await bumpOrderVersion(tx, id);
        });
        await request.server.shop.stockChanged();
        return { items: await orderLineLots(db, id) };
      },
    );
  };
}
