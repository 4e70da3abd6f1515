import { z } from 'zod';
import { OrderVersionSchema } from './order-version';
import { formatNumber } from './format';
import { isIsoDay } from './shop-clock';
import { DELIVERY_METHODS } from './delivery';
import { ORDER_STATUSES, OrderSchema } from './orders';
import { WITHDRAWAL_MATCHES } from './withdrawals';
import { RETENTION } from './retention';

/** The admin orders' contract plus the messages of the admin orders API. */
export const ADMIN_ORDER_MESSAGES = {
  invalidNotify: 'El aviso al cliente debe ser sí o no.',
  loadError: 'Error al cargar los pedidos. Por favor, intenta nuevamente.',
  statusUpdated: 'Estado actualizado correctamente',
  statusError: 'Error al actualizar el estado',
  deleted: 'Pedido eliminado correctamente',
  deleteError: 'Error al eliminar el pedido. Por favor, intenta nuevamente.',
  deleteWarning: 'Esta acción no se puede deshacer.',
  /** What deleting really does: the order waits in the Papelera, its boxes freed. */
  deleteToTrash: `El pedido va a la Papelera y libera las cajas que tenía reservadas. Desde la Papelera se puede restaurar durante ${RETENTION.trashDays} días: vuelve a reservarlas si todavía hay stock.`,
  deletePaidWarning:
    'Este pedido tiene pagos registrados: van a la Papelera con él y vuelven si se restaura.',
  dateMissing: 'Fecha no disponible',
  notFound: 'Pedido no encontrado',
  invoiced:
    'Este pedido tiene una factura electrónica: no se puede eliminar, la factura debe conservarse.',
  documentNotFound: 'Documento no encontrado: pedí el presupuesto o el remito.',
  productNotFound: 'Producto no encontrado',
  invalidDate: 'La fecha no es válida (formato AAAA-MM-DD).',
  invalidRange: 'La fecha "desde" no puede ser posterior a la fecha "hasta".',
  invalidStatus: 'El estado no es válido.',
  statusNotForDelivery: {
    pickup: 'Un pedido que se retira en el local no puede estar "En camino".',
    shipping: 'Un pedido con envío a domicilio no puede estar "Listo para retirar".',
  },
  tooLong: 'El texto es demasiado largo',
  invalidPage: 'La página no es válida.',
} as const;

export const IsoDaySchema = z
  .string(ADMIN_ORDER_MESSAGES.invalidDate)
  .refine(isIsoDay, ADMIN_ORDER_MESSAGES.invalidDate);

/** 'active': every order but the cancelled ones (what the Resumen counts and links to). */
export const ORDER_STATUS_FILTERS = ['all', 'active', ...ORDER_STATUSES] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

export const ADMIN_ORDERS_PAGE_SIZES = [25, 50, 100] as const;
export const ADMIN_ORDERS_DEFAULT_PAGE_SIZE = 25;

/** page (from 1) and pageSize of the paged admin lists. */
export const PagingQuerySchema = z.object({
  page: z.coerce
    .number(ADMIN_ORDER_MESSAGES.invalidPage)
    .int(ADMIN_ORDER_MESSAGES.invalidPage)
    .min(1, ADMIN_ORDER_MESSAGES.invalidPage)
    .max(1_000_000, ADMIN_ORDER_MESSAGES.invalidPage)
    .default(1),
  pageSize: z.coerce
    .number(ADMIN_ORDER_MESSAGES.invalidPage)
    .int(ADMIN_ORDER_MESSAGES.invalidPage)
    .min(1, ADMIN_ORDER_MESSAGES.invalidPage)
    .max(100, ADMIN_ORDER_MESSAGES.invalidPage)
    .default(ADMIN_ORDERS_DEFAULT_PAGE_SIZE),
});

/** The filters of the orders list (search, status, days), which the export shares. */
export const OrderFiltersSchema = z.object({
  q: z
    .string(ADMIN_ORDER_MESSAGES.tooLong)
    .trim()
    .max(200, ADMIN_ORDER_MESSAGES.tooLong)
    .optional(),
  status: z.enum(ORDER_STATUS_FILTERS, ADMIN_ORDER_MESSAGES.invalidStatus).default('all'),
  from: IsoDaySchema.optional(),
  to: IsoDaySchema.optional(),
});
export type OrderFilters = z.infer<typeof OrderFiltersSchema>;

