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
  OrderExportFormat,
  OrderExportRows,
  OrderStatusFilter,
  UpdateOrderStatusInput,
} from '../../../shared/admin-orders';
import type { AddOrderNoteInput, AdminOrderDetail } from '../../../shared/admin-order-detail';
import type { UpdateOrderLinesInput } from '../../../shared/order-lines-edit';
import type { RecordPaymentInput } from '../../../shared/order-payments';
import type { DeliveryZoneRow } from '../../../shared/delivery';
import { type OrderVersionBody, STALE_ORDER_CODE } from '../../../shared/order-version';
import type { PhoneOrderInput } from '../../../shared/phone-order';
import type { ProfessionalMatch } from '../../../shared/customers/customers';
import { ApiError, api, downloadApiFile } from '../../api-client';
import type { LineLot, MoveLineLot } from '../../../shared/stock/contract';
import { STOCK_QUERY_KEY } from '../../api/product-stock';

export interface OrderFilters {
  q: string;
  status: OrderStatusFilter;
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

const ORDERS_KEY = ['admin', 'orders'] as const;

function filterParams(filters: Omit<OrderFilters, 'page' | 'pageSize'>): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  return params;
}

function ordersSearch(filters: OrderFilters): string {
  const params = filterParams(filters);
  params.set('page', String(filters.page));
  params.set('pageSize', String(filters.pageSize));
  return params.toString();
}

/** The export of the orders the list shows (its filters), as a file to save. */
export function exportOrders(
  filters: Omit<OrderFilters, 'page' | 'pageSize'>,
  format: OrderExportFormat,
  rows: OrderExportRows,
): Promise<void> {
  const params = filterParams(filters);
  params.set('format', format);
  params.set('rows', rows);
  return downloadApiFile(`/api/admin/orders/export?${params.toString()}`);
}

/** The order's presupuesto or remito PDF. */
export const orderDocumentUrl = (id: number, kind: 'presupuesto' | 'remito') =>
  `/api/admin/orders/${id}/documents/${kind}`;

export const adminOrdersQuery = (filters: OrderFilters) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'list', filters],
    queryFn: ({ signal }) =>
      api<AdminOrderList>(`/api/admin/orders?${ordersSearch(filters)}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** The shop's delivery zones, as the checkout reads them (the phone order prices Envío alike). */
export const deliveryZonesQuery = queryOptions({
  queryKey: ['delivery-zones'],
  queryFn: ({ signal }) => api<{ zones: DeliveryZoneRow[] }>('/api/delivery-zones', { signal }),
  staleTime: 60 * 1000,
});

/** The profesional customer (with a discount) a phone order with this e-mail and phone joins. */
export const professionalCustomerQuery = (email: string, phone: string) =>
  queryOptions({
    queryKey: ['admin', 'customers', 'professional', email, phone],
    queryFn: ({ signal }) =>
      api<ProfessionalMatch>(
        `/api/admin/customers/professional?${new URLSearchParams({ email, phone })}`,
        { signal },
      ),
    staleTime: 30 * 1000,
  });

export const adminOrderQuery = (id: number) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'detail', id],
    queryFn: ({ signal }) => api<AdminOrderDetail>(`/api/admin/orders/${id}`, { signal }),
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
    mutationFn: ({ id, ...body }: UpdateOrderStatusInput & { id: number }) =>
      api<AdminOrderSummary>(`/api/admin/orders/${id}/status`, { method: 'PATCH', body }),
    onSuccess: invalidate,
    // A stale view (409) or any failure: the list shows the order as it is now.
    onError: invalidate,
  });
}

/** A 409 for an edit made from an older view of the order (shared/order-version.ts). */
export function isStaleOrder(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === STALE_ORDER_CODE;
}

/**
 * A change to one order answers its detail: shown at once, and the lists refetched. When the
 * order changed meanwhile (409), the order is reloaded; what the screen had typed stays in its
 * own state, to be reviewed against the new order and saved again.
 */
function useOrderChange<Variables>(request: (variables: Variables) => Promise<AdminOrderDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (detail) => {
      queryClient.setQueryData(adminOrderQuery(detail.id).queryKey, detail);
      await queryClient.invalidateQueries({ queryKey: [...ORDERS_KEY, 'list'] });
    },
    onError: async (error) => {
      if (isStaleOrder(error)) await queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    },
  });
}

export function useRecordPayment(orderId: number) {
  return useOrderChange((payment: RecordPaymentInput) =>
    api<AdminOrderDetail>(`/api/admin/orders/${orderId}/payments`, {
      method: 'POST',
      body: payment,
    }),
  );
}

export function useDeletePayment(orderId: number) {
  return useOrderChange((paymentId: string) =>
    api<AdminOrderDetail>(`/api/admin/orders/${orderId}/payments/${paymentId}`, {
      method: 'DELETE',
    }),
  );
}

export function useUpdateOrderLines(orderId: number) {
  return useOrderChange((input: UpdateOrderLinesInput) =>
    api<AdminOrderDetail>(`/api/admin/orders/${orderId}/lines`, { method: 'PUT', body: input }),
  );
}

export function useRenewQuote(orderId: number) {
  return useOrderChange((body: OrderVersionBody) =>
    api<AdminOrderDetail>(`/api/admin/orders/${orderId}/renew-quote`, {
      method: 'POST',
      body,
    }),
  );
}

export function useCreatePhoneOrder() {
  return useOrderChange((input: PhoneOrderInput) =>
    api<AdminOrderDetail>('/api/admin/orders', { method: 'POST', body: input }),
  );
}

export function useAddOrderNote(orderId: number) {
  return useOrderChange((note: AddOrderNoteInput) =>
    api<AdminOrderDetail>(`/api/admin/orders/${orderId}/notes`, { method: 'POST', body: note }),
  );
}

export function useDeleteOrder() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (id: number) => api(`/api/admin/orders/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

/** Each line's lot (stock by lot): under the stock key, which stock writes refresh. */
export function useOrderLots(orderId: number) {
  return useQuery({
    queryKey: [...STOCK_QUERY_KEY, 'order', orderId],
    queryFn: ({ signal }) =>
      api<{ items: LineLot[] }>(`/api/admin/stock/orders/${orderId}/lots`, { signal }),
  });
}

/**
 * Moves a reserved line to another lot of its product. The order's version changes with it, so
 * the order is refetched (an edit from the old view would be refused as stale), and so are the
 * lots and the stock.
 */
export function useMoveLineLot(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MoveLineLot) =>
      api<{ items: LineLot[] }>(`/api/admin/stock/orders/${orderId}/lots`, {
        method: 'PUT',
        body,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
        queryClient.invalidateQueries({ queryKey: STOCK_QUERY_KEY }),
      ]),
  });
}
