import { z } from 'zod';
import { IsoDaySchema } from './admin-orders';
import { formatMoney } from './format';
import { ORDER_LIMITS, type OrderStatus, PAYMENT_METHODS, type PaymentStatus } from './orders';
import { hasAtMostTwoDecimals, subtractMoney, sumMoney, toCents } from './money';
import { shopToday } from './shop-clock';
import { TEXT_MESSAGES, isSingleLine } from './text';

/** Sum of the payments, to the cent. */
export function paidAmount(amounts: readonly number[]): number {
  return sumMoney(amounts);
}

/**
 * The one rule: nothing paid is Pendiente, part of the total is a Seña, the total (or more) is
 * Pagado. Compared in cents so float sums never leave a "Seña" of 0,000001.
 */
export function paymentState(total: number, paid: number): PaymentStatus {
  const paidCents = toCents(paid);
  if (paidCents <= 0) return 'pending';
  return paidCents >= toCents(total) ? 'paid' : 'deposit';
}

/** Methods staff record by hand: Mercado Pago's payments are recorded only by Mercado Pago. */
export const MANUAL_PAYMENT_METHODS = PAYMENT_METHODS.filter((method) => method !== 'mercado_pago');

/**
 * Where an order's money stands, the one rule every screen, export and figure reads: a cancelled
 * order owes nothing and what was paid on it is to be given back (a devolver) until refunded;
 * any other order owes its total less what was paid, and more than the total is a saldo a favor
 * del cliente. `balanceDue` is signed: negative when the shop holds the customer's money.
 */
export interface OrderLedger {
  balanceDue: number;
  /** What the customer still owes (never negative). */
  owed: number;
  /** Paid beyond the total of an order that goes on: the customer's credit. */
  customerCredit: number;
  /** Paid on a cancelled order: to be given back. */
  refundDue: number;
}

export function orderLedger(
  order: { status: OrderStatus; totalAmount: number },
  paid: number,
): OrderLedger {
  const cancelled = order.status === 'cancelled';
  const balance = subtractMoney(cancelled ? 0 : order.totalAmount, paid);
  return {
    balanceDue: balance,
    owed: Math.max(0, balance),
    customerCredit: cancelled ? 0 : Math.max(0, -balance),
    refundDue: cancelled ? Math.max(0, -balance) : 0,
  };
}

export const BALANCE_LABELS = {
  owed: 'Saldo',
  customerCredit: 'Saldo a favor del cliente',
  refundDue: 'A devolver',
} as const;

/** How a balance reads wherever one is shown: its label and the amount, never negative. */
export function balanceFigure(ledger: Omit<OrderLedger, 'balanceDue'>): {
  label: string;
  amount: number;
} {
  if (ledger.refundDue > 0) return { label: BALANCE_LABELS.refundDue, amount: ledger.refundDue };
  if (ledger.customerCredit > 0)
    return { label: BALANCE_LABELS.customerCredit, amount: ledger.customerCredit };
  return { label: BALANCE_LABELS.owed, amount: ledger.owed };
}

export const PAYMENT_MESSAGES = {
  amount: 'El monto debe ser un número mayor que cero con hasta dos decimales.',
  amountTooLarge: `El monto no puede superar ${formatMoney(ORDER_LIMITS.total)}.`,
  dateFuture: 'La fecha del pago no puede ser posterior a mañana.',
  dateBeforeOrder: (orderDay: string) =>
    `La fecha del pago no puede ser anterior a la del pedido (${paymentDayText(orderDay)}).`,
  method: 'Elegí un método de pago.',
  mercadoPagoByHand:
    'Los pagos de Mercado Pago los registra Mercado Pago: elegí efectivo, transferencia o tarjeta.',
  mercadoPagoReadOnly:
    'Los pagos registrados por Mercado Pago no se pueden eliminar: una devolución se hace desde Mercado Pago y llega sola.',
  reference: 'La referencia puede tener hasta 200 caracteres, en una sola línea.',
  recorded: 'Pago registrado',
  deleted: 'Pago eliminado',
  recordError: 'Error al registrar el pago',
  deleteError: 'Error al eliminar el pago',
  notFound: 'Pago no encontrado',
  refundDue: (amount: number) =>
    `El pedido está cancelado y tiene ${formatMoney(amount)} pagados: a devolver al cliente.`,
  overpaid: (excess: number) =>
    `Este pago supera el saldo del pedido en ${formatMoney(excess)}: quedará un saldo a favor del cliente.`,
} as const;

/**
 * POST /api/admin/orders/:id/payments. The amount is a JSON number (the es-AR text a person
 * types is read in the browser by number-entry); more than the balance is allowed — a
 * transfer rounded up is real money received — and the order then shows the saldo a favor.
 */
