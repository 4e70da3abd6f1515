import { z } from 'zod';
import { OrderDeliverySchema } from './delivery';
import { endpointHref, endpoints } from './endpoint';
import { OrderPaymentSchema } from './order-payments';
import { PAYMENT_CHOICES } from './payments/mercado-pago';
import type { TransferInstructions } from './payments/transfer-details';
import {
  ORDER_STATUSES,
  OrderAdjustmentsSchema,
  OrderLineSchema,
  type OrderStatus,
  PAYMENT_STATUSES,
} from './orders';
import { CustomerOrderParamsSchema, ORDER_TOKEN_NOT_FOUND } from './order-token';

export const CUSTOMER_ORDER_MESSAGES = {
  notFound: ORDER_TOKEN_NOT_FOUND,
  throttled:
    'Demasiadas consultas de este pedido desde tu conexión. Por favor, esperá unos minutos e intentá nuevamente.',
  busy: 'Estamos preparando muchos presupuestos a la vez. Por favor, intentá nuevamente en unos segundos.',
} as const;

/**
 * GET /api/orders/by-token/:token: what the customer may see of their order (no internal
 * fields: no notes, no idempotency key, no staff data).
 */
export const CustomerOrderSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  customerName: z.string(),
  customerAddress: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  delivery: OrderDeliverySchema,
  totalAmount: z.number(),
  /** productId names the product's page while the shop shows it; null once gone or a borrador. */
  products: z.array(OrderLineSchema),
  /** The profesional and transfer-or-cash discounts taken off the products, as priced. */
  adjustments: OrderAdjustmentsSchema,
  /** What the customer paid: the day, how and how much (no staff names, no references). */
  payments: z.array(OrderPaymentSchema.pick({ date: true, method: true, amount: true })),
  paidAmount: z.number(),
  /** Signed balance (shared orderLedger): negative when the shop holds the customer's money. */
  balanceDue: z.number(),
  quoteValidUntil: z.string(),
  /**
   * How the shopper chose to pay (null: before the choice existed; its discount is in
   * `adjustments`), and the last status Mercado Pago gave a payment.
   */
  payment: z.object({
    choice: z.enum(PAYMENT_CHOICES).nullable(),
    mercadoPagoStatus: z.string().nullable(),
    /** How to pay it by transfer (shared/payments/transfer-details.ts); null when not so. */
    transfer: z
      .object({
        amount: z.number(),
        discount: z.object({ percentage: z.number(), amount: z.number() }).nullable(),
        bank: z.array(z.object({ label: z.string(), value: z.string() })),
        deliveryToAgree: z.boolean(),
      })
      .nullable() satisfies z.ZodType<TransferInstructions | null>,
  }),
});
export type CustomerOrder = z.infer<typeof CustomerOrderSchema>;

/** The customer's own view of the order, behind the link's token (no account). */
export const customerOrderEndpoints = endpoints({
  get: {
    method: 'GET',
    path: '/api/orders/by-token/:token',
    params: CustomerOrderParamsSchema,
    response: CustomerOrderSchema,
  },
  /** The presupuesto PDF the confirmation e-mail and the order page link to. */
  quote: {
    method: 'GET',
    path: '/api/orders/by-token/:token/presupuesto',
    params: CustomerOrderParamsSchema,
    response: 'file',
  },
});

/** The presupuesto PDF of the customer's order, behind the same token as its page. */
export const customerQuotePath = (token: string) =>
  endpointHref(customerOrderEndpoints.quote, { params: { token } });

/** The statuses whose change the customer is told of by e-mail. */
export const NOTIFIED_STATUSES: readonly OrderStatus[] = [
  'processing',
  'ready',
  'in_transit',
  'completed',
  'cancelled',
];

/** The day a presupuesto's prices stop holding: the order's day plus the shop's validity days. */
export function quoteValidUntil(createdAt: Date, validityDays: number): Date {
  return new Date(createdAt.getTime() + validityDays * 24 * 60 * 60 * 1000);
}
