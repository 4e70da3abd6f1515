import { z } from 'zod';
import { CheckoutFormSchema } from './checkout';
import { LAYING_PATTERN_IDS } from './calculator';
import type { DeliveryMethod } from './delivery';
import { endpoints } from './endpoint';
import { formatNumber } from './format';
import { wholeNumber } from './route-schemas';
import { ADJUSTMENT_BASES, ADJUSTMENT_KIND_IDS, type OrderAdjustment } from './order-adjustments';
import { SALE_UNITS } from './order-lines';
import { MERCADO_PAGO_MESSAGES, PAYMENT_CHOICES } from './payments/mercado-pago';

/**
 * The four statuses, in the order an order moves through them, plus one step between
 * "En Proceso" and "Completado" that depends on how it is delivered: 'ready' (Listo para
 * retirar) for a pickup, 'in_transit' (En camino) for a delivery.
 */
export const ORDER_STATUSES = [
  'pending',
  'processing',
  'ready',
  'in_transit',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pendiente',
  processing: 'En Proceso',
  ready: 'Listo para retirar',
  in_transit: 'En camino',
  completed: 'Completado',
  cancelled: 'Cancelado',
};

/**
 * An order's status in words, one set for staff, the customer's page, the papers and the e-mails:
 * SPEC's names, the two delivery steps, and "Completado" saying what happened once how the order
 * is delivered is known ("Completado (entregado)", "Completado (retirado)"). Without the method
 * (the list's filter) it is the plain name.
 */
export function orderStatusLabel(status: OrderStatus, method?: DeliveryMethod): string {
  if (status === 'completed' && method) return `Completado (${COMPLETED_AS[method]})`;
  return ORDER_STATUS_LABELS[status];
}

const COMPLETED_AS: Record<DeliveryMethod, string> = { pickup: 'retirado', shipping: 'entregado' };

/** The step only one way of delivering has: a delivery is never "ready", a pickup never "en camino". */
const DELIVERY_ONLY_STATUS: Record<DeliveryMethod, OrderStatus> = {
  pickup: 'ready',
  shipping: 'in_transit',
};

/**
 * The statuses an order delivered that way may have, in order. Staff may set any
 * of them from any other; only the other delivery's step is left out.
 */
export function orderStatusesFor(method: DeliveryMethod): OrderStatus[] {
  const other = DELIVERY_ONLY_STATUS[method === 'pickup' ? 'shipping' : 'pickup'];
  return ORDER_STATUSES.filter((status) => status !== other);
}

/** An order's payment state, derived from what was paid against its total. */
export const PAYMENT_STATUSES = ['pending', 'deposit', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pendiente',
  deposit: 'Seña',
  paid: 'Pagado',
};

export const PAYMENT_METHODS = ['efectivo', 'transferencia', 'tarjeta', 'mercado_pago'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  efectivo: 'Efectivo',
  transferencia: 'Transferencia',
  tarjeta: 'Tarjeta',
  mercado_pago: 'Mercado Pago',
};

export const EMPTY_CART_MESSAGE = 'El carrito está vacío';
export const ORDER_FAILED_MESSAGE =
  'Hubo un error al procesar tu pedido. Por favor, intenta nuevamente.';

/** What one order may hold: past these a quote is a phone call, and the money columns overflow. */
export const ORDER_LIMITS = {
  /** Boxes (or units) of one product, after the lines of that product are merged. */
  quantityPerProduct: 10_000,
  /** m² of one product, merged. */
  squareMetersPerProduct: 1_000_000,
  lines: 200,
  /** Pesos; numeric(12, 2) holds up to 9.999.999.999,99. */
  total: 1_000_000_000,
} as const;

export const ORDER_MESSAGES = {
  idempotencyKey: 'La clave del pedido no es válida. Recargá la página e intentá nuevamente.',
  items: 'La lista de productos del pedido no es válida.',
  tooManyLines: `Un pedido puede tener hasta ${ORDER_LIMITS.lines} productos.`,
  productId: 'Producto no encontrado',
  quantity: `La cantidad debe ser un número entero entre 1 y ${formatNumber(ORDER_LIMITS.quantityPerProduct)}.`,
  quantityPerProduct: `Se pueden pedir hasta ${formatNumber(ORDER_LIMITS.quantityPerProduct)} unidades de cada producto por pedido.`,
  squareMeters: 'Los metros cuadrados no son válidos.',
  squareMetersPerProduct: `Se pueden pedir hasta ${formatNumber(ORDER_LIMITS.squareMetersPerProduct)} m² de cada producto por pedido.`,
  includeWaste: 'El dato de desperdicio no es válido.',
  pattern: 'El tipo de colocación no es válido (recto, diagonal o espiga).',
  patternWithoutWaste: 'El tipo de colocación solo se indica cuando se suma el desperdicio.',
  noSquareMeters: 'Este producto se vende por unidad: no lleva metros cuadrados ni desperdicio.',
  total:
    'El total del pedido supera el máximo que se puede pedir por la web. Escribinos y te preparamos el presupuesto.',
  keyReused:
    'Esta clave de pedido ya se usó para un pedido distinto. Recargá la página e intentá nuevamente.',
} as const;

