import { useMutation } from '@tanstack/react-query';
import type { CreateOrderInput, CreateOrderResponse } from '../../../shared/orders';
import { api } from '../../api-client';

export function usePlaceOrder() {
  return useMutation({
    mutationFn: (input: CreateOrderInput) =>
      api<CreateOrderResponse>('/api/orders', { method: 'POST', body: input }),
  });
}
