import { z } from 'zod';

/** A customer's key to an order: what tokens.ts makes (base64url), nothing else is looked up. */
export const ACCESS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,100}$/;

export const ORDER_TOKEN_NOT_FOUND =
  'Pedido no encontrado. Revisá el enlace que te enviamos por correo.';

/**
 * /api/orders/by-token/:token and /api/payments/orders/:token/…: a malformed token is an order
 * that does not exist. Apart from customer-order.ts, so the checkout's payment endpoints do not
 * bring the customer's order page's schemas along.
 */
export const CustomerOrderParamsSchema = z.object({
  token: z.string().regex(ACCESS_TOKEN_PATTERN, ORDER_TOKEN_NOT_FOUND),
});