export const OrderLineInputSchema = z.object({
  productId: z
    .string(ORDER_MESSAGES.productId)
    .min(1, ORDER_MESSAGES.productId)
    .max(100, ORDER_MESSAGES.productId),
  quantity: wholeNumber(1, ORDER_LIMITS.quantityPerProduct, ORDER_MESSAGES.quantity),
  squareMeters: z
    .number(ORDER_MESSAGES.squareMeters)
    .min(0, ORDER_MESSAGES.squareMeters)
    .max(ORDER_LIMITS.squareMetersPerProduct, ORDER_MESSAGES.squareMeters),
  includeWaste: z.boolean(ORDER_MESSAGES.includeWaste),
  /** The laying pattern the waste was worked out for; none is the SPEC's 10 %. */
  pattern: z
    .enum(LAYING_PATTERN_IDS as ['recto', 'diagonal', 'espiga'], ORDER_MESSAGES.pattern)
    .optional(),
});

export type OrderLineInput = z.infer<typeof OrderLineInputSchema>;

/**
 * POST /api/orders. Prices are never sent: the server computes them. idempotencyKey is made
 * once per checkout attempt so a retry or a double click returns the same order.
 */
export const CreateOrderSchema = z.object({
  idempotencyKey: z
    .string(ORDER_MESSAGES.idempotencyKey)
    .min(16, ORDER_MESSAGES.idempotencyKey)
    .max(100, ORDER_MESSAGES.idempotencyKey),
  customer: CheckoutFormSchema,
  items: z
    .array(OrderLineInputSchema, ORDER_MESSAGES.items)
    .max(ORDER_LIMITS.lines, ORDER_MESSAGES.tooManyLines),
  /** Absent (older clients, phone orders): no choice made, no transfer discount. */
  paymentChoice: z.enum(PAYMENT_CHOICES, MERCADO_PAGO_MESSAGES.choice).optional(),
});
export type CreateOrderInput = z.infer<typeof CreateOrderSchema>;

export const OrderLineSchema = z.object({
  productId: z.string().nullable(),
  productName: z.string(),
  unitPrice: z.number(),
  /** Before the discount; null on lines priced before it was kept. */
  listPrice: z.number().nullable(),
  discountPercentage: z.number().nullable(),
  quantity: z.number(),
  squareMeters: z.number(),
  includeWaste: z.boolean(),
  saleUnit: z.enum(SALE_UNITS),
  metersPerBox: z.number().nullable(),
  layingPattern: z.enum(LAYING_PATTERN_IDS as ['recto', 'diagonal', 'espiga']).nullable(),
  lineTotal: z.number(),
  /** Staff set this line's price by hand (shared/line-prices.ts); the % when it was a discount. */
  specialPrice: z.boolean(),
  specialDiscount: z.number().nullable(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

/** An order's discounts and surcharges (shared/order-adjustments.ts), in every order answer. */
export const OrderAdjustmentsSchema = z.array(
  z.object({
    kind: z.enum(ADJUSTMENT_KIND_IDS),
    code: z.string().nullable(),
    label: z.string(),
    percentage: z.number().nullable(),
    fixedAmount: z.number().nullable(),
    base: z.enum(ADJUSTMENT_BASES),
    amount: z.number(),
  }) satisfies z.ZodType<OrderAdjustment>,
);

export const OrderSchema = z.object({
  id: z.number().int(),
  createdAt: z.string().nullable(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  customerAddress: z.string(),
  comments: z.string().nullable(),
  totalAmount: z.number(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** Sum of the order's payments. */
  paidAmount: z.number(),
  /** What staff's edits send back (shared/order-version.ts). */
  version: z.number().int(),
  products: z.array(OrderLineSchema),
});
export type Order = z.infer<typeof OrderSchema>;

/** What POST /api/orders answers (201 new, 200 the same order for a repeated key). */
export const CreateOrderResponseSchema = z.object({
  id: z.number().int(),
  totalAmount: z.number(),
  createdAt: z.string(),
  /** The customer's order page (/pedido/<token>): where Mercado Pago's checkout starts from. */
  orderPage: z.string().optional(),
});
export type CreateOrderResponse = z.infer<typeof CreateOrderResponseSchema>;

/** POST /api/orders: the checkout places the order (201 new, 200 the same one for a repeated key). */
export const orderEndpoints = endpoints({
  place: {
    method: 'POST',
    path: '/api/orders',
    body: CreateOrderSchema,
    response: CreateOrderResponseSchema,
    status: [201, 200],
  },
});

/** POST /api/orders refuses a cart with products that no longer exist (the shop's wording). */
export const UNKNOWN_PRODUCTS_MESSAGE =
  'Algunos productos del carrito ya no están disponibles. Quitalos del carrito e intentá nuevamente.';
export const ORDER_RATE_LIMIT_MESSAGE =
  'Recibimos demasiados pedidos desde tu conexión. Por favor, esperá unos minutos e intentá nuevamente.';
