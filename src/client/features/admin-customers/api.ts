import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type UpdateCustomerInput, adminCustomerEndpoints } from '#shared/customers/customers';
import type { OrderExportFormat } from '#shared/admin-orders';
import { client } from '#client/api/endpoint-client';

const customers = client(adminCustomerEndpoints);

const KEY = ['admin', 'customers'] as const;

export const customersQuery = (q: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...KEY, 'list', { q, page, pageSize }] as const,
    queryFn: ({ signal }) => customers.list({ query: { q, page, pageSize } }, { signal }),
    placeholderData: keepPreviousData,
  });

export const customerQuery = (key: string) =>
  queryOptions({
    queryKey: [...KEY, 'one', key] as const,
    queryFn: ({ signal }) => customers.detail({ params: { key } }, { signal }),
  });

export function useSaveCustomer(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCustomerInput) => customers.update({ params: { key }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function exportCustomers(q: string, format: OrderExportFormat): Promise<void> {
  return customers.export({ query: { q, format } });
}