export const RecordPaymentSchema = z.object({
  amount: z
    .number(PAYMENT_MESSAGES.amount)
    .positive(PAYMENT_MESSAGES.amount)
    .max(ORDER_LIMITS.total, PAYMENT_MESSAGES.amountTooLarge)
    .refine(hasAtMostTwoDecimals, PAYMENT_MESSAGES.amount),
  date: IsoDaySchema.refine((day) => day <= latestPaymentDay(), PAYMENT_MESSAGES.dateFuture),
  method: z
    .enum(PAYMENT_METHODS, PAYMENT_MESSAGES.method)
    .refine((method) => method !== 'mercado_pago', PAYMENT_MESSAGES.mercadoPagoByHand),
  reference: z
    .string(PAYMENT_MESSAGES.reference)
    .trim()
    .max(200, PAYMENT_MESSAGES.reference)
    .refine(isSingleLine, TEXT_MESSAGES.singleLine)
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type RecordPaymentInput = z.input<typeof RecordPaymentSchema>;
export type RecordPayment = z.infer<typeof RecordPaymentSchema>;

export const OrderPaymentSchema = z.object({
  id: z.string(),
  amount: z.number(),
  date: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  recordedBy: z.string(),
  recordedAt: z.string(),
  /** Written from Mercado Pago (a credit or its reversal): nobody deletes it by hand. */
  fromMercadoPago: z.boolean(),
  /**
   * What can still be given back through Mercado Pago's refunds API: on a Mercado Pago credit,
   * what its payment still counts on the order; 0 on every other row.
   */
  refundable: z.number(),
});
export type OrderPayment = z.infer<typeof OrderPaymentSchema>;

/** How the admin types an amount (es-AR, shared/number-entry.ts). */
export const PAYMENT_AMOUNT_ENTRY = { decimals: 2, money: true, max: ORDER_LIMITS.total } as const;

/**
 * The latest day a payment may carry: tomorrow in the shop's calendar (a transfer dated by a
 * bank a day ahead is real; 9999-12-31 is a typo). Argentina keeps no summer time, so a day
 * is always 24 hours.
 */
export function latestPaymentDay(now: Date = new Date()): string {
  return shopToday(new Date(now.getTime() + 24 * 60 * 60 * 1000));
}

/** The earliest day: the order's own day in the shop's calendar (nobody pays before ordering). */
export function earliestPaymentDay(orderCreatedAt: Date): string {
  return shopToday(orderCreatedAt);
}

/** A payment's calendar day ('YYYY-MM-DD') in es-AR ('23/11/2026'): a day, no zone to shift it. */
export function paymentDayText(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

export const REFUND_MESSAGES = {
  mercadoPagoTooMuch: (max: number) =>
    `No se puede devolver más de lo que este pago de Mercado Pago todavía cuenta en el pedido (${formatMoney(max)}).`,
  tooMuch: (max: number) =>
    `No se puede devolver más de lo pagado en el pedido (${formatMoney(max)}).`,
  notMercadoPago:
    'Este pago no es de Mercado Pago: registrá la devolución a mano, con su referencia.',
  notRefundable: 'Este pago de Mercado Pago ya no tiene nada para devolver.',
  refused:
    'Mercado Pago no aceptó la devolución (el pago puede ser demasiado antiguo o ya estar devuelto). Revisalo en Mercado Pago.',
  unavailable:
    'No pudimos confirmar la devolución con Mercado Pago. Intentá nuevamente: la misma devolución no se hace dos veces.',
  notConfigured: 'Mercado Pago no está configurado en el servidor.',
  reference:
    'Escribí la referencia de la devolución (n.º de transferencia o recibo), en una sola línea.',
  idempotencyKey: 'Falta la clave de la devolución: recargá la página e intentá nuevamente.',
  recorded: 'Devolución registrada',
  error: 'Error al registrar la devolución',
} as const;

const refundAmount = z
  .number(PAYMENT_MESSAGES.amount)
  .positive(PAYMENT_MESSAGES.amount)
  .max(ORDER_LIMITS.total, PAYMENT_MESSAGES.amountTooLarge)
  .refine(hasAtMostTwoDecimals, PAYMENT_MESSAGES.amount);

/**
 * POST /api/admin/orders/:id/payments/:paymentId/refund: give back part or all of a Mercado Pago
 * payment through Mercado Pago. The key is made once per "Devolver" the person opens, so a
 * double click or a retry asks Mercado Pago for the same refund (X-Idempotency-Key).
 */
export const MercadoPagoRefundSchema = z.object({
  amount: refundAmount,
  idempotencyKey: z.uuid(REFUND_MESSAGES.idempotencyKey),
});
export type MercadoPagoRefund = z.infer<typeof MercadoPagoRefundSchema>;

/**
 * POST /api/admin/orders/:id/refunds: money given back by transfer, cash or card at the shop,
 * recorded by hand with its reference (a negative row of the order's payments).
 */
export const ManualRefundSchema = RecordPaymentSchema.extend({
  reference: z
    .string(REFUND_MESSAGES.reference)
    .trim()
    .min(1, REFUND_MESSAGES.reference)
    .max(200, REFUND_MESSAGES.reference)
    .refine(isSingleLine, REFUND_MESSAGES.reference),
});
export type ManualRefundInput = z.input<typeof ManualRefundSchema>;
export type ManualRefund = z.infer<typeof ManualRefundSchema>;
