import { z } from 'zod';
import {
  AdminOrderListSchema,
  AdminOrderSummarySchema,
  AdminOrdersQuerySchema,
  ADMIN_ORDER_MESSAGES,
  OrderExportQuerySchema,
  OrderIdParamsSchema,
  UpdateOrderStatusSchema,
} from './admin-orders';
import {
  AddOrderNoteSchema,
  AdminOrderDetailSchema,
  AdminOrderViewSchema,
  OrderPaymentParamsSchema,
} from './admin-order-detail';
import { endpoints } from './endpoint';
import { UpdateOrderLinesSchema } from './order-lines-edit';
import { RecordPaymentSchema } from './order-payments';
import { OrderVersionBodySchema } from './order-version';
import { PhoneOrderSchema } from './phone-order';

/** The order's presupuesto or remito. */
export const ORDER_DOCUMENTS = ['presupuesto', 'remito'] as const;
export type OrderDocument = (typeof ORDER_DOCUMENTS)[number];

/** The order is checked first, then which paper. */
export const OrderPaperParamsSchema = OrderIdParamsSchema.extend({
  kind: z.enum(ORDER_DOCUMENTS, ADMIN_ORDER_MESSAGES.documentNotFound),
});

/**
 * /api/admin/orders: staff (editors and super_admins). Each change to one order answers its
 * whole detail, with the order's new version (shared/order-version.ts).
 */
export const adminOrderEndpoints = endpoints({
  list: {
    method: 'GET',
    path: '/api/admin/orders',
    query: AdminOrdersQuerySchema,
    response: AdminOrderListSchema,
  },
  /** The orders the list's filters select, as CSV or XLSX, one row per order or per line. */
  export: {
    method: 'GET',
    path: '/api/admin/orders/export',
    query: OrderExportQuerySchema,
    response: 'file',
  },
  detail: {
    method: 'GET',
    path: '/api/admin/orders/:id',
    params: OrderIdParamsSchema,
    response: AdminOrderViewSchema,
  },
  /** A PDF: the order's presupuesto or remito. */
  document: {
    method: 'GET',
    path: '/api/admin/orders/:id/documents/:kind',
    params: OrderPaperParamsSchema,
    response: 'file',
  },
  updateStatus: {
    method: 'PATCH',
    path: '/api/admin/orders/:id/status',
    params: OrderIdParamsSchema,
    body: UpdateOrderStatusSchema,
    response: AdminOrderSummarySchema,
  },
  /** To the Papelera, its reservations given back. */
  remove: {
    method: 'DELETE',
    path: '/api/admin/orders/:id',
    params: OrderIdParamsSchema,
    response: null,
  },
  /** An order taken by phone: 201 new, 200 the same order for a repeated idempotency key. */
  createPhoneOrder: {
    method: 'POST',
    path: '/api/admin/orders',
    body: PhoneOrderSchema,
    response: AdminOrderDetailSchema,
    status: [201, 200],
  },
  recordPayment: {
    method: 'POST',
    path: '/api/admin/orders/:id/payments',
    params: OrderIdParamsSchema,
    body: RecordPaymentSchema,
    response: AdminOrderDetailSchema,
    status: [201],
  },
  deletePayment: {
    method: 'DELETE',
    path: '/api/admin/orders/:id/payments/:paymentId',
    params: OrderPaymentParamsSchema,
    response: AdminOrderDetailSchema,
  },
  updateLines: {
    method: 'PUT',
    path: '/api/admin/orders/:id/lines',
    params: OrderIdParamsSchema,
    body: UpdateOrderLinesSchema,
    response: AdminOrderDetailSchema,
  },
  renewQuote: {
    method: 'POST',
    path: '/api/admin/orders/:id/renew-quote',
    params: OrderIdParamsSchema,
    body: OrderVersionBodySchema,
    response: AdminOrderDetailSchema,
  },
  addNote: {
    method: 'POST',
    path: '/api/admin/orders/:id/notes',
    params: OrderIdParamsSchema,
    body: AddOrderNoteSchema,
    response: AdminOrderDetailSchema,
    status: [201],
  },
});
