import { z } from 'zod';
import { CheckoutFormSchema } from './checkout';

export const ORDER_STATUSES = ['pending', 'processing', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pendiente',
  processing: 'En Proceso',
  completed: 'Completado',
  cancelled: 'Cancelado',
};

export const PAYMENT_STATUSES = ['pending', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pendiente',
  paid: 'Pagado',
};

export const PAYMENT_METHODS = ['transfer', 'cash', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  transfer: 'Transferencia',
  cash: 'Efectivo',
  card: 'Tarjeta',
};

export const EMPTY_CART_MESSAGE = 'El carrito está vacío';
export const ORDER_FAILED_MESSAGE =
  'Hubo un error al procesar tu pedido. Por favor, intenta nuevamente.';

export const OrderLineInputSchema = z.object({
  productId: z.string().min(1).max(100),
  quantity: z.number().int().min(1).max(10_000),
  squareMeters: z.number().min(0).max(1_000_000),
  includeWaste: z.boolean(),
});

/**
 * POST /api/orders. Prices are never sent: the server computes them. idempotencyKey is made
 * once per checkout attempt so a retry or a double click returns the same order.
 */
export const CreateOrderSchema = z.object({
  idempotencyKey: z.string().min(16).max(100),
  customer: CheckoutFormSchema,
  items: z.array(OrderLineInputSchema).max(200),
});
export type CreateOrderInput = z.infer<typeof CreateOrderSchema>;

export const OrderLineSchema = z.object({
  productId: z.string().nullable(),
  productName: z.string(),
  unitPrice: z.number(),
  quantity: z.number(),
  squareMeters: z.number(),
  includeWaste: z.boolean(),
  lineTotal: z.number(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

export const PaymentDetailsSchema = z.object({
  method: z.enum(PAYMENT_METHODS).nullable(),
  date: z.string().nullable(),
  reference: z.string().nullable(),
  notes: z.string().nullable(),
});
export type PaymentDetails = z.infer<typeof PaymentDetailsSchema>;

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
  paymentDetails: PaymentDetailsSchema.nullable(),
  products: z.array(OrderLineSchema),
});
export type Order = z.infer<typeof OrderSchema>;

/** What POST /api/orders answers (201 new, 200 the same order for a repeated key). */
export const CreateOrderResponseSchema = z.object({
  id: z.number().int(),
  totalAmount: z.number(),
  createdAt: z.string(),
});
export type CreateOrderResponse = z.infer<typeof CreateOrderResponseSchema>;

/** POST /api/orders refuses a cart with products that no longer exist (SPEC §8 wording). */
export const UNKNOWN_PRODUCTS_MESSAGE =
  'Algunos productos del carrito ya no están disponibles. Quitalos del carrito e intentá nuevamente.';
export const ORDER_RATE_LIMIT_MESSAGE =
  'Recibimos demasiados pedidos desde tu conexión. Por favor, espera unos minutos e intenta nuevamente.';
