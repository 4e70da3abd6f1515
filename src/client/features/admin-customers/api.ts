import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CustomerDetail,
  CustomerList,
  UpdateCustomerInput,
} from '../../../shared/customers/customers';
import type { OrderExportFormat } from '../../../shared/admin-orders';
import { api, downloadApiFile } from '../../api-client';

const KEY = ['admin', 'customers'] as const;
const customerUrl = (key: string) => `/api/admin/customers/${encodeURIComponent(key)}`;

export const customersQuery = (q: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...KEY, 'list', { q, page, pageSize }] as const,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
      if (q) params.set('q', q);
      return api<CustomerList>(`/api/admin/customers?${params.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const customerQuery = (key: string) =>
  queryOptions({
    queryKey: [...KEY, 'one', key] as const,
    queryFn: ({ signal }) => api<CustomerDetail>(customerUrl(key), { signal }),
  });

export function useSaveCustomer(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCustomerInput) =>
      api<CustomerDetail>(customerUrl(key), { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function exportCustomers(q: string, format: OrderExportFormat): Promise<void> {
  const params = new URLSearchParams({ format });
  if (q) params.set('q', q);
  return downloadApiFile(`/api/admin/customers/export?${params.toString()}`);
}
