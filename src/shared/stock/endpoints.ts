import { z } from 'zod';
import { OrderIdParamsSchema } from '../admin-orders';
import { endpoints } from '../endpoint';
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
} from './contract';
import { IngresoImportQuerySchema, IngresoImportReportSchema } from './ingreso-import';

/** The products whose available boxes are at or under their threshold. */
export const LowStockSchema = z.object({
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

export const LineLotListSchema = z.object({ items: z.array(LineLotSchema) });

/**
 * /api/admin/stock (modules/stock/routes.ts): the Stock screen, ingresos (one by one or a
 * spreadsheet of them), ajustes, movements and each order line's lot. Staff. A file of its own,
 * not contract.ts: the storefront's catalogue reads contract.ts's stock summary, and this table
 * would bring every admin schema it names into its first load.
 */
export const stockEndpoints = endpoints({
  list: {
    method: 'GET',
    path: '/api/admin/stock',
    query: StockListQuerySchema,
    response: StockListSchema,
  },
  export: {
    method: 'GET',
    path: '/api/admin/stock/export',
    query: StockListQuerySchema.omit({ page: true }),
    response: 'file',
  },
  low: { method: 'GET', path: '/api/admin/stock/low', response: LowStockSchema },
  product: {
    method: 'GET',
    path: '/api/admin/stock/products/:id',
    params: ProductIdParamsSchema,
    response: ProductStockSchema,
  },
  settings: {
    method: 'PUT',
    path: '/api/admin/stock/products/:id/settings',
    params: ProductIdParamsSchema,
    body: StockSettingsSchema,
    response: ProductStockSchema,
  },
  ingreso: {
    method: 'POST',
    path: '/api/admin/stock/products/:id/ingresos',
    params: ProductIdParamsSchema,
    body: IngresoInputSchema,
    response: ProductStockSchema,
    status: [201],
  },
  adjustLot: {
    method: 'POST',
    path: '/api/admin/stock/lots/:lotId/adjustments',
    params: LotIdParamsSchema,
    body: AdjustmentInputSchema,
    response: ProductStockSchema,
    status: [201],
  },
  movements: {
    method: 'GET',
    path: '/api/admin/stock/products/:id/movements',
    params: ProductIdParamsSchema,
    query: MovementsQuerySchema,
    response: MovementListSchema,
  },
  lineLots: {
    method: 'GET',
    path: '/api/admin/stock/orders/:id/lots',
    params: OrderIdParamsSchema,
    response: LineLotListSchema,
  },
  moveLineLot: {
    method: 'PUT',
    path: '/api/admin/stock/orders/:id/lots',
    params: OrderIdParamsSchema,
    body: MoveLineLotSchema,
    response: LineLotListSchema,
  },
  /**
   * A spreadsheet of ingresos: the dry run (the default) answers 200 and writes nothing;
   * applying answers 201.
   */
  importIngresos: {
    method: 'POST',
    path: '/api/admin/stock/ingresos/import',
    query: IngresoImportQuerySchema,
    body: 'multipart',
    response: IngresoImportReportSchema,
    status: [200, 201],
  },
});