const fromNotAfterTo = (v: { from?: string | undefined; to?: string | undefined }) =>
  !v.from || !v.to || v.from <= v.to;
const rangeIssue = { path: ['to'], message: ADMIN_ORDER_MESSAGES.invalidRange };

/** GET /api/admin/orders query string. */
export const AdminOrdersQuerySchema = PagingQuerySchema.extend(OrderFiltersSchema.shape).refine(
  fromNotAfterTo,
  rangeIssue,
);
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuerySchema>;

export const ORDER_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type OrderExportFormat = (typeof ORDER_EXPORT_FORMATS)[number];
/** One row per order, or one per order line (with the order's columns repeated). */
export const ORDER_EXPORT_ROWS = ['pedido', 'linea'] as const;
export type OrderExportRows = (typeof ORDER_EXPORT_ROWS)[number];

export const ORDER_EXPORT_MESSAGES = {
  format: 'El formato debe ser CSV o XLSX.',
  rows: 'Elegí una fila por pedido o una fila por línea.',
  tooMany: (max: number) =>
    `Son más de ${formatNumber(max)} pedidos: acotá las fechas o el estado para exportarlos.`,
  error: 'No se pudo exportar los pedidos',
} as const;

/** GET /api/admin/orders/export: the list's filters, the file format and what a row is. */
export const OrderExportQuerySchema = OrderFiltersSchema.extend({
  format: z.enum(ORDER_EXPORT_FORMATS, ORDER_EXPORT_MESSAGES.format),
  rows: z.enum(ORDER_EXPORT_ROWS, ORDER_EXPORT_MESSAGES.rows).default('pedido'),
}).refine(fromNotAfterTo, rangeIssue);
export type OrderExportQuery = z.infer<typeof OrderExportQuerySchema>;

/**
 * The order's latest arrepentimiento request, for the list's mark: a request that plainly is the
 * customer's (matched) comes before one whose e-mail is not the order's.
 */
export const OrderWithdrawalMarkSchema = z.object({
  requestedAt: z.string(),
  match: z.enum(WITHDRAWAL_MATCHES),
  attended: z.boolean(),
});
export type OrderWithdrawalMark = z.infer<typeof OrderWithdrawalMarkSchema>;

/** One row of the admin table: the order without its lines, how it is delivered, its withdrawal. */
export const AdminOrderSummarySchema = OrderSchema.omit({ products: true }).extend({
  deliveryMethod: z.enum(DELIVERY_METHODS),
  withdrawal: OrderWithdrawalMarkSchema.nullable(),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummarySchema>;

export const AdminOrderListSchema = z.object({
  orders: z.array(AdminOrderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminOrderList = z.infer<typeof AdminOrderListSchema>;

const MAX_ORDER_ID = 2_147_483_647;

/** An order number in a path: not a positive 32-bit integer is an order that does not exist. */
export const OrderIdTextSchema = z
  .string()
  .regex(/^\d{1,10}$/, ADMIN_ORDER_MESSAGES.notFound)
  .transform(Number)
  .pipe(
    z
      .number()
      .int()
      .min(1, ADMIN_ORDER_MESSAGES.notFound)
      .max(MAX_ORDER_ID, ADMIN_ORDER_MESSAGES.notFound),
  );

/** /api/admin/orders/:id… */
export const OrderIdParamsSchema = z.object({ id: OrderIdTextSchema });

/**
 * PATCH /api/admin/orders/:id/status. Any status may follow any other, except the step
 * of the other way of delivering (orderStatusesFor).
 */
export const UpdateOrderStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES, ADMIN_ORDER_MESSAGES.invalidStatus),
  /** Whether the customer is e-mailed of the change (NOTIFIED_STATUSES); default yes. */
  notify: z.boolean(ADMIN_ORDER_MESSAGES.invalidNotify).optional(),
  /** The order's version the change was made from (shared/order-version.ts); checked when sent. */
  version: OrderVersionSchema.optional(),
});
export type UpdateOrderStatusInput = z.infer<typeof UpdateOrderStatusSchema>;
