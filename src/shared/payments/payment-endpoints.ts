import { endpoints } from '../endpoint';
import { CustomerOrderParamsSchema } from '../order-token';
import { MercadoPagoCheckoutSchema, PaymentOptionsSchema } from './mercado-pago';

/**
 * /api/payments: what the checkout offers and Mercado Pago's Checkout Pro. Mercado Pago's
 * notifications (POST /api/payments/mercado-pago/notifications) are not here: Mercado Pago
 * calls them, never the browser, and the route reads them by hand (signature, query, replay).
 */
export const paymentEndpoints = endpoints({
  options: { method: 'GET', path: '/api/payments/options', response: PaymentOptionsSchema },
  /** A Checkout Pro preference for the order; 404 when Mercado Pago is not configured. */
  mercadoPagoCheckout: {
    method: 'POST',
    path: '/api/payments/orders/:token/mercado-pago',
    params: CustomerOrderParamsSchema,
    response: MercadoPagoCheckoutSchema,
  },
});
