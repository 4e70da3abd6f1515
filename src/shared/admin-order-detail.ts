import { z } from 'zod';
import { OrderIdParamsSchema } from './admin-orders';
import { OrderDeliverySchema } from './delivery';
import { OrderPaymentSchema, PAYMENT_MESSAGES } from './order-payments';
import { MercadoPagoReviewSchema } from './payments/mercado-pago';
import { uuidText } from './route-schemas';
import { OrderAdjustmentsSchema, OrderLineSchema, OrderSchema } from './orders';
import { TEXT_MESSAGES, hasControlCharacters } from './text';

export const NOTE_MESSAGES = {
  text: 'Escribí la nota (hasta 2000 caracteres).',
  added: 'Nota agregada',
  addError: 'Error al agregar la nota',
} as const;

/** POST /api/admin/orders/:id/notes: several lines allowed, control characters not. */
export const AddOrderNoteSchema = z.object({
  text: z
    .string(NOTE_MESSAGES.text)
    .trim()
    .min(1, NOTE_MESSAGES.text)
    .max(2000, NOTE_MESSAGES.text)
    .refine((text) => !hasControlCharacters(text), TEXT_MESSAGES.control),
});
export type AddOrderNoteInput = z.input<typeof AddOrderNoteSchema>;

/** Staff's internal note: never part of anything the customer sees. */
export const OrderNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  author: z.string(),
  createdAt: z.string(),
});
export type OrderNote = z.infer<typeof OrderNoteSchema>;

/** GET /api/admin/orders/:id, and what every change to one order answers. */
/** A line as staff see it: with the catalogue's price today ("Actualizar al precio de lista"). */
export const AdminOrderLineSchema = OrderLineSchema.extend({
  /** Today's price (discount applied); null when the product no longer exists. */
  todayPrice: z.number().nullable(),
});
export type AdminOrderLine = z.infer<typeof AdminOrderLineSchema>;

export const AdminOrderDetailSchema = OrderSchema.extend({
  products: z.array(AdminOrderLineSchema),
  /** Priced by priceOrder: total = products + adjustments + delivery. */
  adjustments: OrderAdjustmentsSchema,
  /** Signed balance (shared orderLedger): negative when the shop holds the customer's money. */
  balanceDue: z.number(),
  /** Paid beyond the total of an order that goes on: saldo a favor del cliente; 0 otherwise. */
  customerCredit: z.number(),
  payments: z.array(OrderPaymentSchema),
  /** Mercado Pago payments kept apart from the payments, each with what staff should do. */
  mercadoPagoReviews: z.array(MercadoPagoReviewSchema),
  /** Paid on a cancelled order: to be given back ("a devolver"); 0 otherwise. */
  refundDue: z.number(),
  notes: z.array(OrderNoteSchema),
  /** The presupuesto's validity, fixed when placed or renewed. */
  quoteValidUntil: z.string(),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;

/** GET /api/admin/orders/:id: the detail and how the order is delivered. */
export const AdminOrderViewSchema = AdminOrderDetailSchema.extend({
  delivery: OrderDeliverySchema,
});
export type AdminOrderView = z.infer<typeof AdminOrderViewSchema>;

/** DELETE /api/admin/orders/:id/payments/:paymentId: the order is checked first. */
export const OrderPaymentParamsSchema = OrderIdParamsSchema.extend({
  paymentId: uuidText(PAYMENT_MESSAGES.notFound),
});
