import { z } from 'zod';
import { formatMoney } from '../format';
import { subtractMoney } from '../money';

/** How a shopper chooses to pay at checkout. */
export const PAYMENT_CHOICES = ['mercado_pago', 'transfer'] as const;
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number];
export const PAYMENT_CHOICE_LABELS: Record<PaymentChoice, string> = {
  mercado_pago: 'Pagar ahora con Mercado Pago (tarjeta, cuotas, dinero en cuenta)',
  transfer: 'Transferencia o efectivo',
};

export const MERCADO_PAGO_MESSAGES = {
  choice: 'Elegí cómo vas a pagar.',
  unavailable: 'El pago con Mercado Pago no está disponible en este momento.',
  notPayable: 'Este pedido ya no se puede pagar con Mercado Pago.',
  failed:
    'No pudimos abrir Mercado Pago. Intentá nuevamente en unos minutos o escribinos para coordinar el pago.',
  throttled:
    'Demasiados intentos de pago desde tu conexión. Por favor, esperá unos minutos e intentá nuevamente.',
  invalidNotification: 'Notificación no válida.',
  pay: 'Pagar con Mercado Pago',
  configured: 'Mercado Pago está configurado.',
  notConfigured:
    'Mercado Pago no está configurado: definí MP_ACCESS_TOKEN y MP_WEBHOOK_SECRET en el entorno del servidor.',
} as const;

/**
 * Mercado Pago's payment statuses (developers' "status" of /v1/payments) in the shop's words,
 * for staff's notes and the customer's order page.
 */
export const MERCADO_PAGO_STATUS_LABELS: Record<string, string> = {
  approved: 'aprobado',
  authorized: 'autorizado',
  pending: 'pendiente',
  in_process: 'en revisión',
  in_mediation: 'en mediación',
  rejected: 'rechazado',
  cancelled: 'cancelado',
  refunded: 'devuelto',
  charged_back: 'con contracargo',
};

export const mercadoPagoStatusLabel = (status: string) =>
  MERCADO_PAGO_STATUS_LABELS[status] ?? status;

/**
 * What a Mercado Pago payment in this status counts in the order's payments: approved money
 * (less what was refunded of it) and money in a dispute not yet lost count; everything else —
 * not yet paid, rejected, cancelled, refunded in full, charged back — counts nothing, so a
 * payment that was counted is reversed.
 */
export function mercadoPagoCountedAmount(payment: {
  status: string;
  amount: number;
  refunded: number;
}): number {
  if (payment.status !== 'approved' && payment.status !== 'in_mediation') return 0;
  return Math.max(0, subtractMoney(payment.amount, payment.refunded));
}

/** GET /api/payments/options: what the checkout offers. */
export const PaymentOptionsSchema = z.object({
  mercadoPago: z.boolean(),
  /** % off the products for transfer or cash; 0 when the shop gives none. */
  transferDiscountPercentage: z.number(),
  maxInstallments: z.number().int(),
  /** The shop has a CBU or alias to give: only then does the checkout promise bank details. */
  bankDetails: z.boolean(),
});
export type PaymentOptions = z.infer<typeof PaymentOptionsSchema>;

/**
 * GET /api/admin/settings/mercado-pago: whether the server has Mercado Pago's credentials. Only
 * the yes or no: the credentials live in the server's environment and never leave it.
 */
export const MercadoPagoStatusSchema = z.object({ configured: z.boolean() });
export type MercadoPagoStatus = z.infer<typeof MercadoPagoStatusSchema>;

/** POST /api/payments/orders/:token/mercado-pago: where to send the shopper (init_point). */
export const MercadoPagoCheckoutSchema = z.object({ url: z.string() });
export type MercadoPagoCheckout = z.infer<typeof MercadoPagoCheckoutSchema>;

/** The line of staff's notes a Mercado Pago payment leaves on its order. */
export function mercadoPagoNote(payment: {
  id: string;
  status: string;
  statusDetail: string | null;
  amount: number;
  installments: number | null;
}): string {
  const cuotas =
    payment.installments && payment.installments > 1 ? `, ${payment.installments} cuotas` : '';
  const detail = payment.statusDetail ? ` (${payment.statusDetail})` : '';
  return `Mercado Pago: pago n.º ${payment.id} ${mercadoPagoStatusLabel(payment.status)}${detail}, ${formatMoney(payment.amount)}${cuotas}.`;
}

/**
 * Why a Mercado Pago payment is kept apart from the order's payments, waiting for staff: paid in
 * another currency, for an amount that is not what the order owed, or while the order was in the
 * Papelera (counted once it is restored).
 */
export const MERCADO_PAGO_REVIEW_REASONS = ['currency', 'amount', 'papelera'] as const;
export type MercadoPagoReviewReason = (typeof MERCADO_PAGO_REVIEW_REASONS)[number];

/** The one currency the shop charges in: a payment in any other is never counted as pesos. */
export const SHOP_CURRENCY = 'ARS';

interface ReviewedPayment {
  paymentId: string;
  amount: number;
  currencyId: string | null;
  status: string;
}

function paidText({ amount, currencyId }: ReviewedPayment): string {
  return currencyId && currencyId !== SHOP_CURRENCY
    ? `${currencyId} ${amount.toLocaleString('es-AR')}`
    : formatMoney(amount);
}

/** What staff read about a payment kept apart (order detail, Actividad, the shop's e-mail). */
export function mercadoPagoReviewMessage(
  reason: MercadoPagoReviewReason,
  payment: ReviewedPayment,
): string {
  const head = `Pago de Mercado Pago n.º ${payment.paymentId} por ${paidText(payment)} (${mercadoPagoStatusLabel(payment.status)})`;
  switch (reason) {
    case 'currency':
      return `${head} en una moneda que no es pesos: no se sumó a los pagos del pedido. Revisalo en Mercado Pago.`;
    case 'amount':
      return `${head} que no coincide con el saldo del pedido: no se sumó a los pagos. Revisalo en Mercado Pago (devolvelo o acordá la diferencia con el cliente).`;
    case 'papelera':
      return `${head} recibido con el pedido en la Papelera: se sumará a los pagos cuando se restaure el pedido.`;
  }
}

/** The alert of a Mercado Pago payment on a cancelled order: the money goes back. */
export const mercadoPagoOnCancelledMessage = (paymentId: string, amount: number) =>
  `Pago de Mercado Pago n.º ${paymentId} por ${formatMoney(amount)} en un pedido cancelado: a devolver al cliente.`;

export const MercadoPagoReviewSchema = z.object({
  paymentId: z.string(),
  reason: z.enum(MERCADO_PAGO_REVIEW_REASONS),
  message: z.string(),
});
export type MercadoPagoReview = z.infer<typeof MercadoPagoReviewSchema>;
