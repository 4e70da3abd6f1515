import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { paymentEndpoints } from '#shared/payments/payment-endpoints';
import { client } from '#client/api/endpoint-client';

const payments = client(paymentEndpoints);

export const paymentOptionsQuery = queryOptions({
  queryKey: ['payment-options'] as const,
  queryFn: ({ signal }) => payments.options({}, { signal }),
});

/** What the checkout offers: Mercado Pago (when configured) and the transfer discount. */
export function usePaymentOptions() {
  return useQuery(paymentOptionsQuery);
}

/** Asks the server for a Checkout Pro preference of the order and goes to Mercado Pago. */
export async function goToMercadoPago(orderToken: string): Promise<void> {
  const { url } = await payments.mercadoPagoCheckout({ params: { token: orderToken } });
  window.location.assign(url);
}

export function usePayWithMercadoPago() {
  return useMutation({ mutationFn: goToMercadoPago });
}
