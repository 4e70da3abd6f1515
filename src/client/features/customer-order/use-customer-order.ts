import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CustomerOrder, CustomerOrderSchema } from '../../../shared/customer-order';
import { api } from '../../api-client';

export const customerOrderQuery = (token: string) =>
  queryOptions({
    queryKey: ['customer-order', token] as const,
    queryFn: async ({ signal }): Promise<CustomerOrder> =>
      CustomerOrderSchema.parse(
        await api(`/api/orders/by-token/${encodeURIComponent(token)}`, { signal }),
      ),
    // A 404 (wrong link) will not heal by asking again.
    retry: false,
  });

/** enabled: false for a token no order can have (it is not asked for). */
export function useCustomerOrder(token: string, enabled = true) {
  return useQuery({ ...customerOrderQuery(token), enabled });
}
