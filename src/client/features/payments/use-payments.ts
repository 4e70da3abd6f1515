import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  type MercadoPagoCheckout,
  MercadoPagoCheckoutSchema,
  type PaymentOptions,
  PaymentOptionsSchema,
} from '../../../shared/payments/mercado-pago';
import { api } from '../../api-client';

export const paymentOptionsQuery = queryOptions({
  queryKey: ['payment-options'] as const,
  queryFn: async ({ signal }): Promise<PaymentOptions> =>
    PaymentOptionsSchema.parse(await api('/api/payments/options', { signal })),
});

/** What the checkout offers: Mercado Pago (when configured) and the transfer discount. */
export function usePaymentOptions() {
  return useQuery(paymentOptionsQuery);
}

/** Asks the server for a Checkout Pro preference of the order and goes to Mercado Pago. */
export async function goToMercadoPago(orderToken: string): Promise<void> {
  const { url }: MercadoPagoCheckout = MercadoPagoCheckoutSchema.parse(
    await api(`/api/payments/orders/${encodeURIComponent(orderToken)}/mercado-pago`, {
      method: 'POST',
    }),
  );
  window.location.assign(url);
}

export function usePayWithMercadoPago() {
  return useMutation({ mutationFn: goToMercadoPago });
}
