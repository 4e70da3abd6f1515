import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerOrderEndpoints } from '#shared/customer-order';
import { client } from '#client/api/endpoint-client';

const customerOrders = client(customerOrderEndpoints);

export const customerOrderQuery = (token: string) =>
  queryOptions({
    queryKey: ['customer-order', token] as const,
    queryFn: ({ signal }) => customerOrders.get({ params: { token } }, { signal }),
    // A 404 (wrong link) will not heal by asking again.
    retry: false,
  });

/** enabled: false for a token no order can have (it is not asked for). */
export function useCustomerOrder(token: string, enabled = true) {
  return useQuery({ ...customerOrderQuery(token), enabled });
}
