import { useMutation } from '@tanstack/react-query';
import { type CreateOrderInput, orderEndpoints } from '#shared/orders';
import { client } from '#client/api/endpoint-client';

const orders = client(orderEndpoints);

export function usePlaceOrder() {
  return useMutation({
    mutationFn: (input: CreateOrderInput) => orders.place({ body: input }),
  });
}
