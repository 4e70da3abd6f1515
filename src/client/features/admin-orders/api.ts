import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AdminOrderList,
  AdminOrderSummary,
  OrderStatusFilter,
  UpdatePaymentInput,
} from '../../../shared/admin-orders';
import type { Order, OrderStatus } from '../../../shared/orders';
import { api } from '../../api-client';

export interface OrderFilters {
  q: string;
  status: OrderStatusFilter;
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

const ORDERS_KEY = ['admin', 'orders'] as const;

function ordersSearch(filters: OrderFilters): string {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  params.set('page', String(filters.page));
  params.set('pageSize', String(filters.pageSize));
  return params.toString();
}

export const adminOrdersQuery = (filters: OrderFilters) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'list', filters],
    queryFn: ({ signal }) =>
      api<AdminOrderList>(`/api/admin/orders?${ordersSearch(filters)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const adminOrderQuery = (id: number) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'detail', id],
    queryFn: ({ signal }) => api<Order>(`/api/admin/orders/${id}`, { signal }),
  });

export function useAdminOrders(filters: OrderFilters) {
  return useQuery(adminOrdersQuery(filters));
}

export function useAdminOrder(id: number) {
  return useQuery(adminOrderQuery(id));
}

function useInvalidateOrders() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
}

export function useUpdateOrderStatus() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: ({ id, status, notify }: { id: number; status: OrderStatus; notify: boolean }) =>
      api<AdminOrderSummary>(`/api/admin/orders/${id}/status`, {
        method: 'PATCH',
        body: { status, notify },
      }),
    onSuccess: invalidate,
  });
}

export function useUpdateOrderPayment() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: ({ id, payment }: { id: number; payment: UpdatePaymentInput }) =>
      api<AdminOrderSummary>(`/api/admin/orders/${id}/payment`, { method: 'PUT', body: payment }),
    onSuccess: invalidate,
  });
}

export function useDeleteOrder() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (id: number) => api(`/api/admin/orders/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
