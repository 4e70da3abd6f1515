import { z } from 'zod';
import { endpoints } from '../endpoint';
import { uuidParams } from '../route-schemas';
import {
  PURCHASING_MESSAGES as M,
  PurchaseOrderInputSchema,
  PurchaseOrderListQuerySchema,
  PurchaseOrderListSchema,
  PurchaseOrderSchema,
  ReceiptInputSchema,
  SuggestionListSchema,
  SuggestionQuerySchema,
  SupplierDetailSchema,
  SupplierInputSchema,
  SupplierListSchema,
  SupplierProductsInputSchema,
} from './contract';

const SupplierParams = uuidParams(M.supplierNotFound);
export const PurchaseOrderParamsSchema = z.object({
  id: z.coerce
    .number(M.orderNotFound)
    .int(M.orderNotFound)
    .min(1, M.orderNotFound)
    .max(2 ** 31 - 1, M.orderNotFound),
});
const TokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, M.tokenNotFound) });

/**
 * /api/admin/purchasing (modules/purchasing): suppliers and their products (super_admin),
 * purchase orders (staff read and receive; super_admin writes) and receipts into lots. Costs go
 * only to super_admin. /api/purchase-orders/:token is the supplier's link to the order's PDF.
 */
export const purchasingEndpoints = endpoints({
  suppliers: {
    method: 'GET',
    path: '/api/admin/purchasing/suppliers',
    response: SupplierListSchema,
  },
  createSupplier: {
    method: 'POST',
    path: '/api/admin/purchasing/suppliers',
    body: SupplierInputSchema,
    response: SupplierDetailSchema,
    status: [201],
  },
  supplier: {
    method: 'GET',
    path: '/api/admin/purchasing/suppliers/:id',
    params: SupplierParams,
    response: SupplierDetailSchema,
  },
  updateSupplier: {
    method: 'PUT',
    path: '/api/admin/purchasing/suppliers/:id',
    params: SupplierParams,
    body: SupplierInputSchema,
    response: SupplierDetailSchema,
  },
  supplierProducts: {
    method: 'PUT',
    path: '/api/admin/purchasing/suppliers/:id/products',
    params: SupplierParams,
    body: SupplierProductsInputSchema,
    response: SupplierDetailSchema,
  },
  suggest: {
    method: 'GET',
    path: '/api/admin/purchasing/suggestions',
    query: SuggestionQuerySchema,
    response: SuggestionListSchema,
  },
  orders: {
    method: 'GET',
    path: '/api/admin/purchasing/orders',
    query: PurchaseOrderListQuerySchema,
    response: PurchaseOrderListSchema,
  },
  createOrder: {
    method: 'POST',
    path: '/api/admin/purchasing/orders',
    body: PurchaseOrderInputSchema,
    response: PurchaseOrderSchema,
    status: [201],
  },
  order: {
    method: 'GET',
    path: '/api/admin/purchasing/orders/:id',
    params: PurchaseOrderParamsSchema,
    response: PurchaseOrderSchema,
  },
  updateOrder: {
    method: 'PUT',
    path: '/api/admin/purchasing/orders/:id',
    params: PurchaseOrderParamsSchema,
    body: PurchaseOrderInputSchema,
    response: PurchaseOrderSchema,
  },
  send: {
    method: 'POST',
    path: '/api/admin/purchasing/orders/:id/send',
    params: PurchaseOrderParamsSchema,
    response: PurchaseOrderSchema,
  },
  cancel: {
    method: 'POST',
    path: '/api/admin/purchasing/orders/:id/cancel',
    params: PurchaseOrderParamsSchema,
    response: PurchaseOrderSchema,
  },
  pdf: {
    method: 'GET',
    path: '/api/admin/purchasing/orders/:id/pdf',
    params: PurchaseOrderParamsSchema,
    response: 'file',
  },
  receive: {
    method: 'POST',
    path: '/api/admin/purchasing/orders/:id/receipts',
    params: PurchaseOrderParamsSchema,
    body: ReceiptInputSchema,
    response: PurchaseOrderSchema,
    status: [201],
  },
  supplierPdf: {
    method: 'GET',
    path: '/api/purchase-orders/:token',
    params: TokenParams,
    response: 'file',
  },
});
